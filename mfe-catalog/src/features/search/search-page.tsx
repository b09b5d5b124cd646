import { usePageMeta } from '@shop/shared';
import { searchProducts, useCatalogQuery } from '../catalog-data';
import { filtersToQuery, ProductListing, useUrlFilters } from '../filters';
import { EmptyProducts, PageFrame, productsStyles as styles } from '../products';

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
  const result = useCatalogQuery(`search:${JSON.stringify(query)}`, (signal) =>
    q ? searchProducts(query, signal) : Promise.resolve(null),
  );
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
