import { errorResponse } from '../../lib/error-response';
import { HttpError } from '../../lib/http-error';
import { cardBrand } from '../payments/card-brand';
import type { PaymentNextStep, PaymentProvider, PaymentStart } from '../payments/payment-provider';
import { createPaymentProviders } from '../payments/providers';
import { idempotencyKeyFor } from './charge-recovery';
import { findIdempotencyKey, markKeyFailed, releaseIdempotencyKey } from './idempotency.repository';
import { claimOrReplay, stalePendingMs, storeOutcome } from './order-idempotency';
import { currencyOf, storedAmountsInCurrency } from './order-amounts';
import { deliveryView } from './order-delivery';
import { chargeReservation } from './order-payment';
import { cancelReservation, reserve, type Reservation } from './order-reservation';
import { deriveOrderToken } from './order-token';
import { findOrder, findOrderItems, type OrderRow } from './orders.repository';
import { choosePayment, type PaymentChoice } from './payment-choice';
import { recordReference, startRequestOf, type SettleDeps } from './payment-settlement';
import type { OrderRequest } from './orders.schemas';
import type { OrderOutcome, OrdersDeps, PlaceOrderContext } from './orders.types';
import { requestFingerprint } from './request-fingerprint';
import { checkShipping, type CheckedShipping } from './shipping-details';

// Checkout: placing an order, step by step (order-idempotency, order-reservation,
// order-payment), and finishing one whose request died half way. The counter's sales
// (counter-sale.ts) take the same steps; reading orders is in order-views.ts.

/**
 * Places an order. The server is the authority (docs/product.md D5): prices, shipping,
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
  const shipping = checkShipping(request.shipping, {
    delivery: request.delivery,
    config: deps.config,
    now,
  });
  const choice = choosePayment(deps.config, providersOf(deps), request, shipping.country, now);

  const key = idempotencyKeyFor(deps.config, context, shipping.details.email);
  const fingerprint = requestFingerprint(deps.config.JWT_SECRET, request);
  const resumed = await resumeReservedOrder(deps, key, fingerprint, choice, now);
  if (resumed) return resumed;
  const replay = await claimOrReplay(deps, key, fingerprint, now);
  if (replay) return replay;

  try {
    const outcome = await chargeAndSettle(deps, request, context, shipping, choice, now);
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

async function chargeAndSettle(
  deps: OrdersDeps,
  request: OrderRequest,
  context: PlaceOrderContext,
  shipping: CheckedShipping,
  choice: PaymentChoice,
  now: Date,
): Promise<OrderOutcome> {
  const idempotencyKey = idempotencyKeyFor(deps.config, context, shipping.details.email);
  const reservation = await reserve(
    deps,
    request,
    context,
    shipping,
    now,
    { idempotencyKey },
    choice.plan,
  );
  reservation.idempotencyKey = idempotencyKey;
  if (choice.kind === 'card') return chargeReservation(deps, reservation, choice.card, 'paid');
  if (choice.kind === 'cod') {
    // Nothing to charge now: the courier collects the money.
    await deps.onPaid?.({ orderId: reservation.orderId, accessToken: reservation.accessToken });
    return { status: 201, body: { ...reservation.response, payment: null } };
  }
  const order = await findOrder(deps.db, reservation.orderId);
  if (!order) throw new Error(`reserved order ${reservation.orderId} is gone`);
  return startProviderPayment(deps, reservation, order, choice.provider, true);
}

function recordedStart(order: OrderRow): PaymentStart | null {
  if (order.payment_reference === null || order.payment_next === null) return null;
  try {
    return {
      reference: order.payment_reference,
      next: JSON.parse(order.payment_next) as PaymentNextStep,
    };
  } catch {
    return null;
  }
}

function providersOf(deps: OrdersDeps) {
  return deps.providers ?? createPaymentProviders(deps.config, []);
}

function settleDepsOf(deps: OrdersDeps): SettleDeps {
  return { ...deps, providers: providersOf(deps) };
}

/**
 * Asks the provider to start the order's payment, outside any transaction, with a key
 * derived from the request's: a retry (or a process that died meanwhile) gets the same
 * payment back, never a second one. A provider that cannot start it leaves nothing
 * reserved (402); one that started it leaves the order awaiting payment with its
 * reference, answered with what the checkout does next.
 */
async function startProviderPayment(
  deps: OrdersDeps,
  reservation: Reservation,
  order: OrderRow,
  provider: PaymentProvider,
  firstAttempt: boolean,
): Promise<OrderOutcome> {
  let started: PaymentStart;
  try {
    // Recorded already (a retry after the process died): answered again, not asked again;
    // bKash takes no idempotency key, so asking again could make a second payment.
    started = recordedStart(order) ?? (await provider.start(startRequestOf(deps.config, order)));
  } catch (error) {
    deps.log.warn(
      { orderId: order.id, reason: (error as Error)?.name ?? 'unknown' },
      'payment provider could not start the payment',
    );
    if (!firstAttempt) throw error;
    await cancelReservation(deps, reservation);
    throw new HttpError(
      402,
      'PAYMENT_FAILED',
      'The payment could not be started. Please try again or choose another payment method.',
    );
  }
  await recordReference(settleDepsOf(deps), order, provider, started.reference, started.next);
  const after = (await findOrder(deps.db, order.id)) ?? order;
  if (firstAttempt) {
    await deps.onPaid?.({ orderId: reservation.orderId, accessToken: reservation.accessToken });
  }
  return {
    status: 201,
    body: {
      ...reservation.response,
      status: after.status,
      payment:
        after.payment_brand !== null && after.payment_last4 !== null
          ? { brand: after.payment_brand, last4: after.payment_last4 }
          : null,
      next: started.next,
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
  choice: PaymentChoice,
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
  const currency = currencyOf(order);
  const rate = Number(order.rate);
  const accessToken = deriveOrderToken(deps.config.JWT_SECRET, order.id, order.access_token_salt);
  const inCurrency = storedAmountsInCurrency(order, items);
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
      currency,
      rate,
      inCurrency,
      deliveryDays: order.delivery_days,
      shipDate: order.ship_date,
      deliveryDate: order.delivery_date,
      ...deliveryView(order, inCurrency.total),
      paymentMethod: (order.payment_method ?? 'card') as 'card',
      paymentDeadline: order.payment_deadline,
      codFee: order.cod_fee,
    },
  };
  let outcome: OrderOutcome;
  const card = choice.kind === 'card' ? choice.card : null;
  const provider = providersOf(deps).byName(order.payment_provider);
  if (order.status === 'awaiting_payment' && provider) {
    // Killed after reserving (and maybe after the provider answered): the same payment
    // is asked for again, which a provider answers without starting a second one.
    try {
      outcome = await startProviderPayment(deps, reservation, order, provider, false);
    } catch (error) {
      await markKeyFailed(deps.db, key, now.toISOString()).catch(() => undefined);
      throw error;
    }
  } else if (order.status !== 'placed' || card === null) {
    const payment =
      order.payment_brand !== null && order.payment_last4 !== null
        ? { brand: order.payment_brand, last4: order.payment_last4 }
        : card
          ? { brand: cardBrand(card.number), last4: card.number.slice(-4) }
          : null;
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
