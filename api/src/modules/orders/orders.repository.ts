import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { OrderItemsTable, OrderRefundsTable, OrdersTable } from './orders.tables';

type Db = Kysely<Database> | Transaction<Database>;

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;

export async function insertOrder(
  trx: Transaction<Database>,
  order: Insertable<OrdersTable>,
  items: readonly Insertable<OrderItemsTable>[],
): Promise<void> {
  await trx.insertInto('orders').values(order).execute();
  await trx
    .insertInto('order_items')
    .values([...items])
    .execute();
}

export async function updateOrder(
  db: Db,
  id: string,
  changes: Updateable<OrdersTable>,
): Promise<void> {
  await db.updateTable('orders').set(changes).where('id', '=', id).execute();
}

/** Removes an order that never got paid (its stock and coupon use are given back first). */
export async function deleteOrder(trx: Transaction<Database>, id: string): Promise<void> {
  await trx.deleteFrom('order_items').where('order_id', '=', id).execute();
  await trx.deleteFrom('order_events').where('order_id', '=', id).execute();
  await trx.deleteFrom('orders').where('id', '=', id).execute();
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOrderItems(db: Db, orderIds: readonly string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('product_name')
    .execute();
}

export async function findUserOrders(db: Db, userId: string, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export type OrderRefundRow = Selectable<OrderRefundsTable>;

export async function findOrderRefunds(
  db: Db,
  orderIds: readonly string[],
): Promise<OrderRefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_refunds')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .orderBy('seq')
    .execute();
}

export async function insertOrderRefund(
  trx: Transaction<Database>,
  refund: Insertable<OrderRefundsTable>,
): Promise<void> {
  await trx.insertInto('order_refunds').values(refund).execute();
}
