import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { trackingUrl } from './carriers';

// An order's timeline (docs/after-purchase.md): every change the customer sees is written
// as an event with the change itself (same transaction where there is one), and the
// order page reads them back oldest first.

export const ORDER_EVENT_KINDS = [
  'placed',
  'paid',
  'awaiting_payment',
  'to_be_collected',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export interface OrderEventDetail {
  /** card, cod, bkash, konbini or cash. */
  method?: string | null;
  /** ISO instant an awaiting payment must be made by. */
  deadline?: string | null;
  /** Carrier id (carriers.ts). */
  carrier?: string | null;
  trackingNumber?: string | null;
  /** Whole taka. */
  amount?: number | null;
  reason?: string | null;
  /** 'customer' when the shopper did it, 'staff' when the back office did. */
  by?: 'customer' | 'staff' | 'system';
}

export interface TimelineEntry extends OrderEventDetail {
  kind: OrderEventKind;
  at: string;
  /** The carrier's tracking page for a shipped step. */
  trackingUrl?: string | null;
  carrierName?: string | null;
}

type Db = Kysely<Database> | Transaction<Database>;

// Ids sort in the order events were written (time, then a counter within this process),
// so two steps of one change (cancelled, then refunded) read in that order.
let sequence = 0;
function eventId(at: string): string {
  sequence = (sequence + 1) % 36 ** 4;
  return [
    Date.parse(at).toString(36).padStart(9, '0'),
    sequence.toString(36).padStart(4, '0'),
    randomBytes(4).toString('hex'),
  ].join('-');
}

export async function recordOrderEvent(
  db: Db,
  orderId: string,
  kind: OrderEventKind,
  at: Date | string,
  detail: OrderEventDetail = {},
): Promise<void> {
  const instant = typeof at === 'string' ? at : at.toISOString();
  await db
    .insertInto('order_events')
    .values({
      id: eventId(instant),
      order_id: orderId,
      kind,
      at: instant,
      detail: JSON.stringify(detail),
    })
    .execute();
}

export async function findOrderTimelines(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, TimelineEntry[]>> {
  const byOrder = new Map<string, TimelineEntry[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_events')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const kind = ORDER_EVENT_KINDS.find((k) => k === row.kind);
    if (!kind) continue;
    let detail: OrderEventDetail = {};
    try {
      detail = JSON.parse(row.detail) as OrderEventDetail;
    } catch {
      detail = {};
    }
    const entry: TimelineEntry = { ...detail, kind, at: row.at };
    if (kind === 'shipped') {
      const link = trackingUrl(detail.carrier ?? null, detail.trackingNumber ?? null);
      entry.trackingUrl = link?.url ?? null;
      entry.carrierName = link?.name ?? null;
    }
    const list = byOrder.get(row.order_id) ?? [];
    list.push(entry);
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

export async function findOrderTimeline(db: Db, orderId: string): Promise<TimelineEntry[]> {
  return (await findOrderTimelines(db, [orderId])).get(orderId) ?? [];
}
