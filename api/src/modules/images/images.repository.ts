import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

// The few columns the artwork is drawn from.

export function findProductArt(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom('products')
    .select(['brand', 'model', 'category', 'sub_category', 'builder_category', 'builder_specs'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export function findCategoryArt(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom('categories')
    .select(['slug', 'name'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export function findSubcategoryArt(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('subcategories')
    .innerJoin('categories', 'categories.slug', 'subcategories.category_slug')
    .select([
      'subcategories.name as name',
      'categories.name as categoryName',
      'categories.slug as categorySlug',
    ])
    .where('subcategories.id', '=', id)
    .executeTakeFirst();
}
