import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AccessClaims } from '../../lib/access-token';
import { HttpError } from '../../lib/http-error';
import { currencyOf, storedAmountsInCurrency } from './order-amounts';
import { deliveryView } from './order-delivery';
import { findOrderTimeline, findOrderTimelines, type TimelineEntry } from './order-events';
import { orderTokenMatches } from './order-token';
import { konbiniOf } from './payment-settlement';
import { listOrderClaims } from '../claims/claims.repository';
import {
  findOrder,
  findOrderItems,
  findOrderRefunds,
  findUserOrders,
  type OrderItemRow,
  type OrderRefundRow,
  type OrderRow,
} from './orders.repository';
import type { Order } from './orders.schemas';

// Reading orders: one order for its owner or the holder of its guest token, and a
// signed-in shopper's list.

export const ORDER_NOT_FOUND = 'Order not found';

/** Until it is packed a shopper may cancel their order (POST /orders/:id/cancel). */
export const CUSTOMER_CANCELLABLE: readonly string[] = [
  'placed',
  'paid',
  'awaiting_payment',
  'to_be_collected',
];
const USER_ORDERS_LIMIT = 100;

export interface OrderViewer {
  user: AccessClaims | null;
  token: string | undefined;
}

/**
 * The owner (bearer token) or the holder of the guest token sees the order; anyone else
 * gets the same 404 as for an id that does not exist, so ids leak nothing.
 */
export async function getOrder(
  db: Kysely<Database>,
  orderId: string,
  viewer: OrderViewer,
): Promise<Order> {
  const row = await findViewableOrder(db, orderId, viewer);
  return {
    ...toOrder(
      row,
      await findOrderItems(db, [row.id]),
      await findOrderRefunds(db, [row.id]),
      await findOrderTimeline(db, row.id),
    ),
    // Returns and warranty claims (decision 24), on the order's own page only.
    claims: await listOrderClaims(db, row.id),
  };
}

/** The order row if `viewer` may see it; the same 404 for anyone else and a missing id. */
export async function findViewableOrder(
  db: Kysely<Database>,
  orderId: string,
  viewer: OrderViewer,
): Promise<OrderRow> {
  const row = await findOrder(db, orderId);
  const isOwner = row !== undefined && viewer.user !== null && row.user_id === viewer.user.sub;
  const hasToken =
    row !== undefined &&
    viewer.token !== undefined &&
    orderTokenMatches(viewer.token, row.access_token_hash);
  if (!row || !(isOwner || hasToken)) throw HttpError.notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  return row;
}

export async function listUserOrders(db: Kysely<Database>, userId: string): Promise<Order[]> {
  const rows = await findUserOrders(db, userId, USER_ORDERS_LIMIT);
  const ids = rows.map((row) => row.id);
  const items = await findOrderItems(db, ids);
  const refunds = await findOrderRefunds(db, ids);
  const timelines = await findOrderTimelines(db, ids);
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.order_id === row.id),
      refunds.filter((refund) => refund.order_id === row.id),
      timelines.get(row.id) ?? [],
    ),
  );
}

/** An order as its customer sees it; the back office adds its own fields to this view. */
export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  refunds: OrderRefundRow[] = [],
  timeline: TimelineEntry[] = [],
): Order {
  const shipping = JSON.parse(row.shipping) as Partial<Order['shipping']>;
  const currency = currencyOf(row);
  const rate = Number(row.rate);
  const inCurrency = storedAmountsInCurrency(row, items);
  return {
    id: row.id,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    items: items.map((item) => ({
      productId: item.product_id,
      name: item.product_name,
      unitPrice: item.unit_price,
      quantity: item.quantity,
      lineTotal: item.line_total,
    })),
    shipping: {
      firstName: shipping.firstName ?? '',
      lastName: shipping.lastName ?? '',
      email: shipping.email ?? row.email,
      phone: shipping.phone ?? '',
      address: shipping.address ?? '',
      city: shipping.city ?? '',
      state: shipping.state ?? '',
      zipCode: shipping.zipCode ?? '',
      country: shipping.country ?? row.country,
      town: shipping.town ?? '',
    },
    subtotal: row.subtotal,
    shippingCost: row.shipping_cost,
    couponCode: row.coupon_code,
    couponDiscount: row.coupon_discount,
    total: row.total,
    currency,
    rate,
    inCurrency,
    payment:
      row.payment_brand !== null && row.payment_last4 !== null
        ? { brand: row.payment_brand, last4: row.payment_last4 }
        : null,
    trackingNumber: row.tracking_number,
    carrier: row.carrier,
    timeline,
    cancellable: row.channel === 'web' && CUSTOMER_CANCELLABLE.includes(row.status),
    deliveryDays: row.delivery_days,
    shipDate: row.ship_date,
    deliveryDate: row.delivery_date,
    refunds: refunds.map((refund) => ({
      amount: refund.amount,
      reason: refund.reason,
      method: refund.method === 'cash' ? 'cash' : 'card',
      createdAt: refund.created_at,
    })),
    ...paymentView(row),
    ...deliveryView(row, inCurrency.total),
  };
}

const METHODS = ['card', 'cod', 'bkash', 'konbini', 'cash'] as const;

/** How an order is paid, as its customer and the back office see it (docs/payments.md). */
export function paymentView(row: OrderRow) {
  const method = METHODS.find((entry) => entry === row.payment_method);
  return {
    // Web orders before payment methods were all paid by card.
    paymentMethod: method ?? (row.channel === 'web' || row.payment_brand !== null ? 'card' : null),
    paymentDeadline: row.status === 'awaiting_payment' ? row.payment_deadline : null,
    cancelReason: row.cancel_reason,
    codFee: row.cod_fee,
    konbini: row.status === 'awaiting_payment' ? konbiniOf(row) : null,
  };
}
