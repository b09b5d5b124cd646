import { useId } from 'react';
import type { DataState } from '../../lib/catalog-query';
import type { ProductPage, SearchFacets, SortOrder } from '../../lib/catalog-types';
import { ErrorPanel } from '../../lib/error-panel';
import { ProductGrid } from '../../lib/product-grid';
import { useListingWords } from '../../lib/words';
import type { ListingFilters } from './filter-params';
import { FilterPanel } from './filter-panel';
import { Pagination } from './pagination';
import styles from './filters.module.css';

export interface ListingData extends ProductPage {
  facets: SearchFacets | null;
}

interface ProductListingProps {
  filters: ListingFilters;
  update: (change: Partial<ListingFilters>) => void;
  result: DataState<ListingData> & { retry: () => void };
  /** The shop's message for this screen when loading fails (docs/product.md#messages). */
  errorMessage: string;
  sorts: SortOrder[];
  /** The label of "no sort chosen" (the API's default order). */
  defaultSortLabel: string;
  showCategory: boolean;
  label: string;
}

/** Filters, sort, grid and pagination: one listing for search, category and sub-category. */
export function ProductListing(props: ProductListingProps) {
  const { filters, update, result, errorMessage, sorts, defaultSortLabel, showCategory, label } =
    props;
  const { t } = useListingWords();
  const sortId = useId();
  const data = result.status === 'success' ? result.data : null;
  return (
    <div className={styles.listing}>
      <FilterPanel
        filters={filters}
        update={update}
        facets={data?.facets ?? null}
        showCategory={showCategory}
      />
      <div className={styles.results}>
        <div className={styles.toolbar}>
          <p className={styles.count} aria-live="polite" data-testid="result-count">
            {data ? t('listing.count', { count: data.total }) : '\u00a0'}
          </p>
          <label htmlFor={sortId} className={styles.sortLabel}>
            {t('sort.label')}
          </label>
          <select
            id={sortId}
            className={styles.select}
            value={filters.sort === 'relevance' ? '' : (filters.sort ?? '')}
            onChange={(event) => update({ sort: (event.target.value || undefined) as SortOrder })}
          >
            <option value="">{defaultSortLabel}</option>
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        {result.status === 'error' ? (
          <ErrorPanel message={errorMessage} onRetry={result.retry} />
        ) : (
          <>
            <ProductGrid
              products={data?.items ?? null}
              skeletons={8}
              eagerCount={4}
              label={label}
            />
            {data && (
              <Pagination
                page={data.page}
                total={data.total}
                pageSize={data.pageSize}
                onPage={(page) => update({ page })}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
