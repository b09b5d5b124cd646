import { recordOrderEvent } from './order-events';
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { AccessClaims } from '../../lib/access-token';
import { deleteRedemptionsOfOrder, releaseCouponUse } from '../coupons/coupons.repository';
import { releaseStock } from '../inventory/inventory.repository';
import { canonicalEmail } from '../users/users.service';
import { deleteKeysOfOrder } from './idempotency.repository';

// What keeps a failure after the charge from charging twice or holding stock forever.

/**
 * The stored idempotency key: the client's key in the caller's own namespace. A user's
 * is their id; a guest's is derived from the (canonical) e-mail of the order, so two
 * guests who happen to send the same key never see each other's answers.
 */
export function idempotencyKeyFor(
  config: Pick<Config, 'JWT_SECRET'>,
  context: { idempotencyKey: string; user: AccessClaims | null },
  email: string,
): string {
  if (context.user) return `${context.user.sub}:${context.idempotencyKey}`;
  const guest = createHmac('sha256', config.JWT_SECRET)
    .update(`guest:${canonicalEmail(email)}`)
    .digest('base64url')
    .slice(0, 22);
  return `guest-${guest}:${context.idempotencyKey}`;
}

/**
 * What the gateway gets as its idempotency key: derived from the stored key (so a retry
 * of the same request asks for the same charge, which a gateway answers without
 * charging again), keyed so it tells the gateway nothing about the customer.
 */
export function gatewayKeyFor(config: Pick<Config, 'JWT_SECRET'>, storedKey: string): string {
  return createHmac('sha256', config.JWT_SECRET).update(`charge:${storedKey}`).digest('base64url');
}

/** Orders reserved this long ago and still 'placed' were left by a request that died. */
export const STRANDED_ORDER_DEADLINE_MS = 15 * 60_000;

export interface SweepResult {
  /** Orders whose stock and coupon use went back. */
  released: string[];
  /** Charged (per their key) but never marked paid: left for a retry or a person. */
  charged: string[];
}

/**
 * Gives back the stock and coupon use of orders left 'placed' past the deadline by a
 * request that never finished, and cancels them. An order whose charge was recorded is
 * not touched: the customer paid, and a retry (or support) completes it.
 */
export async function sweepStrandedOrders(
  db: Kysely<Database>,
  now: Date,
  log?: FastifyBaseLogger,
  deadlineMs = STRANDED_ORDER_DEADLINE_MS,
): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - deadlineMs).toISOString();
  const stale = await db
    .selectFrom('orders')
    .select(['id', 'coupon_code'])
    .where('status', '=', 'placed')
    .where('created_at', '<', cutoff)
    .orderBy('created_at')
    .limit(500)
    .execute();
  const result: SweepResult = { released: [], charged: [] };
  for (const order of stale) {
    const charged = await db
      .selectFrom('idempotency_keys')
      .select('charge_reference')
      .where('order_id', '=', order.id)
      .where('charge_reference', 'is not', null)
      .executeTakeFirst();
    if (charged) {
      result.charged.push(order.id);
      log?.error(
        { orderId: order.id, paymentReference: charged.charge_reference },
        'order charged but never marked paid; left for a retry or reconciliation',
      );
      continue;
    }
    const released = await db.transaction().execute(async (trx) => {
      // Conditional: a request that finishes the order meanwhile wins.
      const cancelled = await trx
        .updateTable('orders')
        .set({ status: 'cancelled', updated_at: now.toISOString() })
        .where('id', '=', order.id)
        .where('status', '=', 'placed')
        .executeTakeFirst();
      if (Number(cancelled.numUpdatedRows) !== 1) return false;
      await recordOrderEvent(trx, order.id, 'cancelled', now, { by: 'system' });
      await giveBackOrder(trx, order.id, order.coupon_code);
      return true;
    });
    if (released) {
      // A retry with the same key starts afresh instead of resuming a cancelled order.
      await deleteKeysOfOrder(db, order.id);
      result.released.push(order.id);
      log?.warn({ orderId: order.id }, 'stranded order cancelled; its stock was given back');
    }
  }
  return result;
}

/**
 * Gives a cancelled order's units and its coupon use back. Runs in the transaction that
 * moved the order to 'cancelled' (conditionally), so it happens exactly once.
 */
export async function giveBackOrder(
  trx: Transaction<Database>,
  orderId: string,
  couponCode: string | null,
): Promise<void> {
  const items = await trx
    .selectFrom('order_items')
    .select(['product_id', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
  for (const item of items) await releaseStock(trx, item.product_id, item.quantity);
  if (couponCode !== null) {
    await deleteRedemptionsOfOrder(trx, orderId);
    await releaseCouponUse(trx, couponCode);
  }
}
