import { recordOrderEvent } from './order-events';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type {
  KonbiniVoucher,
  PaymentEvent,
  PaymentNextStep,
  PaymentProvider,
  PaymentStartRequest,
  PaymentState,
} from '../payments/payment-provider';
import type { PaymentProviders, ProviderMethod } from '../payments/providers';
import { giveBackOrder } from './charge-recovery';
import { stalePendingMs } from './order-idempotency';
import { deriveOrderToken } from './order-token';
import { findOrder, findOrderRefunds, insertOrderRefund, type OrderRow } from './orders.repository';
import type { OrderMailEvent } from './orders.types';

// Payments that finish away from our API (bKash, a card through Stripe, konbini): what
// the provider is asked, and how its answer settles the order. Every way an answer
// arrives (the shopper's return, bKash's callback, a Stripe webhook, the sweeper) ends
// in settleOrder, whose conditional UPDATE ... WHERE status = 'awaiting_payment' lets
// exactly one of them move the order.

export interface SettleDeps {
  db: Kysely<Database>;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
  providers: PaymentProviders;
  /** The mail of the change (order-mail.ts); must not throw or wait. */
  onPaid?: ((event: OrderMailEvent) => void | Promise<void>) | undefined;
}

export const PAYMENT_NOT_COMPLETED_IN_TIME = 'Payment was not completed in time';

const FAILURE_REASONS: Record<Extract<PaymentState, { state: 'failed' }>['reason'], string> = {
  declined: 'The payment was declined',
  cancelled: 'The payment was cancelled',
  expired: PAYMENT_NOT_COMPLETED_IN_TIME,
  error: 'The payment could not be completed',
};

/** Where bKash sends the shopper back: through the shop's origin, which serves the API. */
export function bkashCallbackUrl(config: Pick<Config, 'SHOP_URL'>, orderId: string, token: string) {
  return `${config.SHOP_URL}/api/v1/payments/bkash/callback?order=${encodeURIComponent(orderId)}&token=${encodeURIComponent(token)}`;
}

/**
 * What the provider is asked for an order: built from the stored order alone, so a retry,
 * a restarted process or the sweeper asks again for the very same payment.
 */
export function startRequestOf(config: Config, order: OrderRow): PaymentStartRequest {
  const token = deriveOrderToken(config.JWT_SECRET, order.id, order.access_token_salt);
  let shipping: { firstName?: string; lastName?: string; phone?: string } = {};
  try {
    shipping = JSON.parse(order.shipping) as typeof shipping;
  } catch {
    // A name and phone are only needed for konbini vouchers.
  }
  return {
    orderId: order.id,
    method: (order.payment_method ?? 'card') as ProviderMethod,
    amount: order.payment_amount ?? order.total,
    currency: order.payment_currency === 'JPY' ? 'JPY' : 'BDT',
    email: order.email,
    name: `${shipping.firstName ?? ''} ${shipping.lastName ?? ''}`.trim(),
    phone: shipping.phone ?? '',
    returnUrl:
      order.payment_provider === 'bkash'
        ? bkashCallbackUrl(config, order.id, token)
        : `${config.SHOP_URL}/orders/${encodeURIComponent(order.id)}`,
    deadline: new Date(order.payment_deadline ?? order.created_at),
    idempotencyKey: order.payment_key ?? `order:${order.id}`,
  };
}

/**
 * Records the provider's reference of an order's payment (once: a retried start gives the
 * same one), then applies any notice that arrived before it was known.
 */
export async function recordReference(
  deps: SettleDeps,
  order: OrderRow,
  provider: PaymentProvider,
  reference: string,
  next?: PaymentNextStep,
): Promise<void> {
  await deps.db
    .updateTable('orders')
    .set({
      payment_reference: reference,
      ...(next ? { payment_next: JSON.stringify(next) } : {}),
      updated_at: deps.now().toISOString(),
    })
    .where('id', '=', order.id)
    .where('payment_reference', 'is', null)
    .execute();
  const waiting = await deps.db
    .selectFrom('payment_events')
    .selectAll()
    .where('provider', '=', provider.name)
    .where('reference', '=', reference)
    .where('order_id', 'is', null)
    .orderBy('received_at')
    .execute();
  for (const event of waiting) {
    const current = await findOrder(deps.db, order.id);
    if (!current) return;
    await applyOutcome(deps, current, JSON.parse(event.outcome) as PaymentEvent['outcome']);
    await deps.db
      .updateTable('payment_events')
      .set({ order_id: order.id })
      .where('provider', '=', event.provider)
      .where('event_id', '=', event.event_id)
      .execute();
  }
}

export type SettleResult = 'paid' | 'cancelled' | 'pending' | 'unchanged' | 'flagged';

/** Settles an order by the provider's word: once, whoever asks first. */
export async function settleOrder(
  deps: SettleDeps,
  order: OrderRow,
  state: PaymentState,
): Promise<SettleResult> {
  const nowIso = deps.now().toISOString();
  if (state.state === 'pending') {
    if (state.konbini) {
      await deps.db
        .updateTable('orders')
        .set({ konbini: JSON.stringify(state.konbini) })
        .where('id', '=', order.id)
        .where('status', '=', 'awaiting_payment')
        .execute();
    }
    return 'pending';
  }
  if (state.state === 'paid') {
    const expected = order.payment_amount ?? order.total;
    const currency = order.payment_currency ?? 'BDT';
    if (state.amount !== expected || state.currency !== currency) {
      deps.log.error(
        {
          orderId: order.id,
          paymentReference: order.payment_reference,
          paid: `${state.amount} ${state.currency}`,
          expected: `${expected} ${currency}`,
        },
        'payment amount differs from the order; not marked paid, reconcile by hand',
      );
      return 'flagged';
    }
    const result = await deps.db
      .updateTable('orders')
      .set({
        status: 'paid',
        amount_charged: order.total,
        konbini: null,
        ...(state.brand !== undefined && state.last4 !== undefined
          ? { payment_brand: state.brand, payment_last4: state.last4 }
          : {}),
        ...(state.transactionId !== undefined
          ? { payment_transaction_id: state.transactionId }
          : {}),
        updated_at: nowIso,
      })
      .where('id', '=', order.id)
      .where('status', '=', 'awaiting_payment')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      // Paid already by a notice that did not name the card (a webhook reads the
      // PaymentIntent only): the card's brand and last four are filled in once known.
      if (state.brand !== undefined && state.last4 !== undefined) {
        await deps.db
          .updateTable('orders')
          .set({ payment_brand: state.brand, payment_last4: state.last4 })
          .where('id', '=', order.id)
          .where('status', '=', 'paid')
          .where('payment_brand', 'is', null)
          .execute();
      }
      return 'unchanged';
    }
    await recordOrderEvent(deps.db, order.id, 'paid', nowIso, {
      method: order.payment_method,
      amount: order.total,
    });
    deps.log.info({ orderId: order.id }, 'payment received');
    mail(deps, order, 'paid');
    return 'paid';
  }
  const cancelled = await cancelAwaitingOrder(deps, order, FAILURE_REASONS[state.reason]);
  return cancelled ? 'cancelled' : 'unchanged';
}

/** Cancels an unpaid order with its reason and gives its stock and coupon use back. */
export async function cancelAwaitingOrder(
  deps: SettleDeps,
  order: OrderRow,
  reason: string,
): Promise<boolean> {
  const done = await deps.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('orders')
      .set({
        status: 'cancelled',
        cancel_reason: reason,
        konbini: null,
        updated_at: deps.now().toISOString(),
      })
      .where('id', '=', order.id)
      .where('status', '=', 'awaiting_payment')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await recordOrderEvent(trx, order.id, 'cancelled', deps.now(), { reason, by: 'system' });
    await giveBackOrder(trx, order.id, order.coupon_code);
    return true;
  });
  if (done) {
    deps.log.info({ orderId: order.id, reason }, 'unpaid order cancelled; stock given back');
    mail(deps, order, 'cancelled');
  }
  return done;
}

/** A notice's outcome applied to its order. */
async function applyOutcome(
  deps: SettleDeps,
  order: OrderRow,
  outcome: PaymentEvent['outcome'],
): Promise<void> {
  if (outcome.state !== 'refunded') {
    await settleOrder(deps, order, outcome);
    return;
  }
  // A refund our back office made is recorded already; one made at the provider (its
  // dashboard) is recorded here so the books agree. The back office records its own in
  // the transaction that cancels the order, which may still be running as this notice
  // comes (the provider sends it as soon as the refund is made): the order's row is
  // written first, so the two take their locks in the same order and one waits for the
  // other, and the refunds are read after that, as they are then.
  const nowIso = deps.now().toISOString();
  const amount = await deps.db.transaction().execute(async (trx) => {
    // Changes nothing: it takes the row's lock.
    await trx
      .updateTable('orders')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', order.id)
      .execute();
    const refunds = await findOrderRefunds(trx, [order.id]);
    if (refunds.some((refund) => refund.reference === outcome.refundReference)) return 0;
    const paid = order.amount_charged ?? 0;
    const before = refunds.reduce((sum, refund) => sum + refund.amount, 0);
    // The notice's amount is in the payment's currency; the books keep taka.
    const left =
      order.payment_currency === 'JPY'
        ? Math.min(paid - before, Math.round(outcome.amount / Number(order.rate)))
        : Math.min(paid - before, outcome.amount);
    if (left <= 0) return 0;
    await insertOrderRefund(trx, {
      id: randomUUID(),
      order_id: order.id,
      seq: refunds.length + 1,
      amount: left,
      reason: 'Refunded at the payment provider',
      method: order.payment_method === 'bkash' ? 'bkash' : 'card',
      reference: outcome.refundReference,
      returned: '[]',
      actor_email: `${order.payment_provider ?? 'provider'}@provider`,
      created_at: nowIso,
    });
    await trx
      .updateTable('orders')
      .set({
        status: before + left >= paid ? 'refunded' : 'partially_refunded',
        refund_reference: outcome.refundReference,
        updated_at: nowIso,
      })
      .where('id', '=', order.id)
      .execute();
    await recordOrderEvent(trx, order.id, 'refunded', nowIso, { amount: left });
    return left;
  });
  if (amount <= 0) return;
  deps.log.warn({ orderId: order.id, amount }, 'refund made at the provider recorded');
}

/** The order a provider's payment belongs to. */
export async function findOrderByReference(
  db: Kysely<Database>,
  provider: string,
  reference: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('payment_reference', '=', reference)
    .where('payment_provider', '=', provider)
    .executeTakeFirst();
}

/**
 * A provider notice (webhook), its signature already checked: processed once by its event
 * id. Answers 'duplicate' for one seen before. A notice about a payment whose start is not
 * recorded yet is kept and applied when it is (recordReference).
 */
export async function handlePaymentEvent(
  deps: SettleDeps,
  provider: PaymentProvider,
  event: PaymentEvent,
): Promise<'applied' | 'duplicate' | 'waiting'> {
  const nowIso = deps.now().toISOString();
  const inserted = await deps.db
    .insertInto('payment_events')
    .values({
      provider: provider.name,
      event_id: event.eventId,
      reference: event.reference,
      order_id: null,
      outcome: JSON.stringify(event.outcome),
      received_at: nowIso,
    })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
    if (!(await takeOverUnapplied(deps, provider, event, nowIso))) return 'duplicate';
  }
  try {
    const order = await findOrderByReference(deps.db, provider.name, event.reference);
    if (!order) return 'waiting';
    await applyOutcome(deps, order, event.outcome);
    await deps.db
      .updateTable('payment_events')
      .set({ order_id: order.id })
      .where('provider', '=', provider.name)
      .where('event_id', '=', event.eventId)
      .execute();
    return 'applied';
  } catch (error) {
    // Not applied: forget it, so the provider's redelivery is processed again.
    await deps.db
      .deleteFrom('payment_events')
      .where('provider', '=', provider.name)
      .where('event_id', '=', event.eventId)
      .execute()
      .catch(() => undefined);
    throw error;
  }
}

/**
 * A notice seen before is normally applied already, or waits for its payment's start. But
 * a process killed between storing it and applying it leaves it stored and never applied,
 * and the provider's redelivery is all that comes after: without this the order would
 * wait for the shopper's return or the sweeper. A stored notice not linked to its order,
 * older than any request takes (so no handler is still busy with it), whose order is known
 * by now, is taken over (one redelivery wins) and applied again; applying is conditional,
 * so nothing happens twice.
 */
async function takeOverUnapplied(
  deps: SettleDeps,
  provider: PaymentProvider,
  event: PaymentEvent,
  nowIso: string,
): Promise<boolean> {
  const stored = await deps.db
    .selectFrom('payment_events')
    .select(['order_id', 'received_at'])
    .where('provider', '=', provider.name)
    .where('event_id', '=', event.eventId)
    .executeTakeFirst();
  if (!stored || stored.order_id !== null) return false;
  if (Date.parse(nowIso) - Date.parse(stored.received_at) <= stalePendingMs(deps.config)) {
    return false;
  }
  if (!(await findOrderByReference(deps.db, provider.name, event.reference))) return false;
  const taken = await deps.db
    .updateTable('payment_events')
    .set({ received_at: nowIso })
    .where('provider', '=', provider.name)
    .where('event_id', '=', event.eventId)
    .where('order_id', 'is', null)
    .where('received_at', '=', stored.received_at)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return false;
  deps.log.warn(
    { eventId: event.eventId, reference: event.reference },
    'payment notice stored but never applied; applying its redelivery',
  );
  return true;
}

/**
 * Asks the order's provider how its payment stands and settles it. Answers the order's
 * status afterwards. Safe to call any number of times.
 */
export async function settleWithProvider(
  deps: SettleDeps,
  order: OrderRow,
  hint?: { callbackStatus?: string },
): Promise<SettleResult> {
  // A paid card whose brand is not known yet is read once more (see settleOrder).
  const cardUnknown =
    order.status === 'paid' && order.payment_method === 'card' && order.payment_brand === null;
  if (order.status !== 'awaiting_payment' && !cardUnknown) return 'unchanged';
  const provider = deps.providers.byName(order.payment_provider);
  if (!provider) {
    deps.log.error({ orderId: order.id }, 'no provider configured for an awaiting order');
    return 'unchanged';
  }
  if (cardUnknown && order.payment_reference === null) return 'unchanged';
  const reference = order.payment_reference ?? (await recoverReference(deps, order, provider));
  if (reference === null) return 'unchanged';
  const state = await provider.settle(reference, hint);
  const current = (await findOrder(deps.db, order.id)) ?? order;
  return settleOrder(deps, current, state);
}

/**
 * The reference of a payment whose start was never recorded (the process died while the
 * provider answered): asking again with the same idempotency key is the same payment.
 */
async function recoverReference(
  deps: SettleDeps,
  order: OrderRow,
  provider: PaymentProvider,
): Promise<string | null> {
  try {
    const started = await provider.start(startRequestOf(deps.config, order));
    await recordReference(deps, order, provider, started.reference, started.next);
    return started.reference;
  } catch (error) {
    deps.log.warn(
      { orderId: order.id, reason: (error as Error)?.name ?? 'unknown' },
      'payment start could not be recovered',
    );
    return null;
  }
}

/**
 * Orders still awaiting payment past their deadline: the provider is asked first (the
 * shopper may have paid at the last minute); otherwise the payment is cancelled at the
 * provider and the order here, its stock and coupon use given back.
 */
export async function sweepExpiredPayments(deps: SettleDeps): Promise<string[]> {
  const nowIso = deps.now().toISOString();
  const expired = await deps.db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'awaiting_payment')
    .where('payment_deadline', '<', nowIso)
    .orderBy('payment_deadline')
    .limit(200)
    .execute();
  const cancelled: string[] = [];
  for (const order of expired) {
    try {
      const settled = await settleWithProvider(deps, order);
      if (settled !== 'pending' && settled !== 'unchanged') continue;
      const current = await findOrder(deps.db, order.id);
      if (current?.status !== 'awaiting_payment') continue;
      const provider = deps.providers.byName(current.payment_provider);
      if (provider?.cancel && current.payment_reference !== null) {
        await provider.cancel(current.payment_reference);
      }
      if (await cancelAwaitingOrder(deps, current, PAYMENT_NOT_COMPLETED_IN_TIME)) {
        cancelled.push(order.id);
      }
    } catch (error) {
      deps.log.error({ err: error, orderId: order.id }, 'expired payment sweep failed');
    }
  }
  return cancelled;
}

/** Parses an order's stored konbini voucher. */
export function konbiniOf(row: Pick<OrderRow, 'konbini'>): KonbiniVoucher | null {
  if (row.konbini === null) return null;
  try {
    return JSON.parse(row.konbini) as KonbiniVoucher;
  } catch {
    return null;
  }
}

function mail(deps: SettleDeps, order: OrderRow, kind: 'paid' | 'cancelled'): void {
  const accessToken = deriveOrderToken(deps.config.JWT_SECRET, order.id, order.access_token_salt);
  void deps.onPaid?.({ orderId: order.id, accessToken, kind });
}
