import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { CategoriesTable, ProductsTable, SubcategoriesTable } from './catalog.tables';

// Catalog reads by key. Which products match a search or a listing, in which order and
// with which facet counts, is the search engine's work (search/), and so are the
// list items its thread writes (search/summary-store.ts); the product page reads here, fresh.

/** Every column the API sends (never `*`: a table may gain columns the API does not send). */
export const PRODUCT_COLUMNS = [
  'id',
  'slug',
  'name',
  'brand',
  'model',
  'category',
  'sub_category',
  'builder_category',
  'price',
  'old_price',
  'stock_quantity',
  'image',
  'description',
  'specifications',
  'features',
  'builder_specs',
  'warranty',
  'is_featured',
  'is_new',
  'rating',
  'review_count',
  'weight',
  'shipping_type',
  'created_at',
] as const;

export type ProductRow = Pick<Selectable<ProductsTable>, (typeof PRODUCT_COLUMNS)[number]>;

/** The columns of a list item (ProductSummary): no long texts. */
export const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'name',
  'brand',
  'model',
  'category',
  'sub_category',
  'price',
  'old_price',
  'stock_quantity',
  'image',
  'is_featured',
  'is_new',
  'rating',
  'review_count',
] as const satisfies readonly (typeof PRODUCT_COLUMNS)[number][];

export type SummaryRow = Pick<Selectable<ProductsTable>, (typeof SUMMARY_COLUMNS)[number]>;

export function findById(db: Kysely<Database>, id: string): Promise<ProductRow | undefined> {
  return (
    db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('id', '=', id)
      // An archived product has left the shelves; old orders keep their own copy of it.
      .where('archived_at', 'is', null)
      .executeTakeFirst()
  );
}

export function findBySlug(db: Kysely<Database>, slug: string): Promise<ProductRow | undefined> {
  return (
    db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('slug', '=', slug)
      // An archived product has left the shelves; old orders keep their own copy of it.
      .where('archived_at', 'is', null)
      .executeTakeFirst()
  );
}

/** One page of the shelves' slugs, ordered by slug (its unique index), and the total. */
export async function listSlugs(
  db: Kysely<Database>,
  offset: number,
  limit: number,
): Promise<{ rows: { slug: string; updated_at: string }[]; total: number }> {
  const shelves = db.selectFrom('products').where('archived_at', 'is', null);
  const [rows, count] = await Promise.all([
    shelves.select(['slug', 'updated_at']).orderBy('slug').limit(limit).offset(offset).execute(),
    shelves.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

export function listHomeCategories(db: Kysely<Database>): Promise<Selectable<CategoriesTable>[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('position', 'is not', null)
    .orderBy('position')
    .execute();
}

export function findCategory(
  db: Kysely<Database>,
  slugOrName: string,
): Promise<Selectable<CategoriesTable> | undefined> {
  const lowered = slugOrName.toLowerCase();
  return db
    .selectFrom('categories')
    .selectAll()
    .where((eb) => eb.or([eb('slug', '=', lowered), eb(eb.fn('lower', ['name']), '=', lowered)]))
    .executeTakeFirst();
}

export function listSubcategories(
  db: Kysely<Database>,
  categorySlugs: readonly string[],
): Promise<Selectable<SubcategoriesTable>[]> {
  if (categorySlugs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('subcategories')
    .selectAll()
    .where('category_slug', 'in', [...categorySlugs])
    .orderBy('category_slug')
    .orderBy('position')
    .execute();
}
