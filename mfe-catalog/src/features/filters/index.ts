// The filters feature as the other features of this remote use it; they import nothing
// else of it (eslint.config.mjs).
export { filtersToQuery } from './filter-params';
export { ProductListing } from './product-listing';
export type { ListingData } from './product-listing';
export { useUrlFilters } from './use-url-filters';
