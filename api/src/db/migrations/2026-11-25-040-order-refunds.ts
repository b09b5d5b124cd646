import type { Kysely } from 'kysely';

// Frozen once released. Money given back on an order: the whole of it when the order is
// cancelled, or part or all of it on a return of a shipped or delivered order. Each row
// keeps the amount (whole taka), the clerk's reason, the gateway's refund reference (none
// for cash handed back at the counter) and, as JSON text, which lines came back and how
// many of each, so stock is given back only for goods that really returned. `seq` numbers
// an order's refunds 1, 2, ...: the unique index refuses a second refund made at once.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_refunds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('reference', 'text')
    .addColumn('returned', 'text', (col) => col.notNull())
    .addColumn('actor_email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('order_refunds_order_idx')
    .on('order_refunds')
    .columns(['order_id', 'seq'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_refunds_order_idx').ifExists().execute();
  await db.schema.dropTable('order_refunds').execute();
}
