import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

export interface ProductPriceRow {
  id: string;
  name: string;
  price: number;
  stock_quantity: number;
}

export async function findProductStock(
  db: Db,
  productId: string,
): Promise<{ stock_quantity: number } | undefined> {
  return db
    .selectFrom('products')
    .select('stock_quantity')
    .where('id', '=', productId)
    .executeTakeFirst();
}

/** Name, price and stock of each product that exists among `ids`. */
export async function findProductsForPricing(
  db: Db,
  ids: readonly string[],
): Promise<ProductPriceRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .select(['id', 'name', 'price', 'stock_quantity'])
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Takes `quantity` units if that many are in stock, in one conditional UPDATE: the row
 * lock (PostgreSQL) or the write lock (SQLite) makes check-and-decrement atomic, so
 * stock can never go below zero however many orders race. Returns the product's name
 * and current price, or undefined when the product is missing or short.
 */
export async function reserveStock(
  trx: Transaction<Database>,
  productId: string,
  quantity: number,
): Promise<{ id: string; name: string; price: number } | undefined> {
  return trx
    .updateTable('products')
    .set((eb) => ({ stock_quantity: eb('stock_quantity', '-', quantity) }))
    .where('id', '=', productId)
    .where('stock_quantity', '>=', quantity)
    .returning(['id', 'name', 'price'])
    .executeTakeFirst();
}

/** Gives back units taken by reserveStock (an order whose payment failed). */
export async function releaseStock(
  trx: Transaction<Database>,
  productId: string,
  quantity: number,
): Promise<void> {
  await trx
    .updateTable('products')
    .set((eb) => ({ stock_quantity: eb('stock_quantity', '+', quantity) }))
    .where('id', '=', productId)
    .execute();
}

export async function findProductName(
  db: Db,
  productId: string,
): Promise<{ name: string; stock_quantity: number } | undefined> {
  return db
    .selectFrom('products')
    .select(['name', 'stock_quantity'])
    .where('id', '=', productId)
    .executeTakeFirst();
}
