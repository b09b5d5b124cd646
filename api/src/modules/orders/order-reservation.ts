import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { AccessClaims } from '../../lib/access-token';
import { HttpError } from '../../lib/http-error';
import {
  claimCouponUse,
  countCustomerRedemptions,
  deleteRedemptionsOfOrder,
  findCoupon,
  insertRedemption,
  releaseCouponUse,
} from '../coupons/coupons.repository';
import { COUPON_MESSAGES, evaluateCoupon, normalizeCode } from '../coupons/coupons.rules';
import { findProductName, releaseStock, reserveStock } from '../inventory/inventory.repository';
import type { ChargeResult } from '../payments/payment-gateway';
import { codFee, type MethodCountry } from '../payments/payment-methods';
import type { PaymentMethod } from '../payments/payment-provider';
import { moneyOf } from '../mail/order-mail';
import { gatewayKeyFor } from './charge-recovery';
import { shippingFee } from '../shipping/shipping.rules';
import { mergeItems, productNotFound } from '../shipping/shipping.service';
import { canonicalEmail } from '../users/users.service';
import { attachOrderToKey } from './idempotency.repository';
import { amountsInCurrency } from './order-amounts';
import { deliveryColumns, deliveryView } from './order-delivery';
import { newOrderId } from './order-id';
import { deriveOrderToken, hashOrderToken, newTokenSalt } from './order-token';
import { deleteOrder, insertOrder } from './orders.repository';
import { recordOrderEvent } from './order-events';
import type { OrderRequest, PlaceOrderResponse } from './orders.schemas';
import type { OrdersDeps, PlaceOrderContext } from './orders.types';
import type { CheckedShipping } from './shipping-details';
import { handedOverSchedule, SHOWROOM } from './showroom';

// The reservation step of placing an order: one transaction takes the units (a
// conditional UPDATE per product, never below zero), counts the coupon's use with its
// limits re-checked, and writes the order as 'placed'. Concurrent orders therefore see
// reserved units as gone. A payment that fails later undoes it (cancelReservation).

export interface Reservation {
  orderId: string;
  accessToken: string;
  lines: { productId: string; quantity: number }[];
  couponCode: string | null;
  response: Omit<PlaceOrderResponse, 'payment'>;
  /** The stored idempotency key, when the order belongs to one (checkout). */
  idempotencyKey?: string;
  /** A charge the gateway approved earlier for this order (a resumed request). */
  recordedCharge?: ChargeResult;
}

/** How the order is paid, chosen and checked before it is reserved (payment-choice.ts). */
export interface PaymentPlan {
  method: PaymentMethod;
  /** 'test', 'stripe' or 'bkash'; null for cash on delivery. */
  provider: string | null;
  /** What the order is recorded as: 'placed' until the card our API charges is approved. */
  status: 'placed' | 'to_be_collected' | 'awaiting_payment';
  country: MethodCountry;
  /** awaiting_payment: cancelled when not paid by then. */
  deadline: Date | null;
}

/** The card our API charges itself: the plan of every order before payment methods. */
export const TEST_CARD_PLAN: PaymentPlan = {
  method: 'card',
  provider: 'test',
  status: 'placed',
  country: 'BD',
  deadline: null,
};

export const codLimitMessage = (limit: number, total: number) =>
  `Cash on delivery is available for orders up to ${moneyOf({ currency: 'BDT' })(limit)}; ` +
  `this order comes to ${moneyOf({ currency: 'BDT' })(total)}. Please choose another payment method.`;

interface PricedLine {
  productId: string;
  name: string;
  price: number;
  quantity: number;
}

type Trx = Transaction<Database>;

export async function reserve(
  deps: OrdersDeps,
  request: OrderRequest,
  context: PlaceOrderContext,
  shipping: CheckedShipping,
  now: Date,
  link: { idempotencyKey: string } | { soldBy: string },
  plan: PaymentPlan = TEST_CARD_PLAN,
): Promise<Reservation> {
  const counter = 'soldBy' in link ? link : undefined;
  const { config } = deps;
  const nowIso = now.toISOString();
  // Sorted, so two orders for the same products lock rows in the same order
  // (no deadlock on PostgreSQL).
  const items = mergeItems(request.items).sort((a, b) =>
    a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0,
  );
  const couponCode = request.couponCode ? normalizeCode(request.couponCode) || null : null;
  // Canonical, so name+1@example.com is the same customer as name@example.com.
  const customerEmail = canonicalEmail(context.user?.email ?? shipping.details.email);
  const currency = request.currency ?? 'BDT';
  const orderId = newOrderId();
  const salt = newTokenSalt();
  const accessToken = deriveOrderToken(config.JWT_SECRET, orderId, salt);
  const schedule = counter ? handedOverSchedule(now) : shipping.plan;
  const country = counter ? SHOWROOM.country : shipping.country;
  const channel = counter ? 'pos' : 'web';
  const delivery = {
    ...deliveryColumns(shipping),
    ...(counter ? { delivery_method: 'counter' } : {}),
  };

  return deps.db.transaction().execute(async (trx) => {
    // The first statement writes, so SQLite takes its write lock at once and a
    // concurrent writer (another process) waits on busy_timeout instead of failing
    // a read-to-write upgrade. Within one process Kysely's single SQLite connection
    // already runs transactions one after another.
    const lines = await takeStock(trx, items);
    const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    // Goods sold at the counter leave with the customer: nothing to ship.
    const shippingCost = counter ? 0 : shippingFee(config, shipping.destination, subtotal);
    const couponDiscount =
      couponCode === null ? 0 : await useCoupon(trx, couponCode, customerEmail, now, subtotal);
    const fee =
      plan.method === 'cod'
        ? codFee(config, plan.country, currency, config.JPY_PER_BDT)
        : { fee: 0, feeInCurrency: 0 };
    const total = subtotal + shippingCost - couponDiscount + fee.fee;
    if (plan.method === 'cod' && total > config.COD_MAX_TOTAL_BDT) {
      throw HttpError.field(
        'payment.method',
        codLimitMessage(config.COD_MAX_TOTAL_BDT, total),
        'COD_LIMIT_EXCEEDED',
      );
    }
    if (context.user) await assertAccountExists(trx, context.user);
    const inCurrency = amountsInCurrency({
      currency,
      rate: config.JPY_PER_BDT,
      shippingCost,
      couponDiscount,
      codFee: fee.feeInCurrency,
      items: lines.map((line) => ({
        productId: line.productId,
        unitPrice: line.price,
        quantity: line.quantity,
      })),
    });
    const paymentKey =
      plan.provider !== null && plan.provider !== 'test' && 'idempotencyKey' in link
        ? gatewayKeyFor(config, link.idempotencyKey)
        : null;

    await insertOrder(
      trx,
      {
        id: orderId,
        user_id: context.user?.sub ?? null,
        access_token_hash: hashOrderToken(accessToken),
        access_token_salt: salt,
        status: plan.status,
        email: shipping.details.email,
        shipping: JSON.stringify(shipping.details),
        country,
        prefecture: counter ? null : shipping.prefecture,
        currency,
        rate: config.JPY_PER_BDT,
        subtotal,
        shipping_cost: shippingCost,
        coupon_code: couponCode,
        coupon_discount: couponDiscount,
        total,
        amount_charged: null,
        payment_brand: null,
        payment_last4: null,
        payment_reference: null,
        tracking_number: null,
        delivery_days: schedule.deliveryDays,
        ship_date: schedule.shipDate,
        delivery_date: schedule.deliveryDate,
        created_at: nowIso,
        updated_at: nowIso,
        ...(context.locale ? { locale: context.locale } : {}),
        ...delivery,
        ...(counter ? { channel, sold_by: counter.soldBy } : {}),
        ...(counter
          ? {}
          : {
              payment_method: plan.method,
              payment_provider: plan.provider,
              payment_deadline: plan.deadline?.toISOString() ?? null,
              cod_fee: fee.fee,
              cod_fee_in_currency: fee.feeInCurrency,
              // What the provider is asked for, or the courier collects: in the order's
              // own currency (the shopper was shown yen as inCurrency).
              payment_currency: currency,
              payment_amount: currency === 'JPY' ? inCurrency.total : total,
              payment_key: paymentKey,
            }),
      },
      lines.map((line) => ({
        order_id: orderId,
        product_id: line.productId,
        product_name: line.name,
        unit_price: line.price,
        quantity: line.quantity,
        line_total: line.price * line.quantity,
      })),
    );
    if (couponCode !== null) {
      await insertRedemption(trx, {
        id: `${orderId}:${couponCode}`,
        coupon_code: couponCode,
        order_id: orderId,
        customer_email: customerEmail,
        user_id: context.user?.sub ?? null,
        created_at: nowIso,
      });
    }
    // The timeline's first steps (docs/after-purchase.md).
    await recordOrderEvent(trx, orderId, 'placed', nowIso, {
      method: counter ? null : plan.method,
    });
    if (!counter && plan.status !== 'placed') {
      await recordOrderEvent(trx, orderId, plan.status, nowIso, {
        method: plan.method,
        deadline: plan.deadline?.toISOString() ?? null,
      });
    }
    if ('idempotencyKey' in link) {
      // In the order's own transaction: a crash right after it commits still leaves the
      // order linked to its key, so the retry finishes this order instead of reserving
      // (and charging) a second one.
      await attachOrderToKey(trx, link.idempotencyKey, orderId, nowIso);
    }

    return {
      orderId,
      accessToken,
      lines: lines.map(({ productId, quantity }) => ({ productId, quantity })),
      couponCode,
      response: {
        success: true as const,
        orderId,
        accessToken,
        status: plan.status,
        subtotal,
        shippingCost,
        couponCode,
        couponDiscount,
        total,
        currency,
        rate: config.JPY_PER_BDT,
        inCurrency,
        deliveryDays: schedule.deliveryDays,
        shipDate: schedule.shipDate,
        deliveryDate: schedule.deliveryDate,
        ...deliveryView({ ...delivery, country, channel }, inCurrency.total),
        paymentMethod: counter ? null : plan.method,
        paymentDeadline: plan.deadline?.toISOString() ?? null,
        codFee: fee.fee,
      },
    };
  });
}

/** Takes every line's units at the database's price; 409 naming the product when short. */
async function takeStock(
  trx: Trx,
  items: { productId: string; quantity: number }[],
): Promise<PricedLine[]> {
  const lines: PricedLine[] = [];
  for (const item of items) {
    const product = await reserveStock(trx, item.productId, item.quantity);
    if (!product) {
      const existing = await findProductName(trx, item.productId);
      if (!existing) throw productNotFound(item.productId);
      throw HttpError.conflict(
        existing.stock_quantity === 0
          ? `${existing.name} is out of stock`
          : `Only ${existing.stock_quantity} of ${existing.name} left in stock`,
        'OUT_OF_STOCK',
      );
    }
    lines.push({
      productId: product.id,
      name: product.name,
      price: product.price,
      quantity: item.quantity,
    });
  }
  return lines;
}

/**
 * Counts one use of the coupon (conditional on its total limit), then judges it as it
 * was before this order; a rejection rolls the count back with the transaction.
 * Answers the discount.
 */
async function useCoupon(
  trx: Trx,
  couponCode: string,
  customerEmail: string,
  now: Date,
  subtotal: number,
): Promise<number> {
  const claimed = await claimCouponUse(trx, couponCode);
  const before = claimed
    ? { ...claimed, used_count: claimed.used_count - 1 }
    : await findCoupon(trx, couponCode);
  const customerUses =
    before && before.per_user_limit !== null
      ? await countCustomerRedemptions(trx, couponCode, customerEmail)
      : undefined;
  const verdict = evaluateCoupon(before, {
    now,
    subtotal,
    ...(customerUses === undefined ? {} : { customerUses }),
  });
  if (!verdict.valid) throw HttpError.unprocessable(verdict.message, 'COUPON_INVALID');
  if (!claimed) throw HttpError.unprocessable(COUPON_MESSAGES.usedUp, 'COUPON_INVALID');
  return verdict.discount;
}

/** A token of a deleted account orders nothing: 401, as for any session that ended. */
async function assertAccountExists(trx: Trx, user: AccessClaims): Promise<void> {
  const exists = await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', user.sub)
    .executeTakeFirst();
  if (!exists) throw HttpError.unauthorized();
}

/** Undoes a reservation whose payment did not go through. */
export async function cancelReservation(
  deps: { db: Kysely<Database> },
  reservation: Reservation,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    for (const line of reservation.lines) {
      await releaseStock(trx, line.productId, line.quantity);
    }
    if (reservation.couponCode !== null) {
      await deleteRedemptionsOfOrder(trx, reservation.orderId);
      await releaseCouponUse(trx, reservation.couponCode);
    }
    await deleteOrder(trx, reservation.orderId);
  });
}
