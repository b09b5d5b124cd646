import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { StockAlertsTable } from './stock-alerts.tables';

// Every statement about back-in-stock requests.

type Db = Kysely<Database> | Transaction<Database>;

export function findAlertProduct(db: Db, productId: string) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'slug', 'stock_quantity', 'archived_at'])
    .where('id', '=', productId)
    .executeTakeFirst();
}

export function findOpenAlert(db: Db, productId: string, email: string) {
  return db
    .selectFrom('stock_alerts')
    .selectAll()
    .where('product_id', '=', productId)
    .where('email', '=', email)
    .where('state', '=', 'open')
    .executeTakeFirst();
}

export function findAlert(db: Db, id: string) {
  return db.selectFrom('stock_alerts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Requests an address made since `sinceIso` (the per-address limit). */
export async function countAlertsSince(db: Db, email: string, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('stock_alerts')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('email', '=', email)
    .where('created_at', '>=', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertAlert(db: Db, row: StockAlertsTable): Promise<void> {
  await db.insertInto('stock_alerts').values(row).execute();
}

/** Open requests whose product is in stock now (and still sold): the ones to mail. */
export function findDueAlerts(db: Db, limit: number) {
  return db
    .selectFrom('stock_alerts')
    .innerJoin('products', 'products.id', 'stock_alerts.product_id')
    .select(['stock_alerts.id', 'stock_alerts.product_id'])
    .where('stock_alerts.state', '=', 'open')
    .where('products.stock_quantity', '>', 0)
    .where('products.archived_at', 'is', null)
    .orderBy('stock_alerts.created_at')
    .limit(limit)
    .execute();
}

/** Moves one request from `from` to `to`, conditionally; true when this call moved it. */
export async function moveAlert(
  db: Db,
  id: string,
  from: string,
  to: string,
  endedAt: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('stock_alerts')
    .set({ state: to, ended_at: endedAt })
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every open request of an address; how many it ended. */
export async function unsubscribeAddress(db: Db, email: string, nowIso: string): Promise<number> {
  const result = await db
    .updateTable('stock_alerts')
    .set({ state: 'unsubscribed', ended_at: nowIso })
    .where('email', '=', email)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A request with what its mail needs. */
export function findAlertForMail(db: Db, id: string) {
  return db
    .selectFrom('stock_alerts')
    .innerJoin('products', 'products.id', 'stock_alerts.product_id')
    .select([
      'stock_alerts.id',
      'stock_alerts.email',
      'stock_alerts.locale',
      'stock_alerts.state',
      'stock_alerts.token_salt',
      'products.name',
      'products.slug',
    ])
    .where('stock_alerts.id', '=', id)
    .executeTakeFirst();
}
