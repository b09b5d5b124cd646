import { useEffect, useRef, useState } from 'react';
import type { AdminProduct } from '../../lib/admin-types';
import { errorText } from '../../lib/format';
import { getProducts } from '../../lib/get-products';
import { useWords } from '../../lib/i18n';
import { newSaleKey, readBasket, writeBasket } from './basket-storage';
import { createSale, type PosSale } from './create-sale';
import { addOne, allowedQuantity, cashOf, saleTotal, type SaleLine } from './sale-lines';

export type PaymentMethod = 'cash' | 'card';
export type Paper = 58 | 80;

export interface CardDetails {
  cardNumber: string;
  cardHolder: string;
  expiryDate: string;
  cvv: string;
}

export interface Receipt {
  sale: PosSale;
  lines: SaleLine[];
  at: string;
}

/** What the shown search results were asked with, how many there are and the last page read. */
export interface Found {
  q: string;
  total: number;
  page: number;
}

const PAGE_SIZE = 10;
const NO_CARD: CardDetails = { cardNumber: '', cardHolder: '', expiryDate: '', cvv: '' };

/**
 * The counter's state: the product search, the sale being rung up (kept for the tab's
 * session), its payment, and the receipt of the last sale. One error line serves them all.
 */
export function usePosCounter() {
  const words = useWords();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<AdminProduct[] | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const [stored] = useState(readBasket);
  const [lines, setLines] = useState<SaleLine[]>(stored?.lines ?? []);
  // Per line, why its quantity is not what was typed (stock or the per-sale limit).
  const [limits, setLimits] = useState<Record<string, string>>({});
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [tendered, setTendered] = useState('');
  const [card, setCard] = useState<CardDetails>(NO_CARD);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  // The paper roll stays chosen from one sale to the next.
  const [paper, setPaper] = useState<Paper>(80);
  // One key per sale being rung up: a double press sends the same key, one sale results.
  // Kept with the stored basket: a reload after a press that got no answer retries that sale.
  const saleKey = useRef(stored?.saleKey ?? newSaleKey());
  const searchBox = useRef<HTMLInputElement>(null);

  const total = saleTotal(lines);
  const cash = cashOf(tendered);
  const change = cash !== null ? cash - total : null;

  useEffect(() => {
    if (!receipt) searchBox.current?.focus();
  }, [receipt]);

  useEffect(() => {
    writeBasket({ lines, saleKey: saleKey.current });
  }, [lines]);

  function add(product: AdminProduct) {
    setError(null);
    const next = addOne(lines, product, words);
    if ('error' in next) {
      setError(next.error);
      return;
    }
    setLines(next.lines);
    setQuery('');
    setResults(null);
    searchBox.current?.focus();
  }

  async function search() {
    const q = query.trim();
    if (q === '') return;
    setError(null);
    try {
      const page = await getProducts({ q, page: 1, pageSize: PAGE_SIZE });
      const exact = page.items.find((p) => p.id === q || p.slug === q.toLowerCase());
      if (exact) add(exact);
      else if (page.items.length === 1 && page.items[0]) add(page.items[0]);
      else {
        setResults(page.items);
        setFound({ q, total: page.total, page: 1 });
        if (page.items.length === 0) setError(words.t('pos.noMatch', { q }));
      }
    } catch (failure) {
      setError(errorText(failure, words));
    }
  }

  async function showMore() {
    if (!found || !results) return;
    setError(null);
    try {
      const next = await getProducts({
        q: found.q,
        page: found.page + 1,
        pageSize: PAGE_SIZE,
      });
      const seen = new Set(results.map((p) => p.id));
      setResults([...results, ...next.items.filter((p) => !seen.has(p.id))]);
      setFound({ ...found, total: next.total, page: found.page + 1 });
    } catch (failure) {
      setError(errorText(failure, words));
    }
  }

  function setQuantity(id: string, quantity: number) {
    const line = lines.find((l) => l.product.id === id);
    if (!line) return;
    const allowed = allowedQuantity(line.product, quantity, words);
    setLimits((current) => {
      const { [id]: _dropped, ...rest } = current;
      return allowed.limit ? { ...rest, [id]: allowed.limit } : rest;
    });
    setLines((current) =>
      current
        .map((l) => (l.product.id === id ? { ...l, quantity: allowed.quantity } : l))
        .filter((l) => l.quantity > 0),
    );
  }

  async function complete() {
    if (lines.length === 0) return;
    if (method === 'cash' && (cash === null || cash < total)) {
      setError(words.t('pos.cashShort'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const sale = await createSale(
        {
          items: lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
          payment:
            method === 'cash' ? { method: 'cash', tendered: cash } : { method: 'card', ...card },
        },
        saleKey.current,
      );
      setReceipt({ sale, lines, at: new Date().toISOString() });
      saleKey.current = newSaleKey();
      setLines([]);
      setLimits({});
      setTendered('');
      setCard(NO_CARD);
    } catch (failure) {
      setError(errorText(failure, words));
      // A refused sale (declined card, short stock) may be tried again as a new one.
      saleKey.current = newSaleKey();
    } finally {
      setBusy(false);
    }
  }

  return {
    searchBox,
    query,
    setQuery,
    results,
    found,
    search,
    showMore,
    add,
    lines,
    limits,
    setQuantity,
    total,
    method,
    setMethod,
    tendered,
    setTendered,
    change,
    card,
    setCard,
    error,
    busy,
    complete,
    receipt,
    newSale: () => setReceipt(null),
    paper,
    setPaper,
  };
}

export type PosCounter = ReturnType<typeof usePosCounter>;
