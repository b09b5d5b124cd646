import type { Insertable, Kysely } from 'kysely';
import type { ProductsTable } from '../../modules/catalog/catalog.tables';
import {
  categoryImagePath,
  productImagePath,
  subcategoryImagePath,
} from '../../modules/images/image-paths';
import { getAppMeta, setAppMeta } from '../app-meta.repository';
import type { Database } from '../database';
import { SEED_CATEGORIES, subcategoryId } from './catalog-categories';
import { loadSeedProducts } from './catalog-products';
import { hash32, unit } from './seed-hash';
import type { SeedProduct } from './seed-types';

export { SAMPLE_PRODUCT_SLUG } from './catalog-products';

/** app_meta key recording which version of the seed has been applied. */
export const SEED_META_KEY = 'catalog.seed';
/** Raise when the seed tables gain rows that existing databases should receive. */
export const SEED_VERSION = '1';

// Dates are fixed, not "now", so the seed is the same on every run and `newest` is stable.
const SEED_EPOCH = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;
const INSERT_BATCH = 200;

export interface SeedCounts {
  categories: number;
  subcategories: number;
  products: number;
}

/** Derives the row of one seed product; ids and every "random" value come from the slug. */
export function toProductRow(product: SeedProduct): Insertable<ProductsTable> {
  const slug = product.slug;
  const out = unit(slug, 'stock') < 0.08;
  const stockQuantity =
    product.fixed?.stockQuantity ?? (out ? 0 : 1 + (hash32(`qty:${slug}`) % 60));
  const ageDays = Math.floor(unit(slug, 'age') * 365);
  const createdAt = new Date(SEED_EPOCH - ageDays * DAY_MS).toISOString();
  return {
    id: `prd_${hash32(`id:${slug}`).toString(36)}${hash32(`id2:${slug}`).toString(36)}`,
    slug,
    name: product.name,
    brand: product.brand,
    model: product.model,
    category: product.category,
    sub_category: product.subCategory,
    builder_category: product.builderCategory,
    price: product.price,
    old_price: product.oldPrice,
    stock_quantity: stockQuantity,
    image: productImagePath(slug),
    description: product.description,
    specifications: JSON.stringify(product.specifications),
    features: JSON.stringify(product.features),
    builder_specs: JSON.stringify(product.builderSpecs),
    warranty: product.warranty,
    is_featured: unit(slug, 'featured') < 0.12 || product.fixed !== undefined ? 1 : 0,
    // Products added in the last 45 days of the seed epoch count as new arrivals.
    is_new: ageDays < 45 ? 1 : 0,
    // Earned from published reviews only (docs/reviews.md): a seeded product has none.
    rating: 0,
    review_count: 0,
    weight: product.weight,
    shipping_type: product.shippingType,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/**
 * Inserts the catalog's categories, subcategories and products that are missing.
 * Idempotent: rows that exist (by key) are left alone, so a re-run never resets stock
 * that orders have since changed. Returns the number of rows of each table afterwards.
 */
export async function seedCatalog(db: Kysely<Database>): Promise<SeedCounts> {
  const products = loadSeedProducts().map(toProductRow);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('categories')
      .values(
        SEED_CATEGORIES.map((category) => ({
          slug: category.slug,
          name: category.name,
          image: categoryImagePath(category.slug),
          position: category.position,
        })),
      )
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    await trx
      .insertInto('subcategories')
      .values(
        SEED_CATEGORIES.flatMap((category) =>
          category.subcategories.map((name, index) => {
            const id = subcategoryId(category.slug, name);
            return {
              id,
              category_slug: category.slug,
              name,
              image: subcategoryImagePath(id),
              position: index + 1,
            };
          }),
        ),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    for (let i = 0; i < products.length; i += INSERT_BATCH) {
      await trx
        .insertInto('products')
        .values(products.slice(i, i + INSERT_BATCH))
        // Either key may already be taken (same seed run before); skip, never overwrite.
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await setAppMeta(trx, SEED_META_KEY, SEED_VERSION);
  });
  return countCatalog(db);
}

/**
 * Server start: seeds only when this database has not received the current seed yet,
 * so an ordinary restart does no work and changes nothing.
 */
export async function seedCatalogIfNeeded(db: Kysely<Database>): Promise<SeedCounts | null> {
  if ((await getAppMeta(db, SEED_META_KEY)) === SEED_VERSION) return null;
  return seedCatalog(db);
}

export async function countCatalog(db: Kysely<Database>): Promise<SeedCounts> {
  const count = async (table: 'categories' | 'subcategories' | 'products') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    categories: await count('categories'),
    subcategories: await count('subcategories'),
    products: await count('products'),
  };
}
