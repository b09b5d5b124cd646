import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { AccessClaims } from '../../lib/access-token';
import { errorResponse, type ErrorResponse } from '../../lib/error-response';
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
import { validateCard } from '../payments/card-validation';
import type { ChargeResult, PaymentCard, PaymentGateway } from '../payments/payment-gateway';
import { shippingFee } from '../shipping/shipping.rules';
import { DOMESTIC_COUNTRY } from '../shipping/countries';
import { mergeItems, productNotFound, scheduleFor } from '../shipping/shipping.service';
import {
  attachOrderToKey,
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyKey,
  markKeyFailed,
  recordChargeOnKey,
  releaseIdempotencyKey,
} from './idempotency.repository';
import { gatewayKeyFor, idempotencyKeyFor } from './charge-recovery';
import { canonicalEmail } from '../users/users.service';
import { cardBrand } from '../payments/card-brand';
import { newOrderId } from './order-id';
import { requestFingerprint } from './request-fingerprint';
import { deriveOrderToken, hashOrderToken, newTokenSalt, orderTokenMatches } from './order-token';
import {
  deleteOrder,
  findOrder,
  findOrderItems,
  findUserOrders,
  insertOrder,
  updateOrder,
  type OrderItemRow,
  type OrderRow,
} from './orders.repository';
import type { Order, OrderRequest, PlaceOrderResponse } from './orders.schemas';
import { checkShipping, type CheckedShipping } from './shipping-details';

export interface OrdersDeps {
  db: Kysely<Database>;
  config: Config;
  now: () => Date;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  /**
   * Called once per order, right after it is recorded as paid (never on an idempotent
   * replay). It must not throw or wait: the order is already complete (order-mail.ts).
   */
  onPaid?: (paid: { orderId: string; accessToken: string }) => void;
}

export interface PlaceOrderContext {
  idempotencyKey: string;
  user: AccessClaims | null;
}

export type OrderOutcomeStatus = 201 | 402 | 409 | 422;

export interface OrderOutcome {
  status: OrderOutcomeStatus | 400 | 401 | 404;
  body: PlaceOrderResponse | ErrorResponse;
}

export const ORDER_NOT_FOUND = 'Order not found';
// A pending key older than ORDER_PENDING_STALE_SECONDS (2 minutes unless set) belongs to
// a request that died (crash, killed process); a retry may take it over. Far longer
// than any order takes.
const stalePendingMs = (config: Pick<Config, 'ORDER_PENDING_STALE_SECONDS'>) =>
  config.ORDER_PENDING_STALE_SECONDS * 1000;
const USER_ORDERS_LIMIT = 100;

/**
 * Places an order. The server is the authority (decisions 5): prices, shipping,
 * discount and total are computed here from the database; the client's figures are
 * IGNORED (not compared), and the answer carries the real ones.
 *
 * Money and stock, in order:
 * 1. one transaction reserves everything: a conditional UPDATE per product takes the
 *    units (409 OUT_OF_STOCK naming the product when short), the coupon's use is
 *    counted with its limits re-checked, and the order is written as 'placed';
 * 2. the card is charged outside any transaction (no lock is held while a gateway
 *    answers);
 * 3. paid: the order becomes 'paid'. Declined or failed: a second transaction gives
 *    the units and the coupon use back and removes the order, then 402.
 * Concurrent orders therefore see reserved units as gone (never oversold), and a
 * failed payment leaves stock and coupon usage exactly as they were.
 */
export async function placeOrder(
  deps: OrdersDeps,
  request: OrderRequest,
  context: PlaceOrderContext,
): Promise<OrderOutcome> {
  const now = deps.now();
  // Deterministic checks first: a bad body never claims an idempotency key.
  const shipping = checkShipping(request.shipping);
  const card = validateCard(request.payment, now);

  const key = idempotencyKeyFor(deps.config, context, shipping.details.email);
  const fingerprint = requestFingerprint(deps.config.JWT_SECRET, request);
  const resumed = await resumeReservedOrder(deps, key, fingerprint, card, now);
  if (resumed) return resumed;
  const replay = await claimOrReplay(deps, key, fingerprint, now);
  if (replay) return replay;

  try {
    const outcome = await chargeAndSettle(deps, request, context, shipping, card, now);
    await storeOutcome(deps, key, outcome, now);
    return outcome;
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      const outcome = {
        status: error.status as OrderOutcome['status'],
        body: errorResponse(error.code, error.message),
      };
      await storeOutcome(deps, key, outcome, now);
      return outcome;
    }
    // Unexpected. With no order reserved nothing was promised, so a retry may run
    // again; once an order (and maybe a charge) exists, the key is kept and a retry
    // finishes that order instead of reserving and charging a second time.
    const row = await findIdempotencyKey(deps.db, key).catch(() => undefined);
    if (row?.order_id) await markKeyFailed(deps.db, key, now.toISOString()).catch(() => undefined);
    else await releaseIdempotencyKey(deps.db, key).catch(() => undefined);
    throw error;
  }
}

async function claimOrReplay(
  deps: OrdersDeps,
  key: string,
  fingerprint: string,
  now: Date,
): Promise<OrderOutcome | null> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (await claimIdempotencyKey(deps.db, key, fingerprint, now.toISOString())) return null;
    const existing = await findIdempotencyKey(deps.db, key);
    if (!existing) continue; // released between our insert and read: try again
    if (existing.request_hash !== fingerprint) {
      throw HttpError.unprocessable(
        'This Idempotency-Key was already used with a different request',
        'IDEMPOTENCY_KEY_REUSED',
      );
    }
    if (existing.state === 'done' && existing.response_status !== null && existing.response_body) {
      return replayOutcome(
        deps,
        existing.response_status as OrderOutcome['status'],
        existing.response_body,
      );
    }
    const age = now.getTime() - Date.parse(existing.updated_at);
    if (age > stalePendingMs(deps.config)) {
      await releaseIdempotencyKey(deps.db, key, existing.updated_at);
      continue;
    }
    throw HttpError.conflict(
      'A request with this Idempotency-Key is still being processed',
      'IDEMPOTENCY_KEY_IN_PROGRESS',
    );
  }
  throw HttpError.conflict(
    'A request with this Idempotency-Key is still being processed',
    'IDEMPOTENCY_KEY_IN_PROGRESS',
  );
}

async function replayOutcome(
  deps: OrdersDeps,
  status: OrderOutcome['status'],
  stored: string,
): Promise<OrderOutcome> {
  const body = JSON.parse(stored) as PlaceOrderResponse | ErrorResponse;
  if ('orderId' in body) {
    // The token is not stored; it is derived again from the order's salt.
    const order = await findOrder(deps.db, body.orderId);
    if (order) {
      const accessToken = deriveOrderToken(
        deps.config.JWT_SECRET,
        order.id,
        order.access_token_salt,
      );
      return { status, body: { ...body, accessToken } };
    }
  }
  return { status, body };
}

async function storeOutcome(
  deps: OrdersDeps,
  key: string,
  outcome: OrderOutcome,
  now: Date,
): Promise<void> {
  let body: unknown = outcome.body;
  let orderId: string | null = null;
  if ('orderId' in outcome.body) {
    const { accessToken: _secret, ...rest } = outcome.body;
    body = rest;
    orderId = outcome.body.orderId;
  }
  await completeIdempotencyKey(
    deps.db,
    key,
    { status: outcome.status, body, orderId },
    now.toISOString(),
  );
}

interface Reservation {
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

async function chargeAndSettle(
  deps: OrdersDeps,
  request: OrderRequest,
  context: PlaceOrderContext,
  shipping: CheckedShipping,
  card: PaymentCard,
  now: Date,
): Promise<OrderOutcome> {
  const idempotencyKey = idempotencyKeyFor(deps.config, context, shipping.details.email);
  const reservation = await reserve(deps, request, context, shipping, now, { idempotencyKey });
  reservation.idempotencyKey = idempotencyKey;
  return chargeReservation(deps, reservation, card, 'paid');
}

/**
 * Charges the card for a reservation and settles it: recorded as `settled` ('paid' for
 * checkout, 'delivered' for a counter sale whose goods leave with the customer), or
 * undone (stock and coupon given back) and answered 402.
 */
async function chargeReservation(
  deps: OrdersDeps,
  reservation: Reservation,
  card: PaymentCard,
  settled: 'paid' | 'delivered',
): Promise<OrderOutcome> {
  const { orderId } = reservation;

  let charge: ChargeResult | null;
  try {
    charge =
      reservation.recordedCharge ??
      (await deps.gateway.charge({
        amount: reservation.response.total,
        currency: 'BDT',
        card,
        // A retry of the same request asks for the same charge.
        idempotencyKey: reservation.idempotencyKey
          ? gatewayKeyFor(deps.config, reservation.idempotencyKey)
          : orderId,
      }));
  } catch (error) {
    // Only the error's name: an adapter's error might carry the request, card included.
    deps.log.warn(
      { orderId, reason: (error as Error)?.name ?? 'unknown' },
      'payment gateway error',
    );
    charge = null;
  }

  if (charge?.status === 'succeeded') {
    const payment = { brand: charge.brand, last4: charge.last4 };
    if (reservation.idempotencyKey && !reservation.recordedCharge) {
      // First, before anything else can fail: the money moved for this request.
      await recordChargeOnKey(
        deps.db,
        reservation.idempotencyKey,
        charge.reference,
        deps.now().toISOString(),
      );
    }
    try {
      await updateOrder(deps.db, orderId, {
        status: settled,
        payment_method: 'card',
        amount_charged: reservation.response.total,
        payment_brand: payment.brand,
        payment_last4: payment.last4,
        payment_reference: charge.reference,
        updated_at: deps.now().toISOString(),
      });
    } catch (error) {
      // Charged but not recorded as paid: someone must reconcile by this reference.
      deps.log.error(
        { err: error, orderId, paymentReference: charge.reference },
        'order charged but not marked paid',
      );
      throw error;
    }
    deps.onPaid?.({ orderId, accessToken: reservation.accessToken });
    return { status: 201, body: { ...reservation.response, status: settled, payment } };
  }

  await cancelReservation(deps, reservation);
  if (charge?.status === 'declined') {
    throw new HttpError(402, 'CARD_DECLINED', 'Your card was declined. Please use another card.');
  }
  throw new HttpError(
    402,
    'PAYMENT_FAILED',
    'The payment could not be processed. Please try again.',
  );
}

async function reserve(
  deps: OrdersDeps,
  request: OrderRequest,
  context: PlaceOrderContext,
  shipping: CheckedShipping,
  now: Date,
  link: { idempotencyKey: string } | { soldBy: string },
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
  const schedule = scheduleFor(config, now, shipping.country, shipping.prefecture);

  return deps.db.transaction().execute(async (trx) => {
    // The first statement writes, so SQLite takes its write lock at once and a
    // concurrent writer (another process) waits on busy_timeout instead of failing
    // a read-to-write upgrade. Within one process Kysely's single SQLite connection
    // already runs transactions one after another.
    const lines: { productId: string; name: string; price: number; quantity: number }[] = [];
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
    const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    // Goods sold at the counter leave with the customer: nothing to ship.
    const shippingCost = counter ? 0 : shippingFee(config, shipping.country, subtotal);

    let couponDiscount = 0;
    if (couponCode !== null) {
      // Counted first (conditional on the total limit), then judged as it was before
      // this order; a rejection rolls the count back with the transaction.
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
      couponDiscount = verdict.discount;
    }
    const total = subtotal + shippingCost - couponDiscount;

    if (context.user) {
      const exists = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', context.user.sub)
        .executeTakeFirst();
      if (!exists) throw HttpError.unauthorized();
    }

    await insertOrder(
      trx,
      {
        id: orderId,
        user_id: context.user?.sub ?? null,
        access_token_hash: hashOrderToken(accessToken),
        access_token_salt: salt,
        status: 'placed',
        email: shipping.details.email,
        shipping: JSON.stringify(shipping.details),
        country: shipping.country,
        prefecture: shipping.prefecture,
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
        ...(counter ? { channel: 'pos', sold_by: counter.soldBy } : {}),
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
        status: 'placed',
        subtotal,
        shippingCost,
        couponCode,
        couponDiscount,
        total,
        currency,
        rate: config.JPY_PER_BDT,
        deliveryDays: schedule.deliveryDays,
        shipDate: schedule.shipDate,
        deliveryDate: schedule.deliveryDate,
      },
    };
  });
}

export interface CounterSale {
  items: { productId: string; quantity: number }[];
  /** Cash handed over (whole taka), or a card charged through the gateway. */
  payment: { method: 'cash'; tendered: number } | { method: 'card'; card: PaymentCard };
  idempotencyKey: string;
}

export interface CounterSaleOutcome {
  status: 201 | 402 | 409 | 422 | 400 | 404;
  body:
    | (Omit<PlaceOrderResponse, 'payment'> & {
        payment: PlaceOrderResponse['payment'] | null;
        paymentMethod: 'cash' | 'card';
        tendered: number;
        change: number;
      })
    | ErrorResponse;
}

export const CASH_SHORT = 'The cash handed over is less than the total';

// A counter sale has no address; the order row still wants shipping details, so it says
// where the goods went.
function counterShipping(seller: AccessClaims): CheckedShipping {
  return {
    details: {
      firstName: 'Counter',
      lastName: 'sale',
      email: seller.email,
      phone: '',
      address: 'Handed over at the counter',
      city: '',
      state: '',
      zipCode: '',
      country: DOMESTIC_COUNTRY,
    },
    country: DOMESTIC_COUNTRY,
    prefecture: null,
  };
}

/**
 * A sale at the shop's counter (POS). The same reserve and charge path as checkout, so
 * stock goes down exactly as for any order and never below zero; the order is recorded
 * with channel 'pos' and the seller, and is 'delivered' at once (the customer carries
 * the goods away). Cash needs no gateway: what was handed over and the change are kept.
 * Idempotent by key like checkout, so a double press on the till rings up one sale.
 */
export async function placeCounterSale(
  deps: OrdersDeps,
  sale: CounterSale,
  seller: AccessClaims,
): Promise<CounterSaleOutcome> {
  const now = deps.now();
  const request = {
    items: sale.items,
    currency: 'BDT',
    payment: sale.payment.method === 'cash' ? sale.payment : { method: 'card' },
  };
  const key = `pos:${seller.sub}:${sale.idempotencyKey}`;
  const fingerprint = requestFingerprint(deps.config.JWT_SECRET, {
    ...request,
    card: sale.payment.method === 'card' ? sale.payment.card : null,
  });
  const replay = await claimOrReplay(deps, key, fingerprint, now);
  if (replay) return replay as CounterSaleOutcome;
  try {
    const outcome = await ringUp(deps, sale, seller, now);
    await storeOutcome(deps, key, outcome as OrderOutcome, now);
    return outcome;
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      const outcome = {
        status: error.status as CounterSaleOutcome['status'],
        body: errorResponse(error.code, error.message),
      };
      await storeOutcome(deps, key, outcome as OrderOutcome, now);
      return outcome;
    }
    await releaseIdempotencyKey(deps.db, key).catch(() => undefined);
    throw error;
  }
}

async function ringUp(
  deps: OrdersDeps,
  sale: CounterSale,
  seller: AccessClaims,
  now: Date,
): Promise<CounterSaleOutcome> {
  const reservation = await reserve(
    deps,
    { items: sale.items, currency: 'BDT' } as OrderRequest,
    { idempotencyKey: sale.idempotencyKey, user: null },
    counterShipping(seller),
    now,
    { soldBy: seller.sub },
  );
  const total = reservation.response.total;
  if (sale.payment.method === 'card') {
    const outcome = await chargeReservation(deps, reservation, sale.payment.card, 'delivered');
    const body = outcome.body as PlaceOrderResponse;
    return {
      status: 201,
      body: { ...body, paymentMethod: 'card', tendered: total, change: 0 },
    };
  }
  const tendered = sale.payment.tendered;
  if (tendered < total) {
    await cancelReservation(deps, reservation);
    throw HttpError.unprocessable(CASH_SHORT, 'CASH_SHORT');
  }
  await updateOrder(deps.db, reservation.orderId, {
    status: 'delivered',
    payment_method: 'cash',
    amount_charged: total,
    cash_tendered: tendered,
    updated_at: deps.now().toISOString(),
  });
  return {
    status: 201,
    body: {
      ...reservation.response,
      status: 'delivered',
      payment: null,
      paymentMethod: 'cash',
      tendered,
      change: tendered - total,
    },
  };
}

/**
 * A retry of a request that failed after its order was reserved (and perhaps charged):
 * finishes that same order. The recorded charge is used as it is; without one, the
 * gateway is asked again with the same idempotency key, so it charges at most once.
 * Null when there is nothing to resume (the normal path runs).
 */
async function resumeReservedOrder(
  deps: OrdersDeps,
  key: string,
  fingerprint: string,
  card: PaymentCard,
  now: Date,
): Promise<OrderOutcome | null> {
  const row = await findIdempotencyKey(deps.db, key);
  if (!row || row.order_id === null || row.request_hash !== fingerprint) return null;
  const stalled =
    row.state === 'failed' ||
    (row.state === 'pending' &&
      now.getTime() - Date.parse(row.updated_at) > stalePendingMs(deps.config));
  if (!stalled) return null;
  // Take the key over; a parallel retry that loses this race gets the usual 409.
  const taken = await deps.db
    .updateTable('idempotency_keys')
    .set({ state: 'pending', updated_at: now.toISOString() })
    .where('key', '=', key)
    .where('updated_at', '=', row.updated_at)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return null;

  const order = await findOrder(deps.db, row.order_id);
  if (!order || order.status === 'cancelled') {
    // Given back by the sweeper: start afresh.
    await releaseIdempotencyKey(deps.db, key);
    return null;
  }
  const items = await findOrderItems(deps.db, [order.id]);
  const accessToken = deriveOrderToken(deps.config.JWT_SECRET, order.id, order.access_token_salt);
  const reservation: Reservation = {
    orderId: order.id,
    accessToken,
    lines: items.map((item) => ({ productId: item.product_id, quantity: item.quantity })),
    couponCode: order.coupon_code,
    idempotencyKey: key,
    response: {
      success: true as const,
      orderId: order.id,
      accessToken,
      status: order.status,
      subtotal: order.subtotal,
      shippingCost: order.shipping_cost,
      couponCode: order.coupon_code,
      couponDiscount: order.coupon_discount,
      total: order.total,
      currency: order.currency === 'JPY' ? 'JPY' : 'BDT',
      rate: Number(order.rate),
      deliveryDays: order.delivery_days,
      shipDate: order.ship_date,
      deliveryDate: order.delivery_date,
    },
  };
  let outcome: OrderOutcome;
  if (order.status !== 'placed') {
    const payment =
      order.payment_brand !== null && order.payment_last4 !== null
        ? { brand: order.payment_brand, last4: order.payment_last4 }
        : { brand: cardBrand(card.number), last4: card.number.slice(-4) };
    outcome = { status: 201, body: { ...reservation.response, payment } };
  } else {
    if (row.charge_reference !== null) {
      reservation.recordedCharge = {
        status: 'succeeded',
        brand: cardBrand(card.number),
        last4: card.number.slice(-4),
        reference: row.charge_reference,
      };
    }
    try {
      outcome = await chargeReservation(deps, reservation, card, 'paid');
    } catch (error) {
      if (!(error instanceof HttpError && error.status < 500)) {
        await markKeyFailed(deps.db, key, now.toISOString()).catch(() => undefined);
        throw error;
      }
      outcome = {
        status: error.status as OrderOutcome['status'],
        body: errorResponse(error.code, error.message),
      };
    }
  }
  await storeOutcome(deps, key, outcome, now);
  return outcome;
}

/** Undoes a reservation whose payment did not go through. */
async function cancelReservation(deps: OrdersDeps, reservation: Reservation): Promise<void> {
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
  const row = await findOrder(db, orderId);
  const isOwner = row !== undefined && viewer.user !== null && row.user_id === viewer.user.sub;
  const hasToken =
    row !== undefined &&
    viewer.token !== undefined &&
    orderTokenMatches(viewer.token, row.access_token_hash);
  if (!row || !(isOwner || hasToken)) throw HttpError.notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  return toOrder(row, await findOrderItems(db, [row.id]));
}

export async function listUserOrders(db: Kysely<Database>, userId: string): Promise<Order[]> {
  const rows = await findUserOrders(db, userId, USER_ORDERS_LIMIT);
  const items = await findOrderItems(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.order_id === row.id),
    ),
  );
}

function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
  const shipping = JSON.parse(row.shipping) as Partial<Order['shipping']>;
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
    },
    subtotal: row.subtotal,
    shippingCost: row.shipping_cost,
    couponCode: row.coupon_code,
    couponDiscount: row.coupon_discount,
    total: row.total,
    currency: row.currency === 'JPY' ? 'JPY' : 'BDT',
    rate: Number(row.rate),
    payment:
      row.payment_brand !== null && row.payment_last4 !== null
        ? { brand: row.payment_brand, last4: row.payment_last4 }
        : null,
    trackingNumber: row.tracking_number,
    deliveryDays: row.delivery_days,
    shipDate: row.ship_date,
    deliveryDate: row.delivery_date,
  };
}
