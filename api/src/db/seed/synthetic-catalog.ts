import type { Insertable, Kysely } from 'kysely';
import type { ProductsTable } from '../../modules/catalog/catalog.tables';
import { productImagePath } from '../../modules/images/image-paths';
import type { Database } from '../database';
import { loadSeedProducts } from './catalog-products';
import { countCatalog, seedCatalogIfNeeded, toProductRow } from './seed-catalog';
import { seededRandom, slugify } from './seed-hash';

// A large synthetic catalog for benchmarks: variations of the real seed products
// (same brands, categories and builder specs; other editions, colours and prices), so
// search and facets behave as they would on a big real shop. Inserted in multi-row
// batches inside a few large transactions: on SQLite one transaction per batch group
// instead of one per row is what makes 100,000 rows take seconds.

const ROWS_PER_INSERT = 400;
const INSERTS_PER_TRANSACTION = 25;

const EDITIONS = [
  'Pro',
  'Plus',
  'Max',
  'Lite',
  'Ultra',
  'OC',
  'Elite',
  'Gaming',
  'Studio',
  'Edge',
  'Prime',
  'Neo',
  'Turbo',
  'Core',
  'Air',
  'Titan',
];
const COLOURS = ['Black', 'White', 'Silver', 'Blue', 'Red', 'Grey', 'Green', 'Gold'];

/** Adds `count` products; returns how many products the catalog holds afterwards. */
export async function generateSyntheticCatalog(
  db: Kysely<Database>,
  count: number,
  onProgress?: (done: number) => void,
): Promise<number> {
  await seedCatalogIfNeeded(db);
  const start = (await countCatalog(db)).products;
  const templates = loadSeedProducts();
  const random = seededRandom(start + 1);
  // Keeps slugs unique when generate runs more than once on the same database.
  const tag = `s${start.toString(36)}`;
  const epoch = Date.UTC(2026, 10, 1);

  const makeRow = (i: number): Insertable<ProductsTable> => {
    const template = templates[Math.floor(random() * templates.length)]!;
    const edition = EDITIONS[Math.floor(random() * EDITIONS.length)]!;
    const colour = COLOURS[Math.floor(random() * COLOURS.length)]!;
    const series = 100 + Math.floor(random() * 900);
    const model = `${template.model} ${edition} ${series}`;
    const name = `${template.brand} ${model} ${colour}`;
    const slug = `${slugify(name)}-${tag}-${i.toString(36)}`;
    const base = toProductRow({ ...template, slug, name, model });
    const price = Math.max(100, Math.round((template.price * (0.8 + random() * 0.5)) / 10) * 10);
    const created = new Date(epoch - Math.floor(random() * 730 * 86_400_000)).toISOString();
    return {
      ...base,
      image: productImagePath(slug),
      price,
      old_price: random() < 0.3 ? Math.round((price * 1.1) / 10) * 10 : null,
      stock_quantity: random() < 0.1 ? 0 : 1 + Math.floor(random() * 80),
      is_featured: random() < 0.02 ? 1 : 0,
      is_new: random() < 0.05 ? 1 : 0,
      created_at: created,
      updated_at: created,
    };
  };

  let done = 0;
  while (done < count) {
    await db.transaction().execute(async (trx) => {
      for (let n = 0; n < INSERTS_PER_TRANSACTION && done < count; n += 1) {
        const size = Math.min(ROWS_PER_INSERT, count - done);
        const rows = Array.from({ length: size }, (_, k) => makeRow(done + k));
        await trx.insertInto('products').values(rows).execute();
        done += size;
      }
    });
    onProgress?.(done);
  }
  return (await countCatalog(db)).products;
}
