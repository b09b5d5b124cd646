import type { Kysely } from 'kysely';

// Frozen once released. A shopper's claim on a delivered order (decision 24): a return
// (within the return window) or a warranty claim (within the product's warranty), with
// the lines and quantities it covers. Staff accept or refuse it (with a note), then mark
// the goods received and refund through the order's refund path (order_refunds).
// States: requested -> accepted | refused; accepted -> received | refunded.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_claims')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('staff_note', 'text')
    .addColumn('refund_amount', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('order_claims_order_idx')
    .on('order_claims')
    .columns(['order_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('order_claims_state_idx')
    .on('order_claims')
    .columns(['state', 'created_at'])
    .execute();
  await db.schema
    .createTable('order_claim_lines')
    .addColumn('claim_id', 'text', (col) => col.notNull().references('order_claims.id'))
    .addColumn('order_id', 'text', (col) => col.notNull())
    .addColumn('product_id', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('order_claim_lines_pk', ['claim_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('order_claim_lines_order_idx')
    .on('order_claim_lines')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_claim_lines_order_idx').ifExists().execute();
  await db.schema.dropTable('order_claim_lines').execute();
  await db.schema.dropIndex('order_claims_state_idx').ifExists().execute();
  await db.schema.dropIndex('order_claims_order_idx').ifExists().execute();
  await db.schema.dropTable('order_claims').execute();
}
