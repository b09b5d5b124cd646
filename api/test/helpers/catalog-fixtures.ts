import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database';

// A few catalog rows for tests that need products (orders, stock, shipping) without the
// full seed: written straight into the tables of migration 2026-11-21-002-core.

export interface FixtureProduct {
  id: string;
  slug: string;
  name: string;
  price: number;
  stockQuantity: number;
}

export interface ProductFixtureOptions {
  name?: string;
  price?: number;
  stockQuantity?: number;
  category?: string;
  brand?: string;
}

const FIXTURE_TIMESTAMP = '2026-01-01T00:00:00.000Z';

export async function insertCategory(db: Kysely<Database>, slug = 'test-parts'): Promise<string> {
  await db
    .insertInto('categories')
    .values({
      slug,
      name: `Category ${slug}`,
      image: `/images/categories/${slug}.svg`,
      position: null,
    })
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  return slug;
}

/** A product with a unique id and slug; its category is created when missing. */
export async function insertProduct(
  db: Kysely<Database>,
  options: ProductFixtureOptions = {},
): Promise<FixtureProduct> {
  const category = await insertCategory(db, options.category);
  const suffix = randomBytes(5).toString('hex');
  const product: FixtureProduct = {
    id: `test-${suffix}`,
    slug: `test-product-${suffix}`,
    name: options.name ?? `Test Part ${suffix}`,
    price: options.price ?? 1000,
    stockQuantity: options.stockQuantity ?? 10,
  };
  await db
    .insertInto('products')
    .values({
      id: product.id,
      slug: product.slug,
      name: product.name,
      brand: options.brand ?? 'TestBrand',
      model: `TB-${suffix}`,
      category,
      sub_category: null,
      builder_category: null,
      price: product.price,
      old_price: null,
      stock_quantity: product.stockQuantity,
      image: `/images/products/${product.slug}.svg`,
      warranty: null,
      weight: null,
      shipping_type: null,
      created_at: FIXTURE_TIMESTAMP,
      updated_at: FIXTURE_TIMESTAMP,
    })
    .execute();
  return product;
}

export async function stockOf(db: Kysely<Database>, productId: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select('stock_quantity')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock_quantity;
}
