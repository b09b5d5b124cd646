import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  ABORTED,
  apiAssetUrl,
  builderSlot,
  convertFromBdt,
  isApiError,
  shopCurrency,
  useBusState,
  usePageMeta,
  type BuilderSlotId,
} from '@shop/shared';
import {
  candidateProblems,
  type BuildParts,
  type BuilderProduct,
  estimateWattage,
} from '../compatibility';
import {
  buildStore,
  useBuild,
  getParts,
  type PartsPage,
  type PartsQuery,
  useMoney,
} from '../build';
import styles from './select.module.css';

/** The price slider's range in taka (docs/product.md#constants); at the top it means "any price". */
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

type Result =
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

export default function SelectPage() {
  const { componentId = '' } = useParams();
  const slot = builderSlot(componentId);
  usePageMeta(slot ? `Choose ${slot.name}` : 'Choose a component');
  if (!slot) {
    return (
      <div className={styles.page}>
        <Link to="/pc-builder" className={styles.back}>
          ← Back to PC Builder
        </Link>
        <h1 className={styles.title}>Unknown component</h1>
        <p>There is no “{componentId}” slot in the PC Builder.</p>
      </div>
    );
  }
  return <SelectList slotId={slot.id} />;
}

function SelectList({ slotId }: { slotId: BuilderSlotId }) {
  const slot = builderSlot(slotId)!;
  const navigate = useNavigate();
  const price = useMoney();
  const { currency, rate } = useBusState(shopCurrency);
  const build = useBuild();
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

  const others = useMemo(() => otherParts(build.parts, slotId), [build.parts, slotId]);
  const selected = useMemo(() => Object.values(others).map((part) => part.id), [others]);
  const load = useMemo(() => estimateWattage(others).total, [others]);

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
      load,
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
          message: isApiError(error) ? error.message : 'The parts could not be loaded.',
        });
      },
    );
    return () => controller.abort();
  }, [slotId, selected, others, compatibleOnly, load, brand, delayedMax, q, sort, page, attempt]);

  function choose(part: BuilderProduct) {
    buildStore.choose(slotId, part);
    navigate('/pc-builder');
  }

  const brands = result.state === 'ready' ? result.page.brands : [];
  const current = build.parts[slotId];

  return (
    <div className={styles.page}>
      <Link to="/pc-builder" className={styles.back}>
        ← Back to PC Builder
      </Link>
      <h1 className={styles.title}>Choose {slot.name}</h1>
      {current && (
        <p className={styles.current}>
          Now chosen: <strong>{current.name}</strong>
        </p>
      )}

      <div className={styles.layout}>
        <form
          className={styles.filters}
          aria-label="Filters"
          onSubmit={(event) => event.preventDefault()}
        >
          <label className={styles.field}>
            Search by name
            <input
              type="search"
              value={text}
              maxLength={100}
              onChange={(event) => setText(event.target.value)}
              placeholder={`Search ${slot.name.toLowerCase()}`}
            />
          </label>
          <label className={styles.field}>
            Brand
            <select value={brand} onChange={(event) => setBrand(event.target.value)}>
              <option value="">All brands</option>
              {brands.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>
              Max price: <strong>{maxPrice >= PRICE_FILTER_MAX ? 'Any' : price(maxPrice)}</strong>
            </span>
            <input
              type="range"
              min={0}
              max={PRICE_FILTER_MAX}
              step={500}
              value={maxPrice}
              onChange={(event) => setMaxPrice(Number(event.target.value))}
              aria-valuetext={
                maxPrice >= PRICE_FILTER_MAX
                  ? 'Any price'
                  : `${convertFromBdt(maxPrice, currency, rate)} ${currency}`
              }
            />
          </label>
          <label className={styles.field}>
            Sort by
            <select
              value={sort}
              onChange={(event) => setSort(event.target.value as PartsQuery['sort'])}
            >
              <option value="price-asc">Price: low to high</option>
              <option value="price-desc">Price: high to low</option>
              <option value="name">Name</option>
            </select>
          </label>
          <label className={styles.switch}>
            <input
              type="checkbox"
              role="switch"
              checked={compatibleOnly}
              onChange={(event) => setCompatibleOnly(event.target.checked)}
            />
            Compatible only
          </label>
        </form>

        <section
          aria-label={`${slot.name} parts`}
          aria-busy={
            loading ||
            text !== q ||
            maxPrice !== delayedMax ||
            (result.state === 'ready' &&
              !answers(result.query, { q, page, compatibleOnly, sort, brand }))
          }
          className={styles.results}
        >
          {result.state === 'loading' && <p className={styles.muted}>Loading parts…</p>}
          {result.state === 'error' && (
            <div role="alert" className={styles.error}>
              <p>{result.message}</p>
              <button
                type="button"
                className={styles.secondary}
                onClick={() => setAttempt((n) => n + 1)}
              >
                Retry
              </button>
            </div>
          )}
          {result.state === 'ready' && result.sample && (
            <p className={styles.notice} role="note">
              The shop's server cannot be reached right now, so these are sample parts; prices and
              stock may differ.
            </p>
          )}
          {result.state === 'ready' && (
            <PartList
              page={result.page}
              slotId={slotId}
              others={others}
              price={price}
              compatibleOnly={compatibleOnly}
              onChoose={choose}
              onPage={setPage}
            />
          )}
        </section>
      </div>
    </div>
  );
}

interface PartListProps {
  page: PartsPage;
  slotId: BuilderSlotId;
  others: BuildParts;
  price: (amount: number) => string;
  compatibleOnly: boolean;
  onChoose: (part: BuilderProduct) => void;
  onPage: (page: number) => void;
}

function PartList({
  page,
  slotId,
  others,
  price,
  compatibleOnly,
  onChoose,
  onPage,
}: PartListProps) {
  if (page.items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>No products found</p>
        <p className={styles.muted}>
          {compatibleOnly && page.hiddenIncompatible > 0
            ? `${page.hiddenIncompatible} parts do not fit the parts you chose. Turn off “Compatible only” to see them.`
            : 'Try another brand, a higher price or a shorter search.'}
        </p>
      </div>
    );
  }
  return (
    <>
      <p className={styles.muted} role="status">
        {page.total} {page.total === 1 ? 'part' : 'parts'}
        {compatibleOnly && page.hiddenIncompatible > 0
          ? ` · ${page.hiddenIncompatible} that do not fit your build are hidden`
          : ''}
      </p>
      <ul className={styles.list}>
        {page.items.map((part) => {
          const problems = candidateProblems(others, slotId, part);
          return (
            <li key={part.id} className={styles.card} data-product-id={part.id}>
              <img
                className={styles.image}
                src={apiAssetUrl(part.image)}
                alt=""
                width={96}
                height={96}
                loading="lazy"
              />
              <div className={styles.body}>
                <h2 className={styles.name}>{part.name}</h2>
                <ul className={styles.specs}>
                  {(part.specifications ?? []).slice(0, 3).map((spec) => (
                    <li key={spec.label}>
                      {spec.label}: {spec.value}
                    </li>
                  ))}
                </ul>
                <p className={part.stock ? styles.inStock : styles.outOfStock}>
                  {part.stock
                    ? `In stock${part.stockQuantity ? ` (${part.stockQuantity})` : ''}`
                    : 'Out of stock'}
                </p>
                {problems.map((finding) => (
                  <p key={finding.rule} className={styles.reason}>
                    <strong>Problem:</strong> {finding.message}
                  </p>
                ))}
              </div>
              <div className={styles.buy}>
                <span className={styles.price}>{price(part.price)}</span>
                {part.oldPrice !== undefined && part.oldPrice > part.price && (
                  <s className={styles.muted}>{price(part.oldPrice)}</s>
                )}
                <button
                  type="button"
                  className={styles.select}
                  onClick={() => onChoose(part)}
                  // Starts with the words shown, and names the part: every card has one.
                  aria-label={`Select This Component: ${part.name}`}
                >
                  Select This Component
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {page.totalPages > 1 && (
        <nav className={styles.pager} aria-label="Pages">
          <button
            type="button"
            className={styles.secondary}
            disabled={page.page <= 1}
            onClick={() => onPage(page.page - 1)}
          >
            Previous
          </button>
          <span>
            Page {page.page} of {page.totalPages}
          </span>
          <button
            type="button"
            className={styles.secondary}
            disabled={page.page >= page.totalPages}
            onClick={() => onPage(page.page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </>
  );
}
