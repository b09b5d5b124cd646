import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { AccessClaims } from '../../lib/access-token';
import { HttpError } from '../../lib/http-error';
import { deleteRedemptionsOfOrder, releaseCouponUse } from '../coupons/coupons.repository';
import { releaseStock } from '../inventory/inventory.repository';
import type { Mailer, MailMessage } from '../mail/mailer';
import { moneyOf, orderPageLink } from '../mail/order-mail';
import { addressLines } from '../orders/address-lines';
import { deliveryOf } from '../orders/order-delivery';
import { deriveOrderToken } from '../orders/order-token';
import { toOrder } from '../orders/order-views';
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
import { shippedMail } from './shipped-mail';

export interface AdminOrdersDeps {
  db: Kysely<Database>;
  config: Config;
  now: () => Date;
  gateway: PaymentGateway;
  /** Orders paid through bKash or Stripe are refunded through the same provider. */
  providers?: PaymentProviders;
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
  refunded: [],
  partially_refunded: [],
  // The provider settles it (or the sweeper at its deadline); staff may still cancel it.
  awaiting_payment: ['cancelled'],
  // Cash on delivery: the courier's outcome is POST /admin/orders/:id/cod.
  to_be_collected: ['shipped', 'cancelled'],
};

/** Statuses from which goods may be returned and money given back in part or whole. */
export const REFUNDABLE_STATUSES: readonly AdminOrderStatus[] = [
  'shipped',
  'delivered',
  'partially_refunded',
];

export const TRACKING_REQUIRED = 'A tracking number is required to ship an order';
const TRACKING_SHAPE = /^[A-Za-z0-9][A-Za-z0-9 -]{3,62}$/;
export const ORDER_NOT_FOUND = 'Order not found';

export interface OrderFilter {
  status?: string | undefined;
  channel?: string | undefined;
  /** A country's name or code (BD, JP, ...). */
  country?: string | undefined;
  /** A Bangladeshi division id or a Japanese prefecture. */
  area?: string | undefined;
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
  const order = toOrder(row, items, refunds);
  return {
    ...order,
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
    if (Number(result.numUpdatedRows) !== 1) throw orderChanged();
    if (target === 'cancelled' && refundReference !== null && row.refund_reference === null) {
      await insertOrderRefund(trx, {
        id: randomUUID(),
        order_id: row.id,
        seq: (await findOrderRefunds(trx, [row.id])).length + 1,
        amount: amountPaid(row),
        reason: 'Order cancelled',
        method: 'card',
        reference: refundReference,
        returned: '[]',
        actor_email: actor.email,
        created_at: nowIso,
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

  if (target === 'shipped' && trackingNumber) {
    mailCustomer(deps, row, 'shipping', (link) =>
      shippedMail({
        orderId: row.id,
        to: row.email,
        name: customerName(row),
        trackingNumber,
        link,
        shopUrl: deps.config.SHOP_URL,
      }),
    );
  }
  if (target === 'cancelled') await mailRefund(deps, row, 'cancelled', null);
  return getAdminOrder(deps.db, row.id);
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
  if (row.payment_method !== 'cod' || !['to_be_collected', 'shipped'].includes(row.status)) {
    throw HttpError.conflict(
      row.payment_method !== 'cod'
        ? 'This order is not paid cash on delivery'
        : `A cash-on-delivery order that is ${row.status.replace('_', ' ')} has nothing to collect`,
      'ILLEGAL_TRANSITION',
    );
  }
  const collected = body.outcome === 'collected';
  const target: AdminOrderStatus = collected
    ? row.status === 'shipped'
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

/** Reads the order as its customer sees it now and mails what was cancelled or refunded. */
async function mailRefund(
  deps: AdminOrdersDeps,
  row: OrderRow,
  kind: 'cancelled' | 'refunded',
  refundRow: OrderRefundRow | null,
): Promise<void> {
  // A counter sale's address is the clerk's: the customer left no way to reach them.
  if (row.channel === 'pos') return;
  const after = (await findOrder(deps.db, row.id)) ?? row;
  const items = await findOrderItems(deps.db, [row.id]);
  const refunds = await findOrderRefunds(deps.db, [row.id]);
  const order = toOrder(after, items, refunds);
  // A cancel of a paid order made exactly one refund row; an unpaid one made none.
  const made = refundRow ?? (kind === 'cancelled' ? (refunds.at(-1) ?? null) : null);
  const index = made ? refunds.findIndex((r) => r.id === made.id) : -1;
  const refund = order.refunds[index] ?? null;
  const returned = made
    ? returnedLines(made).map((line) => ({
        name:
          items.find((item) => item.product_id === line.productId)?.product_name ?? line.productId,
        quantity: line.quantity,
      }))
    : [];
  mailCustomer(deps, row, kind === 'cancelled' ? 'cancellation' : 'refund', (link) =>
    refundMail({
      kind,
      order,
      to: row.email,
      refund,
      returned,
      link,
      shopUrl: deps.config.SHOP_URL,
    }),
  );
}

/** A mail to the customer goes out after the change is stored; a failure is logged only. */
function mailCustomer(
  deps: AdminOrdersDeps,
  row: OrderRow,
  what: string,
  build: (link: string) => MailMessage,
): void {
  const token = deriveOrderToken(deps.config.JWT_SECRET, row.id, row.access_token_salt);
  const link = orderPageLink(deps.config.SHOP_URL, row.id, token);
  const sending = deps.mailer
    .send(build(link))
    .catch((error: unknown) => {
      deps.log.error(
        { orderId: row.id, reason: (error as Error)?.message ?? String(error) },
        `${what} mail could not be sent`,
      );
    })
    .finally(() => deps.pending.delete(sending));
  deps.pending.add(sending);
}
