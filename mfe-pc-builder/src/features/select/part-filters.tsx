import { convertFromBdt, shopCurrency, useBusState } from '@shop/shared';
import { useMoney } from '../../lib/use-money';
import type { PartsQuery } from './get-parts';
import { PRICE_FILTER_MAX, type PartListState } from './use-part-list';
import styles from './select.module.css';

/** The filter panel: search, brand, a price ceiling, order, and "Compatible only". */
export function PartFilters({
  slotName,
  brands,
  filters,
  setFilter,
}: {
  slotName: string;
  brands: string[];
  filters: PartListState['filters'];
  setFilter: PartListState['setFilter'];
}) {
  const price = useMoney();
  const { currency, rate } = useBusState(shopCurrency);
  const { text, brand, maxPrice, sort, compatibleOnly } = filters;
  const { setText, setBrand, setMaxPrice, setSort, setCompatibleOnly } = setFilter;
  return (
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
          placeholder={`Search ${slotName.toLowerCase()}`}
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
  );
}
