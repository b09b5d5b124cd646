// Search, the catalog's one way in: a query (what the shopper typed, the filters, the
// sort and the page) in, the answer (the route's JSON, list items, total and facets)
// out, and suggestions for what is being typed. Everything else in this folder is the
// engine's inside (tokenising and vocabulary, postings, facets and digests, ranking,
// suggestions) and how it is kept in step with the database and run in its own thread.

export { createCatalogIndex } from './catalog-index.client';
export type { CatalogIndexApi, PagedAnswer, Suggestions } from './catalog-index.types';
export type { IndexFilters as SearchFilters, IndexQuery as SearchQuery } from './types';
export type { SpecFacet } from './spec-facets';
export { SPEC_KEYS, SPEC_PARAM_PREFIX, readSpecFilters } from './spec-table';
