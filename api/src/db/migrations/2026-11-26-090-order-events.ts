import { sql, type Kysely } from 'kysely';

// Frozen once released. An order's life after the purchase (decision 24, docs/after-purchase.md):
// - order_events: one row per change the customer sees on the order page's timeline
//   (placed, paid, awaiting_payment, to_be_collected, packed, shipped, out_for_delivery,
//   delivered, cancelled, refunded) with its instant and JSON text of what goes with it
//   (payment method and deadline, carrier and tracking number, amount refunded, ...).
// - orders.carrier: the carrier id (carriers.ts) a shipped order went with; null before.
// - orders.shipped_at: when staff marked it shipped; the 22:00 tracking mail batches on it.
// - orders.tracking_mailed_at: when its tracking mail went out; each order is mailed once.
// Orders placed before this get events made from what their row tells (placed at
// created_at, paid with it, later steps at updated_at, refunds at their own time); those
// already shipped count as mailed (they were mailed when they shipped).

const PAID_LIKE = [
  'paid',
  'shipped',
  'delivered',
  'refunded',
  'partially_refunded',
  'packed',
  'out_for_delivery',
];

interface OldOrder {
  id: string;
  status: string;
  created_at: string;
  updated_at: string;
  payment_method: string | null;
  payment_deadline: string | null;
  amount_charged: number | null;
  payment_reference: string | null;
  tracking_number: string | null;
  cancel_reason: string | null;
}

/** Sorts as the events were written: time, then the order they were made in here. */
function sortableId(at: string, index: number, unique: string): string {
  const time = Date.parse(at);
  return [
    (Number.isNaN(time) ? 0 : time).toString(36).padStart(9, '0'),
    index.toString(36).padStart(6, '0'),
    unique,
  ].join('-');
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .createIndex('order_events_order_idx')
    .on('order_events')
    .columns(['order_id', 'at'])
    .execute();
  await db.schema.alterTable('orders').addColumn('carrier', 'text').execute();
  await db.schema.alterTable('orders').addColumn('shipped_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('tracking_mailed_at', 'text').execute();
  await db.schema
    .createIndex('orders_tracking_mail_idx')
    .on('orders')
    .columns(['tracking_mailed_at', 'shipped_at'])
    .execute();

  const orders = (await db
    .selectFrom('orders')
    .select([
      'id',
      'status',
      'created_at',
      'updated_at',
      'payment_method',
      'payment_deadline',
      'amount_charged',
      'payment_reference',
      'tracking_number',
      'cancel_reason',
    ])
    .execute()) as OldOrder[];
  const refunds = (await db
    .selectFrom('order_refunds')
    .select(['id', 'order_id', 'amount', 'created_at'])
    .execute()) as { id: string; order_id: string; amount: number; created_at: string }[];
  const rows: { id: string; order_id: string; kind: string; at: string; detail: string }[] = [];
  for (const order of orders) {
    const add = (kind: string, at: string, detail: Record<string, unknown> = {}) =>
      rows.push({
        id: sortableId(at, rows.length, order.id),
        order_id: order.id,
        kind,
        at,
        detail: JSON.stringify(detail),
      });
    const method = order.payment_method ?? 'card';
    add('placed', order.created_at);
    if (order.status === 'awaiting_payment') {
      add('awaiting_payment', order.created_at, { method, deadline: order.payment_deadline });
    } else if (order.status === 'to_be_collected') {
      add('to_be_collected', order.created_at, { method });
    } else if (
      PAID_LIKE.includes(order.status) ||
      (order.status === 'cancelled' && order.payment_reference !== null)
    ) {
      add('paid', order.created_at, { method, amount: order.amount_charged });
    }
    if (['shipped', 'delivered'].includes(order.status) || order.tracking_number !== null) {
      add('shipped', order.updated_at, { trackingNumber: order.tracking_number });
    }
    if (order.status === 'delivered') add('delivered', order.updated_at);
    if (order.status === 'cancelled') {
      add(
        'cancelled',
        order.updated_at,
        order.cancel_reason ? { reason: order.cancel_reason } : {},
      );
    }
  }
  for (const refund of refunds) {
    rows.push({
      id: sortableId(refund.created_at, rows.length, refund.id),
      order_id: refund.order_id,
      kind: 'refunded',
      at: refund.created_at,
      detail: JSON.stringify({ amount: refund.amount }),
    });
  }
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('order_events')
      .values(rows.slice(start, start + 200))
      .execute();
  }
  // Orders that shipped before were mailed then.
  await db
    .updateTable('orders')
    .set({ tracking_mailed_at: sql`updated_at`, shipped_at: sql`updated_at` })
    .where('tracking_number', 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_tracking_mail_idx').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('tracking_mailed_at').execute();
  await db.schema.alterTable('orders').dropColumn('shipped_at').execute();
  await db.schema.alterTable('orders').dropColumn('carrier').execute();
  await db.schema.dropIndex('order_events_order_idx').ifExists().execute();
  await db.schema.dropTable('order_events').execute();
}
