import { usePageMeta } from '@shop/shared';
import { SEARCH_PAGE_SIZE, useSearchResults } from '../features/catalog-data/use-search-results';
import { filtersToParams, filtersToQuery } from '../features/filters/filter-params';
import { ProductListing } from '../features/filters/product-listing';
import { useUrlFilters } from '../features/filters/use-url-filters';
import { SearchCorrection } from '../features/search/search-correction';
import { EmptyProducts } from '../lib/empty-products';
import { PageFrame } from '../lib/page-frame';
import { useListingWords } from '../lib/words';
import styles from '../lib/products.module.css';

/** /search?q=...: results, filters, sort and pagination, all in the URL (docs/product.md D2). */
export default function SearchPage() {
  const [filters, update] = useUrlFilters();
  const q = filters.q;
  const { t } = useListingWords();
  usePageMeta(
    q ? t('search.metaTitleQuery', { q }) : t('search.metaTitle'),
    q ? t('search.metaDescriptionQuery', { q }) : t('search.metaDescription'),
  );
  const query = filtersToQuery(filters, SEARCH_PAGE_SIZE);
  const result = useSearchResults(query);
  // A misspelt word was corrected: say what was searched, and offer the text as typed.
  const corrected = result.status === 'success' ? result.data?.correctedQuery : undefined;
  return (
    <PageFrame>
      <h1 className={styles.title}>{q ? t('search.results', { q }) : t('search.heading')}</h1>
      {q && corrected ? (
        <SearchCorrection
          corrected={corrected}
          typed={q}
          exactSearch={`?${filtersToParams({ ...filters, exact: true, page: 1 })}`}
        />
      ) : null}
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
          errorMessage={t('search.error')}
          sorts={['price-asc', 'price-desc', 'newest', 'rating']}
          defaultSortLabel={t('sort.relevance')}
          showCategory
          label={t('search.resultsLabel')}
        />
      )}
    </PageFrame>
  );
}
