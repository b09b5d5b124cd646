import { isLocale, type Locale } from '../../i18n/locales';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { AccessClaims } from '../../lib/access-token';
import { HttpError } from '../../lib/http-error';
import { deleteRedemptionsOfOrder, releaseCouponUse } from '../coupons/coupons.repository';
import { releaseStock } from '../inventory/inventory.repository';
import type { MailMessage } from '../mail/mailer';
import type { JobQueue } from '../jobs/job-queue';
import { queueMail, registerMail } from '../jobs/mail-jobs';
import { wakeRestockCheck } from '../stock-alerts/stock-alerts.service';
import { moneyOf, orderPageLink } from '../mail/order-mail';
import { addressLines } from '../orders/address-lines';
import { deliveryOf } from '../orders/order-delivery';
import { carriersFor, checkShipment } from '../orders/carriers';
import { findOrderTimeline, recordOrderEvent, type OrderEventKind } from '../orders/order-events';
import { deriveOrderToken } from '../orders/order-token';
import { CUSTOMER_CANCELLABLE, toOrder } from '../orders/order-views';
import {
  findOrder,
  findOrderItems,
  findOrderRefunds,
  insertOrderRefund,
  type OrderItemRow,
  type OrderRefundRow,
  type OrderRow,
} from '../orders/orders.repository';
import { convertFromBdt } from '@shop/shared/src/money/shown-amounts';
import type { PaymentGateway, RefundRequest } from '../payments/payment-gateway';
import type { PaymentProviders } from '../payments/providers';
import { resolveCountry, UNSUPPORTED_COUNTRY_MESSAGE } from '../shipping/countries';
import { resolvePrefecture } from '../shipping/prefectures';
import type { AdminOrderStatus, CodOutcomeBody, RefundBody, TransitionBody } from './admin.schemas';
import { listAudit, writeAudit } from './audit';
import { refundMail } from './refund-mail';

export interface AdminOrdersDeps {
  db: Kysely<Database>;
  config: Config;
  now: () => Date;
  gateway: PaymentGateway;
  /** Orders paid through bKash or Stripe are refunded through the same provider. */
  providers?: PaymentProviders;
  /** The customer's mails go out as durable jobs (docs/jobs.md). */
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

/** Where an order may go from each status; anything else is refused with 409. */
export const NEXT_STATUSES: Record<AdminOrderStatus, AdminOrderStatus[]> = {
  placed: ['paid', 'cancelled'],
  // Packing is a step of its own (the shopper may cancel until then) but may be skipped.
  paid: ['packed', 'shipped', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['out_for_delivery', 'delivered'],
  out_for_delivery: ['delivered'],
  delivered: [],
  cancelled: [],
  refunded: [],
  partially_refunded: [],
  // The provider settles it (or the sweeper at its deadline); staff may still cancel it.
  awaiting_payment: ['cancelled'],
  // Cash on delivery: the courier's outcome is POST /admin/orders/:id/cod.
  to_be_collected: ['packed', 'shipped', 'cancelled'],
};

/** Statuses from which goods may be returned and money given back in part or whole. */
export const REFUNDABLE_STATUSES: readonly AdminOrderStatus[] = [
  'shipped',
  'out_for_delivery',
  'delivered',
  'partially_refunded',
];

export const TRACKING_REQUIRED = 'A tracking number is required to ship an order';
export const ORDER_NOT_FOUND = 'Order not found';

export interface OrderFilter {
  status?: string | undefined;
  channel?: string | undefined;
  /** A country's name or code (BD, JP, ...). */
  country?: string | undefined;
  /** A Bangladeshi division id or a Japanese prefecture. */
  area?: string | undefined;
  /** card, cod, bkash, konbini or cash (a counter sale). */
  paymentMethod?: string | undefined;
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
    country: row.country,
    area: row.area_division ?? row.prefecture,
    deliveryMethod: deliveryOf(row).method,
    itemCount: items
      .filter((item) => item.order_id === row.id)
      .reduce((sum, item) => sum + item.quantity, 0),
    trackingNumber: row.tracking_number,
    paymentMethod: row.payment_method ?? (row.payment_brand ? 'card' : null),
  }));
}

export async function listOrders(db: Kysely<Database>, filter: OrderFilter) {
  let query = db.selectFrom('orders');
  if (filter.status) query = query.where('status', '=', filter.status as AdminOrderStatus);
  if (filter.channel) query = query.where('channel', '=', filter.channel);
  if (filter.country) {
    const country = resolveCountry(filter.country);
    if (!country) {
      throw HttpError.field('country', UNSUPPORTED_COUNTRY_MESSAGE, 'UNSUPPORTED_COUNTRY');
    }
    query = query.where('country', '=', country);
  }
  const area = filter.area?.trim();
  if (area) {
    const prefecture = resolvePrefecture(area);
    query = query.where((eb) =>
      eb.or([
        eb('area_division_id', '=', area),
        ...(prefecture ? [eb('prefecture', '=', prefecture)] : []),
      ]),
    );
  }
  if (filter.paymentMethod) {
    // Orders older than payment methods have none recorded: a card when one was charged.
    const method = filter.paymentMethod;
    query =
      method === 'card'
        ? query.where((eb) =>
            eb.or([
              eb('payment_method', '=', 'card'),
              eb.and([eb('payment_method', 'is', null), eb('payment_brand', 'is not', null)]),
            ]),
          )
        : query.where('payment_method', '=', method);
  }
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

/** What was paid for an order: what the card was charged or the cash the till kept. */
function amountPaid(row: OrderRow): number {
  return row.amount_charged ?? (row.payment_reference !== null ? row.total : 0);
}

function returnedLines(refund: OrderRefundRow): { productId: string; quantity: number }[] {
  try {
    return JSON.parse(refund.returned) as { productId: string; quantity: number }[];
  } catch {
    return [];
  }
}

/** Per product, how many units may still come back: ordered minus already returned. */
function returnableUnits(items: OrderItemRow[], refunds: OrderRefundRow[]): Map<string, number> {
  const left = new Map<string, number>();
  for (const item of items) {
    left.set(item.product_id, (left.get(item.product_id) ?? 0) + item.quantity);
  }
  for (const refund of refunds) {
    for (const line of returnedLines(refund)) {
      left.set(line.productId, (left.get(line.productId) ?? 0) - line.quantity);
    }
  }
  return left;
}

export async function getAdminOrder(db: Kysely<Database>, id: string) {
  const row = await findOrder(db, id);
  if (!row) throw HttpError.notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  const items = await findOrderItems(db, [row.id]);
  const refunds = await findOrderRefunds(db, [row.id]);
  const audit = await listAudit(db, { entityType: 'order', entityId: id, page: 1, pageSize: 50 });
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const returnable = returnableUnits(items, refunds);
  const order = toOrder(row, items, refunds, await findOrderTimeline(db, row.id));
  return {
    ...order,
    carriers: carriersFor(row.country).map((carrier) => ({
      id: carrier.id,
      name: carrier.name,
      shape: carrier.shape,
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      reason: refund.reason,
      method: refund.method,
      reference: refund.reference,
      returned: returnedLines(refund),
      actorEmail: refund.actor_email,
      createdAt: refund.created_at,
    })),
    refundable: REFUNDABLE_STATUSES.includes(row.status)
      ? Math.max(0, amountPaid(row) - refunded)
      : 0,
    returnable: [...returnable].map(([productId, quantity]) => ({ productId, quantity })),
    channel: row.channel,
    email: row.email,
    userId: row.user_id,
    paymentMethod: row.payment_method ?? (row.payment_brand ? 'card' : null),
    paymentProvider: row.payment_provider,
    paymentReference: row.payment_reference,
    paymentTransactionId: row.payment_transaction_id,
    cashTendered: row.cash_tendered,
    refundReference: row.refund_reference,
    soldBy: row.sold_by,
    addressLines: addressLines(order),
    nextStatuses: NEXT_STATUSES[row.status] ?? [],
    audit,
  };
}

/**
 * What the packer needs: who and where (the address lines in the country's own order,
 * docs/shipping.md), how and when it goes, and the goods.
 */
export async function packingSlip(db: Kysely<Database>, id: string) {
  const row = await findOrder(db, id);
  if (!row) throw HttpError.notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  const items = await findOrderItems(db, [row.id]);
  const order = toOrder(row, items);
  return {
    orderId: order.id,
    createdAt: order.createdAt,
    status: order.status,
    channel: row.channel,
    country: order.shipping.country,
    countryCode: order.countryCode,
    name: `${order.shipping.firstName} ${order.shipping.lastName}`.trim(),
    phone: order.shipping.phone,
    addressLines: addressLines(order),
    area: order.area,
    delivery: order.delivery,
    shipDate: order.shipDate,
    deliveryDate: order.deliveryDate,
    items: order.items.map((item) => ({
      productId: item.productId,
      name: item.name,
      quantity: item.quantity,
    })),
  };
}

/** What the audit log keeps of an order: the fields a status change touches. */
function auditView(row: OrderRow) {
  return {
    status: row.status,
    trackingNumber: row.tracking_number,
    ...(row.carrier !== null ? { carrier: row.carrier } : {}),
    refundReference: row.refund_reference,
  };
}

/**
 * Moves an order to `body.status` if its current status allows it. The change, the
 * stock and coupon returned on a cancel, its timeline event and the audit row share one
 * transaction; the update is conditional on the status read, so two staff members acting
 * at once cannot both move it. A paid order is refunded through the gateway before it is
 * cancelled (same idempotency key on a retry, so it is never refunded twice). Shipping
 * needs a carrier of the order's country and a tracking number in that carrier's format;
 * the customer is mailed the tracking number by the 22:00 batch (tracking-batch.ts).
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
  let shipment: { carrier: string; trackingNumber: string } | null = null;
  if (target === 'shipped') {
    const check = checkShipment(row.country, body.carrier, body.trackingNumber);
    if (!check.ok) {
      throw HttpError.field(
        check.code === 'TRACKING_REQUIRED' || check.code === 'INVALID_TRACKING_NUMBER'
          ? 'trackingNumber'
          : 'carrier',
        check.message,
        check.code,
      );
    }
    shipment = { carrier: check.carrier.id, trackingNumber: check.trackingNumber };
  }
  await moveOrder(deps, actor, row, target, { shipment, by: 'staff' });
  if (target === 'cancelled') await mailRefund(deps, row, 'cancelled', null);
  return getAdminOrder(deps.db, row.id);
}

/**
 * The shopper cancels their own order (POST /orders/:id/cancel) while it is not packed:
 * as a staff cancel (payment refunded through its method, an unpaid one called off at its
 * provider, stock and coupon use back, conditional on the status read) with the customer
 * as the actor of the audit row, and a "you cancelled" mail. 409 once it is packed.
 */
export async function cancelOrderForCustomer(deps: AdminOrdersDeps, row: OrderRow) {
  if (row.channel !== 'web' || !CUSTOMER_CANCELLABLE.includes(row.status)) {
    throw HttpError.conflict(
      'This order can no longer be cancelled: it is already being packed or on its way',
      'ORDER_NOT_CANCELLABLE',
    );
  }
  // The audit row names the customer (a guest by the order's id).
  const actor: AccessClaims = {
    sub: row.user_id ?? `guest:${row.id}`,
    email: row.email,
    role: 'user',
    sid: '',
  };
  await moveOrder(deps, actor, row, 'cancelled', { shipment: null, by: 'customer' });
  await mailRefund(deps, row, 'customer_cancelled', null);
}

async function moveOrder(
  deps: AdminOrdersDeps,
  actor: AccessClaims,
  row: OrderRow,
  target: AdminOrderStatus,
  options: {
    shipment: { carrier: string; trackingNumber: string } | null;
    by: 'staff' | 'customer';
  },
): Promise<void> {
  const { shipment } = options;
  const trackingNumber = shipment?.trackingNumber ?? row.tracking_number;
  const carrier = shipment?.carrier ?? row.carrier;

  let refundReference = row.refund_reference;
  if (target === 'cancelled' && row.status === 'awaiting_payment') {
    // Not paid: the unfinished payment is called off at its provider, nothing to refund.
    const provider = deps.providers?.byName(row.payment_provider);
    if (provider?.cancel && row.payment_reference !== null) {
      await provider.cancel(row.payment_reference).catch((error: unknown) => {
        deps.log.warn(
          { orderId: row.id, reason: (error as Error)?.name ?? 'unknown' },
          'payment could not be cancelled at its provider',
        );
      });
    }
  } else if (target === 'cancelled' && row.payment_reference !== null && refundReference === null) {
    refundReference = await refundAtGateway(
      deps,
      row,
      {
        chargeReference: row.payment_reference,
        amount: row.amount_charged ?? row.total,
        idempotencyKey: `refund:${row.id}`,
      },
      'The payment could not be refunded, so the order was not cancelled. Please try again.',
    );
  }

  const now = deps.now();
  const nowIso = now.toISOString();
  // This cancel's own refund, made just now at the provider. Its notice (charge.refunded)
  // may be applied before this transaction, as a refund made at the provider (named by
  // the charge when the notice leaves the refund out): then the order is already marked
  // refunded and the books hold the money given back, and the cancel goes on.
  const ownRefund =
    target === 'cancelled' && refundReference !== null && row.refund_reference === null
      ? refundReference
      : null;
  await deps.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('orders')
      .set({
        status: target,
        tracking_number: trackingNumber,
        carrier,
        refund_reference: refundReference,
        // Shipped now: the next 22:00 batch of its zone mails the tracking number.
        ...(shipment ? { shipped_at: nowIso, tracking_mailed_at: null } : {}),
        updated_at: nowIso,
      })
      .where('id', '=', row.id)
      .where((eb) =>
        ownRefund === null
          ? eb('status', '=', row.status)
          : eb.or([
              eb('status', '=', row.status),
              eb('status', 'in', ['refunded', 'partially_refunded']),
            ]),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw orderChanged();
    await recordOrderEvent(trx, row.id, target as OrderEventKind, now, {
      by: options.by,
      ...(shipment ? shipment : {}),
      ...(target === 'paid' ? { method: row.payment_method ?? 'card' } : {}),
    });
    const booked = ownRefund === null ? [] : await findOrderRefunds(trx, [row.id]);
    const recorded =
      booked.some((refund) => refund.reference === ownRefund) ||
      booked.reduce((sum, refund) => sum + refund.amount, 0) >= amountPaid(row);
    if (ownRefund !== null && !recorded) {
      await insertOrderRefund(trx, {
        id: randomUUID(),
        order_id: row.id,
        seq: (await findOrderRefunds(trx, [row.id])).length + 1,
        amount: amountPaid(row),
        reason: options.by === 'customer' ? 'Cancelled by the customer' : 'Order cancelled',
        method: 'card',
        reference: refundReference,
        returned: '[]',
        actor_email: actor.email,
        created_at: nowIso,
      });
      await recordOrderEvent(trx, row.id, 'refunded', now, {
        amount: amountPaid(row),
        method: row.payment_method ?? 'card',
      });
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
        action: options.by === 'customer' ? 'order.cancelled_by_customer' : `order.${target}`,
        entityType: 'order',
        entityId: row.id,
        before: auditView(row),
        after: auditView({
          ...row,
          status: target,
          tracking_number: trackingNumber,
          carrier,
          refund_reference: refundReference,
        }),
      },
      now,
    );
  });
}

/**
 * A return: `body.amount` (taka, at most what is left to refund) given back through the
 * gateway for a card payment, or in cash at the counter for a cash sale; the goods the
 * clerk says came back go back into stock, nothing else does. Recorded as a refund of
 * the order, which becomes 'refunded' once all it paid is given back and
 * 'partially_refunded' before. The customer is mailed.
 */
export async function refundOrder(
  deps: AdminOrdersDeps,
  actor: AccessClaims,
  id: string,
  body: RefundBody,
) {
  const row = await findOrder(deps.db, id);
  if (!row) throw HttpError.notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  if (!REFUNDABLE_STATUSES.includes(row.status)) {
    throw HttpError.conflict(
      row.status === 'placed' || row.status === 'paid'
        ? `An order that is ${row.status} is not refunded in part: cancel it instead`
        : `An order that is ${row.status.replace('_', ' ')} cannot be refunded`,
      'NOT_REFUNDABLE',
    );
  }
  const reason = body.reason.trim();
  if (reason === '') throw HttpError.badRequest('Give a reason for the refund', 'REASON_REQUIRED');
  const items = await findOrderItems(deps.db, [row.id]);
  const earlier = await findOrderRefunds(deps.db, [row.id]);
  const refundedBefore = earlier.reduce((sum, refund) => sum + refund.amount, 0);
  const left = Math.max(0, amountPaid(row) - refundedBefore);
  if (left === 0)
    throw HttpError.conflict('Nothing is left to refund on this order', 'NOTHING_LEFT');
  if (body.amount > left) {
    throw HttpError.badRequest(
      `The refund can be at most ${moneyOf({ currency: 'BDT' })(left)}, what is left to refund`,
      'REFUND_TOO_LARGE',
    );
  }
  const returnable = returnableUnits(items, earlier);
  const returned = new Map<string, number>();
  for (const line of body.returned ?? []) {
    if (line.quantity === 0) continue;
    returned.set(line.productId, (returned.get(line.productId) ?? 0) + line.quantity);
  }
  for (const [productId, quantity] of returned) {
    const item = items.find((i) => i.product_id === productId);
    if (!item) {
      throw HttpError.badRequest(`${productId} is not part of this order`, 'NOT_IN_ORDER');
    }
    const most = returnable.get(productId) ?? 0;
    if (quantity > most) {
      throw HttpError.badRequest(
        most === 0
          ? `Every ${item.product_name} of this order has already come back`
          : `Only ${most} of ${item.product_name} can come back`,
        'TOO_MANY_RETURNED',
      );
    }
  }

  const method =
    row.payment_reference === null ? 'cash' : row.payment_method === 'bkash' ? 'bkash' : 'card';
  let reference: string | null = null;
  if (method !== 'cash') {
    reference = await refundAtGateway(
      deps,
      row,
      {
        chargeReference: row.payment_reference!,
        amount: body.amount,
        // The same return sent twice (a double click) is one refund at the gateway.
        idempotencyKey: `refund:${row.id}:${refundedBefore}:${body.amount}`,
      },
      'The payment could not be refunded, so nothing was recorded. Please try again.',
    );
  }

  const whole = refundedBefore + body.amount >= amountPaid(row);
  const status: AdminOrderStatus = whole ? 'refunded' : 'partially_refunded';
  const returnedList = [...returned].map(([productId, quantity]) => ({ productId, quantity }));
  const now = deps.now();
  const nowIso = now.toISOString();
  const refundRow = {
    id: randomUUID(),
    order_id: row.id,
    seq: earlier.length + 1,
    amount: body.amount,
    reason,
    method,
    reference,
    returned: JSON.stringify(returnedList),
    actor_email: actor.email,
    created_at: nowIso,
  };
  const recording = deps.db.transaction().execute(async (trx) => {
    // Conditional on what was read, so two clerks refunding at once cannot both give
    // back the same money.
    const result = await trx
      .updateTable('orders')
      .set({
        status,
        refund_reference: reference ?? row.refund_reference,
        updated_at: nowIso,
      })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .where('updated_at', '=', row.updated_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw orderChanged();
    await insertOrderRefund(trx, refundRow);
    await recordOrderEvent(trx, row.id, 'refunded', now, { amount: body.amount, method, reason });
    for (const line of returnedList) await releaseStock(trx, line.productId, line.quantity);
    await writeAudit(
      trx,
      actor,
      {
        action: 'order.refund',
        entityType: 'order',
        entityId: row.id,
        before: { ...auditView(row), refunded: refundedBefore },
        after: {
          ...auditView({ ...row, status, refund_reference: reference ?? row.refund_reference }),
          refunded: refundedBefore + body.amount,
          amount: body.amount,
          reason,
          returned: returnedList,
        },
      },
      now,
    );
  });
  try {
    await recording;
  } catch (error) {
    // The gateway gave the money back but the order could not record it (changed by
    // someone else meanwhile): say so loudly, so it is reconciled by hand.
    if (reference !== null) {
      deps.log.error(
        { orderId: row.id, refundReference: reference, amount: body.amount },
        'refund made at the gateway but not recorded on the order',
      );
    }
    throw error;
  }

  await mailRefund(deps, row, 'refunded', refundRow);
  return getAdminOrder(deps.db, row.id);
}

/**
 * Gives money of a card charge back at the gateway and returns the refund's reference.
 * A refund the gateway refused or never answered is logged and answered with 502 and
 * `notDone` (what was therefore left as it was), so nothing is stored for it.
 */
async function refundAtGateway(
  deps: AdminOrdersDeps,
  row: OrderRow,
  request: Omit<RefundRequest, 'currency'>,
  notDone: string,
): Promise<string> {
  let refund;
  try {
    const provider =
      row.payment_provider === 'test' ? undefined : deps.providers?.byName(row.payment_provider);
    if (provider) {
      // The provider was paid in the order's currency: the taka refund is converted at
      // the order's rate, never more than was paid.
      const currency = row.payment_currency === 'JPY' ? 'JPY' : 'BDT';
      const whole = request.amount >= amountPaid(row);
      const amount =
        whole && row.payment_amount !== null
          ? row.payment_amount
          : Math.min(
              convertFromBdt(request.amount, currency, Number(row.rate)),
              row.payment_amount ?? Number.MAX_SAFE_INTEGER,
            );
      refund = await provider.refund({
        reference: request.chargeReference,
        amount,
        currency,
        reason: 'requested_by_customer',
        idempotencyKey: request.idempotencyKey ?? `refund:${row.id}`,
      });
    } else {
      refund = await deps.gateway.refund({ ...request, currency: 'BDT' });
    }
  } catch (error) {
    deps.log.warn(
      { orderId: row.id, reason: (error as Error)?.name ?? 'unknown' },
      'refund failed',
    );
    refund = null;
  }
  if (refund?.status !== 'succeeded') throw new HttpError(502, 'REFUND_FAILED', notDone);
  return refund.reference;
}

/**
 * What the courier reports of a cash-on-delivery order: the money collected (to be
 * collected -> paid; shipped -> delivered, the goods and the money changed hands at the
 * door) or the goods refused (cancelled, 'Refused at delivery', stock and coupon use
 * back). Conditional on the status read and audited like every back-office change.
 */
export async function recordCodOutcome(
  deps: AdminOrdersDeps,
  actor: AccessClaims,
  id: string,
  body: CodOutcomeBody,
) {
  const row = await findOrder(deps.db, id);
  if (!row) throw HttpError.notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  if (
    row.payment_method !== 'cod' ||
    !['to_be_collected', 'shipped', 'out_for_delivery'].includes(row.status)
  ) {
    throw HttpError.conflict(
      row.payment_method !== 'cod'
        ? 'This order is not paid cash on delivery'
        : `A cash-on-delivery order that is ${row.status.replace('_', ' ')} has nothing to collect`,
      'ILLEGAL_TRANSITION',
    );
  }
  const collected = body.outcome === 'collected';
  const target: AdminOrderStatus = collected
    ? row.status === 'shipped' || row.status === 'out_for_delivery'
      ? 'delivered'
      : 'paid'
    : 'cancelled';
  const cancelReason = collected ? row.cancel_reason : 'Refused at delivery';
  const now = deps.now();
  const nowIso = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('orders')
      .set({
        status: target,
        cancel_reason: cancelReason,
        ...(collected ? { amount_charged: row.total } : {}),
        updated_at: nowIso,
      })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw orderChanged();
    if (collected) {
      await recordOrderEvent(trx, row.id, 'paid', now, { method: 'cod', amount: row.total });
      if (target === 'delivered') await recordOrderEvent(trx, row.id, 'delivered', now);
    } else {
      await recordOrderEvent(trx, row.id, 'cancelled', now, { reason: cancelReason, by: 'staff' });
    }
    if (!collected) {
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
        action: collected ? 'order.cod_collected' : 'order.cod_refused',
        entityType: 'order',
        entityId: row.id,
        before: { ...auditView(row), amountCharged: row.amount_charged },
        after: {
          ...auditView({ ...row, status: target }),
          amountCharged: collected ? row.total : row.amount_charged,
          cancelReason,
        },
      },
      now,
    );
  });
  if (!collected) await mailRefund(deps, row, 'cancelled', null);
  return getAdminOrder(deps.db, row.id);
}

/** The 409 for an order that another clerk changed between reading it and writing it. */
function orderChanged(): HttpError {
  return HttpError.conflict(
    'The order was changed by someone else; reload it and try again',
    'ORDER_CHANGED',
  );
}

const REFUND_MAIL = 'order.refund';

interface RefundMailPayload {
  orderId: string;
  kind: 'cancelled' | 'refunded' | 'customer_cancelled';
  /** The refund just made; null for a cancel (its refund, if any, is the order's last). */
  refundId: string | null;
}

/** Queues what was cancelled or refunded for the customer's mail. */
async function mailRefund(
  deps: AdminOrdersDeps,
  row: OrderRow,
  kind: 'cancelled' | 'refunded' | 'customer_cancelled',
  refundRow: OrderRefundRow | null,
): Promise<void> {
  // Every cancel and refund here may have given stock back: back-in-stock mails go now.
  await wakeRestockCheck(deps.jobs, deps.log);
  // A counter sale's address is the clerk's: the customer left no way to reach them.
  if (row.channel === 'pos') return;
  await queueCustomerMail(deps, row, REFUND_MAIL, {
    orderId: row.id,
    kind,
    refundId: refundRow?.id ?? null,
  });
}

/**
 * A mail to the customer is queued after the change is stored (one insert); a worker
 * sends it and tries again if the mail server fails. A failure to queue is logged only.
 */
export async function queueCustomerMail<P extends { orderId: string }>(
  deps: AdminOrdersDeps,
  row: OrderRow,
  kind: string,
  payload: P,
): Promise<void> {
  try {
    await queueMail(deps.jobs, kind, payload);
  } catch (error) {
    deps.log.error(
      { orderId: row.id, kind, reason: (error as Error)?.message ?? String(error) },
      'customer mail could not be queued',
    );
  }
}

/**
 * How the cancelled and refunded mails are built when their job runs: from the
 * order as it is then, with a link whose guest token is minted here, never stored.
 */
export function registerOrderChangeMails(
  jobs: JobQueue,
  deps: { db: Kysely<Database>; config: Config },
): void {
  const { db, config } = deps;
  const linkOf = (row: OrderRow) => customerOrderLink(config, row);

  registerMail<RefundMailPayload>(jobs, REFUND_MAIL, {
    label: 'refund mail',
    logFields: ({ orderId, kind }) => ({ orderId, kind }),
    async build({ orderId, kind, refundId }): Promise<MailMessage | null> {
      const row = await findOrder(db, orderId);
      if (!row) return null;
      const items = await findOrderItems(db, [row.id]);
      const refunds = await findOrderRefunds(db, [row.id]);
      const order = toOrder(row, items, refunds);
      // A cancel of a paid order made exactly one refund row; an unpaid one made none.
      const made =
        refundId !== null
          ? (refunds.find((r) => r.id === refundId) ?? null)
          : kind !== 'refunded'
            ? (refunds.at(-1) ?? null)
            : null;
      const index = made ? refunds.findIndex((r) => r.id === made.id) : -1;
      const refund = order.refunds[index] ?? null;
      const returned = made
        ? returnedLines(made).map((line) => ({
            name:
              items.find((item) => item.product_id === line.productId)?.product_name ??
              line.productId,
            quantity: line.quantity,
          }))
        : [];
      return refundMail({
        kind,
        order,
        to: row.email,
        refund,
        returned,
        link: linkOf(row),
        shopUrl: config.SHOP_URL,
        locale: orderRowLocale(row),
      });
    },
  });
}

/** The customer's order page, with a guest token minted now (never stored in a job). */
export function customerOrderLink(
  config: Pick<Config, 'SHOP_URL' | 'JWT_SECRET'>,
  row: OrderRow,
): string {
  return orderPageLink(
    config.SHOP_URL,
    row.id,
    deriveOrderToken(config.JWT_SECRET, row.id, row.access_token_salt),
    orderRowLocale(row),
  );
}

/** The language the order was placed in: the customer's mails speak it. */
export function orderRowLocale(row: OrderRow): Locale {
  return isLocale(row.locale) ? row.locale : 'en';
}
