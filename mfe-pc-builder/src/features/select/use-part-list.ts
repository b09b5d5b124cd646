import { useEffect, useMemo, useState } from 'react';
import { ABORTED, isApiError, type BuilderSlotId } from '@shop/shared';
import type { BuildParts } from '../../lib/part-specs';
import { getParts, type PartsPage, type PartsQuery } from './get-parts';

/** The price slider's range in taka (docs/product.md#constants); at the top it means "any price". */
/** The list's own words when the API gave none (the page shows its catalog's). */
export const PARTS_LOAD_FAILED = 'The parts could not be loaded.';

export const PRICE_FILTER_MAX = 100_000;
const PAGE_SIZE = 12;
const SEARCH_DELAY_MS = 300;

function otherParts(parts: BuildParts, slot: BuilderSlotId): BuildParts {
  const rest = { ...parts };
  delete rest[slot];
  return rest;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export type Result =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; page: PartsPage; sample: boolean; query: PartsQuery };

/** Whether a list answered the filters now on screen (a newer answer is on its way if not). */
function answers(
  query: PartsQuery,
  now: Pick<PartsQuery, 'q' | 'page' | 'compatibleOnly' | 'sort' | 'brand'>,
): boolean {
  return (
    query.q === now.q &&
    query.page === now.page &&
    query.compatibleOnly === now.compatibleOnly &&
    query.sort === now.sort &&
    (query.brand ?? '') === (now.brand ?? '')
  );
}

/** No answer at all: the only case for the bundled sample parts. */
function unreachable(error: unknown): boolean {
  return isApiError(error) && error.status === 0 && error.code !== ABORTED;
}

/** What the shopper set in the filter panel. */
export interface PartFilterValues {
  text: string;
  brand: string;
  maxPrice: number;
  sort: PartsQuery['sort'];
  compatibleOnly: boolean;
}

/**
 * A slot's part list: the filters, and the page of parts that answers them, asked of the
 * API (typing and the price slider wait a moment) with the other chosen parts, so the
 * server leaves out what does not fit. With no answer at all, bundled sample parts.
 */
export function usePartList(slotId: BuilderSlotId, parts: BuildParts) {
  const [brand, setBrand] = useState('');
  const [maxPrice, setMaxPrice] = useState(PRICE_FILTER_MAX);
  const [sort, setSort] = useState<PartsQuery['sort']>('price-asc');
  const [text, setText] = useState('');
  const [compatibleOnly, setCompatibleOnly] = useState(true);
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result>({ state: 'loading' });
  const [loading, setLoading] = useState(true);
  const q = useDebounced(text, SEARCH_DELAY_MS);
  const delayedMax = useDebounced(maxPrice, SEARCH_DELAY_MS);

  const others = useMemo(() => otherParts(parts, slotId), [parts, slotId]);
  const selected = useMemo(() => Object.values(others).map((part) => part.id), [others]);

  useEffect(() => {
    setPage(1);
  }, [brand, delayedMax, sort, q, compatibleOnly]);

  useEffect(() => {
    const controller = new AbortController();
    // The previous list stays on screen while the next one loads, so nothing jumps
    // under the shopper's finger; the list says it is busy meanwhile.
    setLoading(true);
    const query: PartsQuery = {
      slot: slotId,
      selected,
      compatibleOnly,
      brand: brand || undefined,
      maxPrice: delayedMax < PRICE_FILTER_MAX ? delayedMax : undefined,
      q,
      sort,
      page,
      pageSize: PAGE_SIZE,
    };
    getParts(query, controller.signal).then(
      (answer) => {
        setResult({ state: 'ready', page: answer, sample: false, query });
        setLoading(false);
      },
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        if (unreachable(error)) {
          const { sampleParts } = await import('./sample-parts');
          if (!controller.signal.aborted) {
            setResult({ state: 'ready', page: sampleParts(query, others), sample: true, query });
            setLoading(false);
          }
          return;
        }
        setLoading(false);
        setResult({
          state: 'error',
          message: isApiError(error) ? error.message : PARTS_LOAD_FAILED,
        });
      },
    );
    return () => controller.abort();
  }, [slotId, selected, others, compatibleOnly, brand, delayedMax, q, sort, page, attempt]);

  const filters: PartFilterValues = { text, brand, maxPrice, sort, compatibleOnly };
  return {
    filters,
    setFilter: { setText, setBrand, setMaxPrice, setSort, setCompatibleOnly },
    setPage,
    retry: () => setAttempt((n) => n + 1),
    result,
    /** The parts of the other slots, which the list is checked against. */
    others,
    brands: result.state === 'ready' ? result.page.brands : [],
    /** The list on screen is not (yet) the answer to the filters on screen. */
    busy:
      loading ||
      text !== q ||
      maxPrice !== delayedMax ||
      (result.state === 'ready' &&
        !answers(result.query, { q, page, compatibleOnly, sort, brand })),
  };
}

export type PartListState = ReturnType<typeof usePartList>;
