import type { CategoryTile, Product, ProductSummary, Subcategory } from '@shop/shared';

// Answers of the catalog API (GET /api/v1/products, /products/search, /products/suggest,
// /categories). Amounts are whole taka.

export const SORT_ORDERS = ['relevance', 'price-asc', 'price-desc', 'newest', 'rating'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface ProductPage {
  items: ProductSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface SearchFacets {
  brands: FacetCount[];
  categories: FacetCount[];
  price: { min: number; max: number };
}

export interface SearchPage extends ProductPage {
  facets: SearchFacets;
}

export interface Suggestion {
  name: string;
  slug: string;
}

/** What a listing asks for; `undefined` leaves a filter out. */
export interface ProductQuery {
  q?: string;
  category?: string;
  subCategory?: string;
  brands?: string[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort?: SortOrder;
  featured?: boolean;
  isNew?: boolean;
  page?: number;
  pageSize?: number;
}

export type { CategoryTile, Product, ProductSummary, Subcategory };
