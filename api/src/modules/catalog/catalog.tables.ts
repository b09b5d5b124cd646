import type { Generated } from 'kysely';

// Row types of the catalog tables (migration 2026-11-21-002-core). Rows never leave the
// API as they are: services map them to the shop's Product shape.

export interface CategoriesTable {
  slug: string;
  name: string;
  image: string;
  position: number | null;
}

export interface SubcategoriesTable {
  id: string;
  category_slug: string;
  name: string;
  image: string;
  position: Generated<number>;
}

export interface ProductsTable {
  id: string;
  slug: string;
  name: string;
  brand: string;
  model: string;
  category: string;
  sub_category: string | null;
  builder_category: string | null;
  /** Whole taka. */
  price: number;
  old_price: number | null;
  stock_quantity: Generated<number>;
  image: string;
  description: Generated<string>;
  /** JSON text: [{label, value}] */
  specifications: Generated<string>;
  /** JSON text: string[] */
  features: Generated<string>;
  /** JSON text: structured PC Builder specs. */
  builder_specs: Generated<string>;
  warranty: string | null;
  /** 0 or 1 */
  is_featured: Generated<number>;
  /** 0 or 1 */
  is_new: Generated<number>;
  rating: Generated<number>;
  review_count: Generated<number>;
  weight: string | null;
  shipping_type: string | null;
  created_at: string;
  updated_at: string;
  /** Change number set by the database on every write (migration 2026-11-23-006). */
  revision: Generated<number | string>;
  /** Set when the back office archives the product (migration 2026-11-23-030). */
  archived_at: Generated<string | null>;
}

/** One row (id 1): the last SQLite change number and how many products were deleted. */
export interface CatalogRevisionTable {
  id: number;
  value: Generated<number | string>;
  deletes: Generated<number | string>;
}

export interface CatalogTables {
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  products: ProductsTable;
  catalog_revision: CatalogRevisionTable;
}
