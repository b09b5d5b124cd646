import type { Sort } from '../catalog.schemas';
import type { SpecFacet, SpecFilters } from './spec-facets';

// What the parts of the search engine say to each other and to their callers: a product
// as the engine reads it, a query, an answer. Below every other file of the engine.

export interface IndexRow {
  id: string;
  name: string;
  brand: string;
  model: string;
  category: string;
  sub_category: string | null;
  builder_category: string | null;
  description: string;
  price: number | string;
  stock_quantity: number | string;
  rating: number | string;
  review_count: number | string;
  is_featured: number | string;
  is_new: number | string;
  created_at: string;
  /** The stored specifications (a JSON array of { label, value }), for spec facets. */
  specifications?: unknown;
}

export interface IndexFilters {
  category?: string | undefined;
  subCategory?: string | undefined;
  brands?: readonly string[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
  builderCategory?: string | undefined;
  featured?: boolean | undefined;
  isNew?: boolean | undefined;
  /** Specification facet key -> normalised values (spec-table.ts). */
  specs?: SpecFilters | undefined;
}

export interface IndexQuery {
  /** What the shopper typed ('' for a listing). */
  text: string;
  filters: IndexFilters;
  sort: Sort;
  offset: number;
  limit: number;
  withFacets: boolean;
  /** Search the words as typed: no correction of misspelt words. */
  exact?: boolean | undefined;
}

export interface FacetCounts {
  brands: { value: string; count: number }[];
  categories: { value: string; count: number }[];
  price: { min: number; max: number };
  /** The category's specification facets (none without a category filter). */
  specs: SpecFacet[];
}

export interface IndexAnswer {
  /** The page's products as the index's own numbers (`idOf`, and a store kept beside it). */
  docs: number[];
  total: number;
  facets: FacetCounts | null;
  /** The text searched instead of what was typed (a word was corrected), else null. */
  corrected: string | null;
}
