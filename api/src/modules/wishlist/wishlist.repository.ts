import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { SUMMARY_COLUMNS, type SummaryRow } from '../catalog/catalog.repository';
import type { WishlistItemsTable } from './wishlist.tables';

// All SQL of wishlists. Every query names the owner (`user_id = ?`), so another
// shopper's list is never read or changed.

export type WishlistRow = Selectable<WishlistItemsTable>;
export type ListedRow = SummaryRow & Pick<WishlistRow, 'price_when_added' | 'added_at'>;
type Db = Kysely<Database> | Transaction<Database>;

/** The owner's items with their products as they are now; archived products are left out. */
export function listByUser(db: Db, userId: string): Promise<ListedRow[]> {
  return db
    .selectFrom('wishlist_items as w')
    .innerJoin('products as p', 'p.id', 'w.product_id')
    .select(SUMMARY_COLUMNS.map((column) => `p.${column}` as const))
    .select(['w.price_when_added', 'w.added_at'])
    .where('w.user_id', '=', userId)
    .where('p.archived_at', 'is', null)
    .orderBy('w.added_at', 'desc')
    .orderBy('p.id')
    .execute();
}

export function findItem(
  db: Db,
  userId: string,
  productId: string,
): Promise<WishlistRow | undefined> {
  return db
    .selectFrom('wishlist_items')
    .selectAll()
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

export function itemsOf(db: Db, userId: string): Promise<WishlistRow[]> {
  return db.selectFrom('wishlist_items').selectAll().where('user_id', '=', userId).execute();
}

export async function countByUser(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('wishlist_items')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** PostgreSQL: holds the user's row until commit, so two adds cannot both pass the limit. */
export async function lockUser(db: Transaction<Database>, userId: string): Promise<void> {
  await sql`select id from users where id = ${userId} for update`.execute(db);
}

/** Products on the shelves by slug or id. */
export function productsByRef(db: Db, refs: readonly string[]): Promise<SummaryRow[]> {
  if (refs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .select([...SUMMARY_COLUMNS])
    .where((eb) => eb.or([eb('slug', 'in', [...refs]), eb('id', 'in', [...refs])]))
    .where('archived_at', 'is', null)
    .execute();
}

export async function insert(db: Db, row: WishlistRow): Promise<void> {
  await db
    .insertInto('wishlist_items')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
}

/** An earlier date (and its price) from the browser replaces the account's later one. */
export async function moveEarlier(db: Db, row: WishlistRow): Promise<void> {
  await db
    .updateTable('wishlist_items')
    .set({ added_at: row.added_at, price_when_added: row.price_when_added })
    .where('user_id', '=', row.user_id)
    .where('product_id', '=', row.product_id)
    .where('added_at', '>', row.added_at)
    .execute();
}

export async function remove(db: Db, userId: string, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .deleteFrom('wishlist_items')
    .where('user_id', '=', userId)
    .where('product_id', 'in', [...productIds])
    .execute();
}
