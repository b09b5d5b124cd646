import { usePageMeta } from '@shop/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createSale, type PosSale } from '../features/pos/create-sale';
import styles from '../features/pos/pos.module.css';
import type { AdminProduct } from '../lib/admin-types';
import { errorText, taka, when } from '../lib/format';
import { getProducts } from '../lib/get-products';

interface Line {
  product: AdminProduct;
  quantity: number;
}

interface Receipt {
  sale: PosSale;
  lines: Line[];
  at: string;
}

const MAX_QUANTITY = 99;
const PAGE_SIZE = 10;
/** The sale being rung up, kept for the tab's session so a reload does not lose it. */
const BASKET_KEY = 'pos:basket';

interface StoredBasket {
  lines: Line[];
  saleKey: string;
}

function readBasket(): StoredBasket | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(BASKET_KEY) ?? 'null') as StoredBasket | null;
    return stored && Array.isArray(stored.lines) && typeof stored.saleKey === 'string'
      ? stored
      : null;
  } catch {
    return null;
  }
}

function writeBasket(basket: StoredBasket): void {
  try {
    if (basket.lines.length === 0) sessionStorage.removeItem(BASKET_KEY);
    else sessionStorage.setItem(BASKET_KEY, JSON.stringify(basket));
  } catch {
    // Storage full or switched off: the basket still works, it only will not survive a reload.
  }
}

function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * /pos: the counter. Built for a barcode scanner, which types a product code and Enter:
 * the search box keeps the focus, an exact code (or a single match) goes straight onto
 * the sale, and everything else is reachable with Tab and Enter alone.
 */
export default function PosPage() {
  usePageMeta('POS System');
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<AdminProduct[] | null>(null);
  // What the shown results were asked with, how many there are and the last page read.
  const [found, setFound] = useState<{ q: string; total: number; page: number } | null>(null);
  const [stored] = useState(readBasket);
  const [lines, setLines] = useState<Line[]>(stored?.lines ?? []);
  // Per line, why its quantity is not what was typed (stock or the per-sale limit).
  const [limits, setLimits] = useState<Record<string, string>>({});
  const [method, setMethod] = useState<'cash' | 'card'>('cash');
  const [tendered, setTendered] = useState('');
  const [card, setCard] = useState({ cardNumber: '', cardHolder: '', expiryDate: '', cvv: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [paper, setPaper] = useState<58 | 80>(80);
  // One key per sale being rung up: a double press sends the same key, one sale results.
  // Kept with the stored basket: a reload after a press that got no answer retries that sale.
  const saleKey = useRef(stored?.saleKey ?? newKey());
  const searchBox = useRef<HTMLInputElement>(null);

  const total = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const cash = /^\d+$/.test(tendered.trim()) ? Number(tendered.trim()) : null;
  const change = cash !== null ? cash - total : null;

  useEffect(() => {
    if (!receipt) searchBox.current?.focus();
  }, [receipt]);

  useEffect(() => {
    writeBasket({ lines, saleKey: saleKey.current });
  }, [lines]);

  function add(product: AdminProduct) {
    setError(null);
    const existing = lines.find((line) => line.product.id === product.id);
    if ((existing?.quantity ?? 0) + 1 > product.stockQuantity) {
      setError(
        product.stockQuantity === 0
          ? `${product.name} is out of stock`
          : `Only ${product.stockQuantity} of ${product.name} in stock`,
      );
      return;
    }
    setLines(
      existing
        ? lines.map((line) =>
            line === existing
              ? { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity + 1) }
              : line,
          )
        : [...lines, { product, quantity: 1 }],
    );
    setQuery('');
    setResults(null);
    searchBox.current?.focus();
  }

  async function search(event: FormEvent) {
    event.preventDefault();
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
        if (page.items.length === 0) setError(`No product matches “${q}”`);
      }
    } catch (failure) {
      setError(errorText(failure));
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
      setError(errorText(failure));
    }
  }

  function setQuantity(id: string, quantity: number) {
    const line = lines.find((l) => l.product.id === id);
    if (!line) return;
    const stock = line.product.stockQuantity;
    const most = Math.min(stock, MAX_QUANTITY);
    const wanted = Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0;
    // A quantity over what may be sold is lowered, and the line says why.
    const limit =
      wanted <= most
        ? null
        : stock <= MAX_QUANTITY
          ? `Only ${stock} in stock`
          : `At most ${MAX_QUANTITY} per sale`;
    setLimits((current) => {
      const { [id]: _dropped, ...rest } = current;
      return limit ? { ...rest, [id]: limit } : rest;
    });
    setLines((current) =>
      current
        .map((l) => (l.product.id === id ? { ...l, quantity: Math.min(wanted, most) } : l))
        .filter((l) => l.quantity > 0),
    );
  }

  async function complete(event: FormEvent) {
    event.preventDefault();
    if (lines.length === 0) return;
    if (method === 'cash' && (cash === null || cash < total)) {
      setError('Enter the cash handed over: at least the total');
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
      saleKey.current = newKey();
      setLines([]);
      setLimits({});
      setTendered('');
      setCard({ cardNumber: '', cardHolder: '', expiryDate: '', cvv: '' });
    } catch (failure) {
      setError(errorText(failure));
      // A refused sale (declined card, short stock) may be tried again as a new one.
      saleKey.current = newKey();
    } finally {
      setBusy(false);
    }
  }

  if (receipt) {
    const { sale } = receipt;
    return (
      <section className={styles.page}>
        {/* The page size follows the chosen paper roll when the receipt is printed. */}
        <style>{`@media print { @page { size: ${paper}mm auto; margin: 0; } }`}</style>
        <div className={styles.noPrint}>
          <h1 className={styles.title}>Sale complete</h1>
          <p className={styles.notice} role="status">
            {sale.paymentMethod === 'cash'
              ? `Change due: ${taka(sale.change)}`
              : `Card charged: ${taka(sale.total)}`}
          </p>
          <div className={styles.actions}>
            <label className={styles.field}>
              Paper
              <select
                className={styles.input}
                value={paper}
                onChange={(event) => setPaper(Number(event.target.value) as 58 | 80)}
              >
                <option value={80}>80 mm</option>
                <option value={58}>58 mm</option>
              </select>
            </label>
            <button
              type="button"
              className={styles.button}
              onClick={() => window.print()}
              autoFocus
            >
              Print receipt
            </button>
            <button type="button" className={styles.secondary} onClick={() => setReceipt(null)}>
              New sale
            </button>
          </div>
        </div>
        <article
          className={styles.receipt}
          style={{ width: `${paper}mm` }}
          aria-label="Receipt"
          data-paper={paper}
        >
          <h2 className={styles.receiptShop}>Circuit Haat</h2>
          <p className={styles.receiptCenter}>Dhaka showroom</p>
          <p className={styles.receiptCenter}>
            {when(receipt.at)}
            <br />
            Sale {sale.orderId}
          </p>
          <table className={styles.receiptLines}>
            <tbody>
              {receipt.lines.map((line) => (
                <tr key={line.product.id}>
                  <td>
                    {line.product.name}
                    <br />
                    {line.quantity} × {taka(line.product.price)}
                  </td>
                  <td className={styles.right}>{taka(line.product.price * line.quantity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.receiptRow}>
            <strong>Total</strong>
            <strong>{taka(sale.total)}</strong>
          </p>
          {sale.paymentMethod === 'cash' ? (
            <>
              <p className={styles.receiptRow}>
                <span>Cash</span>
                <span>{taka(sale.tendered)}</span>
              </p>
              <p className={styles.receiptRow}>
                <span>Change</span>
                <span>{taka(sale.change)}</span>
              </p>
            </>
          ) : (
            <p className={styles.receiptRow}>
              <span>Card</span>
              <span>
                {sale.payment ? `${sale.payment.brand} •••• ${sale.payment.last4}` : 'card'}
              </span>
            </p>
          )}
          <p className={styles.receiptCenter}>Thank you!</p>
        </article>
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>POS System</h1>
      <div className={styles.layout}>
        <div className={styles.panel}>
          <form onSubmit={(e) => void search(e)} className={styles.scan} role="search">
            <label className={styles.field}>
              Scan or type a product code or name, then Enter
              <input
                ref={searchBox}
                className={styles.input}
                value={query}
                autoComplete="off"
                onChange={(event) => setQuery(event.target.value)}
              />
            </label>
            <button type="submit" className={styles.button}>
              Find
            </button>
          </form>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          {results && results.length > 0 ? (
            <ul className={styles.results} aria-label="Matching products">
              {results.map((product) => (
                <li key={product.id}>
                  <button type="button" className={styles.result} onClick={() => add(product)}>
                    <span>
                      {product.name}
                      <small className={styles.muted}> {product.id}</small>
                    </span>
                    <span>
                      {taka(product.price)} · {product.stockQuantity} in stock
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {results && found && results.length > 0 ? (
            <p className={styles.more}>
              <span className={styles.muted} role="status">
                Showing {results.length} of {found.total}
              </span>
              {results.length < found.total ? (
                <button type="button" className={styles.secondary} onClick={() => void showMore()}>
                  Show more
                </button>
              ) : null}
            </p>
          ) : null}
        </div>
        <form className={styles.panel} onSubmit={(e) => void complete(e)} aria-label="Sale">
          <h2 className={styles.panelTitle}>Sale</h2>
          {lines.length === 0 ? (
            <p className={styles.muted}>Nothing rung up yet.</p>
          ) : (
            <table className={styles.lines}>
              <tbody>
                {lines.map((line) => (
                  <tr key={line.product.id}>
                    <td>
                      {line.product.name}
                      {limits[line.product.id] ? (
                        <span
                          className={styles.limit}
                          role="status"
                          id={`limit-${line.product.id}`}
                        >
                          {limits[line.product.id]}
                        </span>
                      ) : null}
                    </td>
                    <td>
                      <input
                        className={styles.qty}
                        type="number"
                        min={0}
                        max={Math.min(line.product.stockQuantity, MAX_QUANTITY)}
                        aria-label={`Quantity of ${line.product.name}`}
                        aria-describedby={
                          limits[line.product.id] ? `limit-${line.product.id}` : undefined
                        }
                        value={line.quantity}
                        onChange={(event) =>
                          setQuantity(line.product.id, Number(event.target.value))
                        }
                      />
                    </td>
                    <td className={styles.right}>{taka(line.product.price * line.quantity)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className={styles.total}>
            <span>Total</span>
            <strong data-testid="pos-total">{taka(total)}</strong>
          </p>
          <fieldset className={styles.methods}>
            <legend>Payment</legend>
            <label>
              <input
                type="radio"
                name="method"
                checked={method === 'cash'}
                onChange={() => setMethod('cash')}
              />{' '}
              Cash
            </label>
            <label>
              <input
                type="radio"
                name="method"
                checked={method === 'card'}
                onChange={() => setMethod('card')}
              />{' '}
              Card
            </label>
          </fieldset>
          {method === 'cash' ? (
            <>
              <label className={styles.field}>
                Cash handed over (৳)
                <input
                  className={styles.input}
                  inputMode="numeric"
                  value={tendered}
                  onChange={(event) => setTendered(event.target.value)}
                />
              </label>
              <p className={styles.total}>
                <span>Change</span>
                <strong>{change !== null && change >= 0 ? taka(change) : '—'}</strong>
              </p>
            </>
          ) : (
            <div className={styles.cardFields}>
              {(
                [
                  ['cardNumber', 'Card number', 'cc-number'],
                  ['cardHolder', 'Name on card', 'cc-name'],
                  ['expiryDate', 'Expiry (MM/YY)', 'cc-exp'],
                  ['cvv', 'CVV', 'cc-csc'],
                ] as const
              ).map(([key, label, autoComplete]) => (
                <label key={key} className={styles.field}>
                  {label}
                  <input
                    className={styles.input}
                    autoComplete={autoComplete}
                    value={card[key]}
                    onChange={(event) => setCard({ ...card, [key]: event.target.value })}
                  />
                </label>
              ))}
            </div>
          )}
          <button type="submit" className={styles.complete} disabled={busy || lines.length === 0}>
            {busy ? 'Processing…' : 'Complete sale'}
          </button>
        </form>
      </div>
    </section>
  );
}
