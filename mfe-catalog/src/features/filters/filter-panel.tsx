import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { convertFromBdt, shopCurrency, useBusState } from '@shop/shared';
import type { SearchFacets } from '../../lib/catalog-types';
import { categoryName } from '../../lib/home-categories';
import { countText, known, useListingWords } from '../../lib/words';
import type { ListingFilters } from './filter-params';
import styles from './filters.module.css';

interface FilterPanelProps {
  filters: ListingFilters;
  update: (change: Partial<ListingFilters>) => void;
  facets: SearchFacets | null;
  /** The search page filters by category too; a category page is one already. */
  showCategory: boolean;
}

/** Category, brand, specification, price range and stock filters (docs/product.md D2). */
export function FilterPanel({ filters, update, facets: given, showCategory }: FilterPanelProps) {
  // While a changed filter's answer loads there are no facets: the last ones stay on
  // screen, so the box just ticked does not vanish under the shopper's finger.
  const { t, locale } = useListingWords();
  const lastFacets = useRef<SearchFacets | null>(null);
  if (given !== null) lastFacets.current = given;
  const facets = given ?? lastFacets.current;
  const id = useId();
  const [open, setOpen] = useState(false);
  const { currency, rate } = useBusState(shopCurrency);
  const shown = (bdt: number | undefined) =>
    bdt === undefined ? '' : String(convertFromBdt(bdt, currency, rate));
  const [minText, setMinText] = useState(shown(filters.minPrice));
  const [maxText, setMaxText] = useState(shown(filters.maxPrice));

  // Back/forward or a currency switch changes the range from outside the form.
  useEffect(() => {
    setMinText(
      filters.minPrice === undefined
        ? ''
        : String(convertFromBdt(filters.minPrice, currency, rate)),
    );
    setMaxText(
      filters.maxPrice === undefined
        ? ''
        : String(convertFromBdt(filters.maxPrice, currency, rate)),
    );
  }, [filters.minPrice, filters.maxPrice, currency, rate]);

  // Prices live in taka; the shopper types them in the currency on screen.
  const toBdt = (text: string): number | undefined => {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value) || value < 0) return undefined;
    return Math.round(currency === 'JPY' ? value / rate : value);
  };

  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    update({ minPrice: toBdt(minText), maxPrice: toBdt(maxText) });
  };

  const brands = facets?.brands ?? [];
  const brandValues = [...new Set([...brands.map((b) => b.value), ...filters.brands])];
  const toggleBrand = (brand: string, checked: boolean) =>
    update({
      brands: checked ? [...filters.brands, brand] : filters.brands.filter((b) => b !== brand),
    });
  const toggleSpec = (key: string, value: string, checked: boolean) => {
    const values = (filters.specs[key] ?? []).filter((v) => v !== value);
    if (checked) values.push(value);
    const specs = { ...filters.specs };
    if (values.length > 0) specs[key] = values;
    else delete specs[key];
    update({ specs });
  };
  const specGroups = specFacetGroups(facets?.specs ?? [], filters.specs);
  const active =
    Object.keys(filters.specs).length > 0 ||
    filters.brands.length > 0 ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.inStock ||
    (showCategory && Boolean(filters.category));

  return (
    <aside className={styles.panel} data-open={open} aria-label={t('filters.label')}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen((o) => !o)}
      >
        {t(active ? 'filters.toggleOn' : 'filters.toggle')}
      </button>
      <div id={`${id}-body`} className={styles.body}>
        {showCategory && (
          <div className={styles.group}>
            <label htmlFor={`${id}-category`} className={styles.legend}>
              {t('filters.category')}
            </label>
            <select
              id={`${id}-category`}
              className={styles.select}
              value={filters.category ?? ''}
              // Another category has other specifications: their filters go with it.
              onChange={(event) => update({ category: event.target.value || undefined, specs: {} })}
            >
              <option value="">{t('filters.allCategories')}</option>
              {[
                ...new Set([
                  ...(facets?.categories ?? []).map((c) => c.value),
                  ...(filters.category ? [filters.category] : []),
                ]),
              ].map((value) => {
                const facet = facets?.categories.find((c) => c.value === value);
                return (
                  <option key={value} value={value}>
                    {categoryName(value, locale)}
                    {facet ? ` (${countText(facet.count, locale)})` : ''}
                  </option>
                );
              })}
            </select>
          </div>
        )}

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('filters.brand')}</legend>
          {brandValues.length === 0 && <p className={styles.none}>{t('filters.noBrands')}</p>}
          {brandValues.map((brand) => {
            const facet = brands.find((b) => b.value === brand);
            return (
              <label key={brand} className={styles.check}>
                <input
                  type="checkbox"
                  name="brand"
                  value={brand}
                  checked={filters.brands.includes(brand)}
                  onChange={(event) => toggleBrand(brand, event.target.checked)}
                />
                <span>{brand}</span>
                {facet && <span className={styles.count}>{countText(facet.count, locale)}</span>}
              </label>
            );
          })}
        </fieldset>

        {specGroups.map((group) => (
          <fieldset key={group.key} className={styles.group} data-spec={group.key}>
            <legend className={styles.legend}>{known(t, `facet.${group.key}`, group.label)}</legend>
            {group.values.map(({ value, count }) => (
              <label key={value} className={styles.check}>
                <input
                  type="checkbox"
                  name={`spec.${group.key}`}
                  value={value}
                  checked={filters.specs[group.key]?.includes(value) ?? false}
                  onChange={(event) => toggleSpec(group.key, value, event.target.checked)}
                />
                <span>{value}</span>
                {count !== undefined && (
                  <span className={styles.count}>{countText(count, locale)}</span>
                )}
              </label>
            ))}
          </fieldset>
        ))}

        <form className={styles.group} onSubmit={applyPrice} aria-label={t('filters.priceRange')}>
          <span className={styles.legend}>
            {t('filters.price', { symbol: currency === 'JPY' ? '¥' : '৳' })}
          </span>
          <div className={styles.range}>
            <label className={styles.rangeField}>
              <span className="visually-hidden">{t('filters.min')}</span>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                placeholder={facets ? shown(facets.price.min) : t('filters.minShort')}
                value={minText}
                onChange={(event) => setMinText(event.target.value)}
                className={styles.input}
              />
            </label>
            <span aria-hidden="true">–</span>
            <label className={styles.rangeField}>
              <span className="visually-hidden">{t('filters.max')}</span>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                placeholder={facets ? shown(facets.price.max) : t('filters.maxShort')}
                value={maxText}
                onChange={(event) => setMaxText(event.target.value)}
                className={styles.input}
              />
            </label>
            <button type="submit" className={styles.apply}>
              {t('filters.apply')}
            </button>
          </div>
        </form>

        <label className={`${styles.group} ${styles.check}`}>
          <input
            type="checkbox"
            name="inStock"
            checked={filters.inStock}
            onChange={(event) => update({ inStock: event.target.checked })}
          />
          <span>{t('filters.inStock')}</span>
        </label>

        {active && (
          <button
            type="button"
            className={styles.clear}
            onClick={() =>
              update({
                brands: [],
                minPrice: undefined,
                maxPrice: undefined,
                inStock: false,
                specs: {},
                ...(showCategory ? { category: undefined } : {}),
              })
            }
          >
            {t('filters.clear')}
          </button>
        )}
      </div>
    </aside>
  );
}

interface SpecGroup {
  key: string;
  label: string;
  values: { value: string; count?: number }[];
}

/**
 * The specification groups to show: the facets' values with their counts, and any value
 * chosen in the address that the facets do not list (a shared link, an old value), so
 * that it can be unticked.
 */
function specFacetGroups(
  facets: NonNullable<FilterPanelProps['facets']>['specs'],
  chosen: Record<string, string[]>,
): SpecGroup[] {
  const groups: SpecGroup[] = facets.map((facet) => ({
    key: facet.key,
    label: facet.label,
    values: [...facet.values],
  }));
  for (const [key, values] of Object.entries(chosen)) {
    let group = groups.find((g) => g.key === key);
    if (group === undefined) {
      group = { key, label: key.replace(/-/g, ' '), values: [] };
      groups.push(group);
    }
    for (const value of values) {
      if (!group.values.some((v) => v.value === value)) group.values.push({ value });
    }
  }
  return groups;
}
