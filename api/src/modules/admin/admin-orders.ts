import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { AccessClaims } from '../../lib/access-token';
import { HttpError } from '../../lib/http-error';
import { deleteRedemptionsOfOrder, releaseCouponUse } from '../coupons/coupons.repository';
import { releaseStock } from '../inventory/inventory.repository';
import type { Mailer } from '../mail/mailer';
import { orderPageLink } from '../mail/order-mail';
import { deriveOrderToken } from '../orders/order-token';
import { toOrder } from '../orders/order-views';
import { findOrder, findOrderItems, type OrderRow } from '../orders/orders.repository';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { AdminOrderStatus, TransitionBody } from './admin.schemas';
import { listAudit, writeAudit } from './audit';
import { shippedMail } from './shipped-mail';

export interface AdminOrdersDeps {
  db: Kysely<Database>;
  config: Config;
  now: () => Date;
  gateway: PaymentGateway;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Mails in flight, so closing the app waits for them. */
  pending: Set<Promise<unknown>>;
}

/** Where an order may go from each status; anything else is refused with 409. */
export const NEXT_STATUSES: Record<AdminOrderStatus, AdminOrderStatus[]> = {
  placed: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const TRACKING_REQUIRED = 'A tracking number is required to ship an order';
const TRACKING_SHAPE = /^[A-Za-z0-9][A-Za-z0-9 -]{3,62}$/;
export const ORDER_NOT_FOUND = 'Order not found';

export interface OrderFilter {
  status?: string | undefined;
  channel?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
}

function customerName(row: Pick<OrderRow, 'shipping'>): string {
  try {
    const shipping = JSON.parse(row.shipping) as { firstName?: string; lastName?: string };
    return `${shipping.firstName ?? ''} ${shipping.lastName ?? ''}`.trim();
  } catch {
    return '';
  }
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

/** A LIKE pattern that matches `text` literally anywhere (the search is not a pattern). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function summarize(db: Kysely<Database>, rows: OrderRow[]) {
  const items = await findOrderItems(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    channel: row.channel,
    createdAt: row.created_at,
    customerName: customerName(row),
    email: row.email,
    total: row.total,
    itemCount: items
      .filter((item) => item.order_id === row.id)
      .reduce((sum, item) => sum + item.quantity, 0),
    trackingNumber: row.tracking_number,
  }));
}

export async function listOrders(db: Kysely<Database>, filter: OrderFilter) {
  let query = db.selectFrom('orders');
  if (filter.status) query = query.where('status', '=', filter.status as AdminOrderStatus);
  if (filter.channel) query = query.where('channel', '=', filter.channel);
  if (filter.from) query = query.where('created_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) query = query.where('created_at', '<', nextDay(filter.to));
  // Every word must appear in the id, the e-mail or the shipping details (which hold
  // the customer's first and last name), so "hanako yamada" finds Hanako Yamada.
  for (const word of (filter.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5)) {
    const pattern = containsPattern(word);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['id']), 'like', sql<string>`${pattern} escape '\\'`),
        eb(eb.fn('lower', ['email']), 'like', sql<string>`${pattern} escape '\\'`),
        eb(eb.fn('lower', ['shipping']), 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    );
  }
  const [{ count }] = (await query
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .execute()) as [{ count: number | string }];
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return {
    items: await summarize(db, rows),
    total: Number(count),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

export async function getAdminOrder(db: Kysely<Database>, id: string) {
  const row = await findOrder(db, id);
  if (!row) throw HttpError.notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  const items = await findOrderItems(db, [row.id]);
  const audit = await listAudit(db, { entityType: 'order', entityId: id, page: 1, pageSize: 50 });
  return {
    ...toOrder(row, items),
    channel: row.channel,
    email: row.email,
    userId: row.user_id,
    paymentMethod: row.payment_method ?? (row.payment_brand ? 'card' : null),
    cashTendered: row.cash_tendered,
    refundReference: row.refund_reference,
    soldBy: row.sold_by,
    nextStatuses: NEXT_STATUSES[row.status] ?? [],
    audit,
  };
}

/** What the audit log keeps of an order: the fields a status change touches. */
function auditView(row: OrderRow) {
  return {
    status: row.status,
    trackingNumber: row.tracking_number,
    refundReference: row.refund_reference,
  };
}

/**
 * Moves an order to `body.status` if its current status allows it. The change, the
 * stock and coupon returned on a cancel, and the audit row share one transaction; the
 * update is conditional on the status read, so two staff members acting at once cannot
 * both move it. A paid order is refunded through the gateway before it is cancelled
 * (same idempotency key on a retry, so it is never refunded twice).
 */
export async function transitionOrder(
  deps: AdminOrdersDeps,
  actor: AccessClaims,
  id: string,
  body: TransitionBody,
) {
  const row = await findOrder(deps.db, id);
  if (!row) throw HttpError.notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  const target = body.status;
  if (!(NEXT_STATUSES[row.status] ?? []).includes(target)) {
    throw HttpError.conflict(
      `An order that is ${row.status} cannot be marked ${target}`,
      'ILLEGAL_TRANSITION',
    );
  }
  let trackingNumber = row.tracking_number;
  if (target === 'shipped') {
    trackingNumber = (body.trackingNumber ?? '').trim();
    if (trackingNumber === '') throw HttpError.badRequest(TRACKING_REQUIRED, 'TRACKING_REQUIRED');
    if (!TRACKING_SHAPE.test(trackingNumber)) {
      throw HttpError.badRequest(
        'A tracking number has 4 to 63 letters, digits, spaces or hyphens',
        'INVALID_TRACKING_NUMBER',
      );
    }
  }

  let refundReference = row.refund_reference;
  if (target === 'cancelled' && row.payment_reference !== null && refundReference === null) {
    let refund;
    try {
      refund = await deps.gateway.refund({
        chargeReference: row.payment_reference,
        amount: row.amount_charged ?? row.total,
        currency: 'BDT',
        idempotencyKey: `refund:${row.id}`,
      });
    } catch (error) {
      deps.log.warn(
        { orderId: row.id, reason: (error as Error)?.name ?? 'unknown' },
        'refund failed',
      );
      refund = null;
    }
    if (refund?.status !== 'succeeded') {
      throw new HttpError(
        502,
        'REFUND_FAILED',
        'The payment could not be refunded, so the order was not cancelled. Please try again.',
      );
    }
    refundReference = refund.reference;
  }

  const now = deps.now();
  const nowIso = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('orders')
      .set({
        status: target,
        tracking_number: trackingNumber,
        refund_reference: refundReference,
        updated_at: nowIso,
      })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw HttpError.conflict(
        'The order was changed by someone else; reload it and try again',
        'ORDER_CHANGED',
      );
    }
    if (target === 'cancelled') {
      const items = await findOrderItems(trx, [row.id]);
      for (const item of items) await releaseStock(trx, item.product_id, item.quantity);
      if (row.coupon_code !== null) {
        await deleteRedemptionsOfOrder(trx, row.id);
        await releaseCouponUse(trx, row.coupon_code);
      }
    }
    await writeAudit(
      trx,
      actor,
      {
        action: `order.${target}`,
        entityType: 'order',
        entityId: row.id,
        before: auditView(row),
        after: auditView({
          ...row,
          status: target,
          tracking_number: trackingNumber,
          refund_reference: refundReference,
        }),
      },
      now,
    );
  });

  if (target === 'shipped' && trackingNumber) mailShipped(deps, row, trackingNumber);
  return getAdminOrder(deps.db, row.id);
}

/** The shipping mail goes out after the change is stored; a failure is logged only. */
function mailShipped(deps: AdminOrdersDeps, row: OrderRow, trackingNumber: string): void {
  const token = deriveOrderToken(deps.config.JWT_SECRET, row.id, row.access_token_salt);
  const link = orderPageLink(deps.config.SHOP_URL, row.id, token);
  const sending = deps.mailer
    .send(
      shippedMail({
        orderId: row.id,
        to: row.email,
        name: customerName(row),
        trackingNumber,
        link,
        shopUrl: deps.config.SHOP_URL,
      }),
    )
    .catch((error: unknown) => {
      deps.log.error(
        { orderId: row.id, reason: (error as Error)?.message ?? String(error) },
        'shipping mail could not be sent',
      );
    })
    .finally(() => deps.pending.delete(sending));
  deps.pending.add(sending);
}
