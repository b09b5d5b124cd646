import { type Kysely } from 'kysely';

// Frozen once released. Payment methods besides the card our API charges itself
// (docs/payments.md, decision 21): cash on delivery, bKash, a card through Stripe with
// 3-D Secure, and konbini.
// - orders: which provider moves the money, until when an unfinished payment may be
//   completed, why an order was cancelled, the cash-on-delivery fee (in taka and in the
//   order's currency; the total includes it), what the provider was asked for (currency
//   and whole units of it), the key that makes a retried start the same payment, what the
//   checkout does next (JSON text: a retry answers it again without asking again), the
//   provider's id of the money movement (bKash's trxID, Stripe's charge), and a
//   konbini voucher (JSON text) while it waits to be paid.
// - payment_events: each provider notice (webhook) processed once, by its event id; a
//   notice about a payment whose start has not been recorded yet waits here (outcome)
//   until it is.

export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite adds columns one at a time.
  for (const column of [
    'payment_provider',
    'payment_deadline',
    'cancel_reason',
    'payment_currency',
    'payment_key',
    'payment_next',
    'payment_transaction_id',
    'konbini',
  ]) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('orders')
    .addColumn('cod_fee', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('cod_fee_in_currency', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('payment_amount', 'integer').execute();
  // The sweeper's question: which unfinished payments are past their deadline.
  await db.schema
    .createIndex('orders_status_deadline_idx')
    .on('orders')
    .columns(['status', 'payment_deadline'])
    .execute();
  // A provider's notice names its payment, not our order.
  await db.schema
    .createIndex('orders_payment_reference_idx')
    .on('orders')
    .column('payment_reference')
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('order_id', 'text')
    /** JSON text of the event's outcome, kept while no order is known for its reference. */
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();
  await db.schema
    .createIndex('payment_events_reference_idx')
    .on('payment_events')
    .columns(['provider', 'reference'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payment_events_reference_idx').ifExists().execute();
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropIndex('orders_payment_reference_idx').ifExists().execute();
  await db.schema.dropIndex('orders_status_deadline_idx').ifExists().execute();
  for (const column of [
    'payment_amount',
    'cod_fee_in_currency',
    'cod_fee',
    'konbini',
    'payment_transaction_id',
    'payment_next',
    'payment_key',
    'payment_currency',
    'cancel_reason',
    'payment_deadline',
    'payment_provider',
  ]) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
