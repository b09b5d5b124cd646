import type { SearchPage } from '@shop/shared';

// Answers of the catalog API (GET /api/v1/products, /products/search, /products/suggest,
// /categories), typed in @shop/shared from the API's own schemas. Amounts are whole taka.

export const SORT_ORDERS = ['relevance', 'price-asc', 'price-desc', 'newest', 'rating'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export type SearchFacets = SearchPage['facets'];

/** What a listing asks for; `undefined` leaves a filter out. */
export interface ProductQuery {
  q?: string;
  /** Search `q` as typed: no correction of a misspelt word ("Search instead for"). */
  exact?: boolean;
  category?: string;
  subCategory?: string;
  brands?: string[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  /** Specification filters: facet key -> any of these values (`spec.<key>`). */
  specs?: Record<string, string[]>;
  sort?: SortOrder;
  featured?: boolean;
  isNew?: boolean;
  page?: number;
  pageSize?: number;
}

export type {
  CategoryTile,
  FacetCount,
  Product,
  ProductPage,
  ProductSummary,
  SearchPage,
  Subcategory,
  Suggestion,
} from '@shop/shared';
