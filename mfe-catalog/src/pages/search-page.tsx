import { usePageMeta } from '@shop/shared';
import { useSearchResults } from '../features/catalog-data/use-search-results';
import { filtersToQuery } from '../features/filters/filter-params';
import { ProductListing } from '../features/filters/product-listing';
import { useUrlFilters } from '../features/filters/use-url-filters';
import { EmptyProducts } from '../lib/empty-products';
import { PageFrame } from '../lib/page-frame';
import styles from '../lib/products.module.css';

const PAGE_SIZE = 12;
export const SEARCH_ERROR = 'Failed to load products.';

/** /search?q=...: results, filters, sort and pagination, all in the URL (docs/product.md D2). */
export default function SearchPage() {
  const [filters, update] = useUrlFilters();
  const q = filters.q;
  usePageMeta(
    q ? `Search: ${q}` : 'Search',
    q ? `Search results for “${q}” at Circuit Haat.` : 'Search the Circuit Haat catalog.',
  );
  const query = filtersToQuery(filters, PAGE_SIZE);
  const result = useSearchResults(query);
  return (
    <PageFrame>
      <h1 className={styles.title}>{q ? `Results for “${q}”` : 'Search'}</h1>
      {!q ? (
        <EmptyProducts />
      ) : (
        <ProductListing
          filters={filters}
          update={update}
          result={
            result.status === 'success' && result.data
              ? { ...result, data: result.data }
              : result.status === 'success'
                ? { status: 'loading', retry: result.retry }
                : result
          }
          errorMessage={SEARCH_ERROR}
          sorts={['price-asc', 'price-desc', 'newest', 'rating']}
          defaultSortLabel="Relevance"
          showCategory
          label="Search results"
        />
      )}
    </PageFrame>
  );
}
