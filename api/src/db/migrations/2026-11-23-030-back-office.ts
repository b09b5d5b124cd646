import type { Kysely } from 'kysely';

// Frozen once released. What the back office and the counter need:
// - audit_log: every staff change, who and when, with the row before and after (JSON
//   text), written in the same transaction as the change itself;
// - orders.channel ('web' or 'pos'), who sold a counter sale, how it was paid and the
//   cash handed over, and the gateway's refund reference of a cancelled order;
// - products.archived_at: an archived product leaves the shop's shelves (stock 0) but
//   keeps its row, so old orders and audit rows still name it.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('actor_id', 'text', (col) => col.notNull())
    .addColumn('actor_email', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('entity_type', 'text', (col) => col.notNull())
    .addColumn('entity_id', 'text', (col) => col.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_created_idx')
    .on('audit_log')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('audit_log_entity_idx')
    .on('audit_log')
    .columns(['entity_type', 'entity_id'])
    .execute();

  await db.schema
    .alterTable('orders')
    .addColumn('channel', 'text', (col) => col.notNull().defaultTo('web'))
    .execute();
  await db.schema.alterTable('orders').addColumn('sold_by', 'text').execute();
  await db.schema.alterTable('orders').addColumn('payment_method', 'text').execute();
  await db.schema.alterTable('orders').addColumn('cash_tendered', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('refund_reference', 'text').execute();
  await db.schema.createIndex('orders_created_idx').on('orders').column('created_at').execute();
  await db.schema.createIndex('orders_status_idx').on('orders').column('status').execute();

  await db.schema.alterTable('products').addColumn('archived_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('archived_at').execute();
  await db.schema.dropIndex('orders_status_idx').ifExists().execute();
  await db.schema.dropIndex('orders_created_idx').ifExists().execute();
  for (const column of [
    'refund_reference',
    'cash_tendered',
    'payment_method',
    'sold_by',
    'channel',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.dropTable('audit_log').execute();
}
