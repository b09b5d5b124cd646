import { useCatalogQuery } from '../../lib/catalog-query';
import type { ProductQuery } from '../../lib/catalog-types';
import { searchProducts } from './search-products';

/** The search results of the query with their facets; null while there is no text to search. */
export const useSearchResults = (query: ProductQuery) =>
  useCatalogQuery(`search:${JSON.stringify(query)}`, (signal) =>
    query.q ? searchProducts(query, signal) : Promise.resolve(null),
  );
