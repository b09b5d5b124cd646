// The catalog-data feature as the other features of this remote use it; they import nothing
// else of it (eslint.config.mjs).
export { showingSampleData$ } from './catalog-source';
export { SORT_ORDERS } from './catalog-types';
export type {
  ProductPage,
  ProductQuery,
  SearchFacets,
  SortOrder,
  Suggestion,
} from './catalog-types';
export { CATEGORY_TILES } from './category-tiles';
export { getCategories, getSubcategories } from './get-categories';
export { PRODUCT_NOT_FOUND, getProduct } from './get-product';
export { getProducts } from './get-products';
export { getShippingOffer } from './get-shipping-offer';
export { searchProducts } from './search-products';
export { suggestProducts } from './suggest-products';
export { useCatalogQuery } from './catalog-query';
export type { DataState } from './catalog-query';
