import {
  convertFromBdt,
  formatNumber,
  shopCurrency,
  useBusState,
  useMessages,
  richText,
} from '@shop/shared';
import { useLayoutEffect, useRef } from 'react';
import { builderMessages } from '../../messages/catalogs';
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
  const { t, locale } = useMessages(builderMessages);
  const price = useMoney();
  const { currency, rate } = useBusState(shopCurrency);
  const { text, brand, maxPrice, sort, compatibleOnly } = filters;
  const { setText, setBrand, setMaxPrice, setSort, setCompatibleOnly } = setFilter;

  // Words typed into the server-rendered box before the page was live: React adopts the box
  // as it is but the filter's state is empty, so the list would ignore them. They become
  // the search.
  const search = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typed = search.current?.value ?? '';
    if (typed !== '' && typed !== text) setText(typed);
    // Once, at the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      className={styles.filters}
      aria-label={t('filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <label className={styles.field}>
        {t('filters.search')}
        <input
          ref={search}
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('filters.searchPlaceholder', {
            slot: locale === 'en' ? slotName.toLowerCase() : slotName,
          })}
        />
      </label>
      <label className={styles.field}>
        {t('filters.brand')}
        <select value={brand} onChange={(event) => setBrand(event.target.value)}>
          <option value="">{t('filters.allBrands')}</option>
          {brands.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>
          {richText(
            t('filters.maxPrice', {
              price: maxPrice >= PRICE_FILTER_MAX ? t('filters.any') : price(maxPrice),
            }),
            [(text) => <strong>{text}</strong>],
          )}
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
              ? t('filters.anyPrice')
              : `${formatNumber(convertFromBdt(maxPrice, currency, rate), locale)} ${currency}`
          }
        />
      </label>
      <label className={styles.field}>
        {t('filters.sort')}
        <select
          value={sort}
          onChange={(event) => setSort(event.target.value as PartsQuery['sort'])}
        >
          <option value="price-asc">{t('sort.price-asc')}</option>
          <option value="price-desc">{t('sort.price-desc')}</option>
          <option value="name">{t('sort.name')}</option>
        </select>
      </label>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={compatibleOnly}
          onChange={(event) => setCompatibleOnly(event.target.checked)}
        />
        {t('filters.compatibleOnly')}
      </label>
    </form>
  );
}
