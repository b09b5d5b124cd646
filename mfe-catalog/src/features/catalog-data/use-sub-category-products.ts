import { useCatalogQuery } from '../../lib/catalog-query';
import type { ProductQuery } from '../../lib/catalog-types';
import { searchProducts } from './search-products';

/** A sub-category's products with their facets (the search endpoint's subCategory filter). */
export const useSubCategoryProducts = (query: ProductQuery) =>
  useCatalogQuery(`sub:${JSON.stringify(query)}`, (signal) => searchProducts(query, signal));
