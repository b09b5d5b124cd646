import { useCatalogQuery } from '../../lib/catalog-query';
import type { ProductQuery } from '../../lib/catalog-types';
import { searchProducts } from './search-products';

/** Results on a page of /search. */
export const SEARCH_PAGE_SIZE = 12;

/** The search page's load: its key and loader, shared by the page and its preload. */
export const searchQuery = (query: ProductQuery) => ({
  key: `search:${JSON.stringify(query)}`,
  load: (signal: AbortSignal) => (query.q ? searchProducts(query, signal) : Promise.resolve(null)),
});

/** The search results of the query with their facets; null while there is no text to search. */
export function useSearchResults(query: ProductQuery) {
  const { key, load } = searchQuery(query);
  return useCatalogQuery(key, load);
}
