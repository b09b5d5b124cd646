import type { ErrorResponse } from '../../lib/error-response';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
} from './idempotency.repository';
import { deriveOrderToken } from './order-token';
import { findOrder } from './orders.repository';
import type { PlaceOrderResponse } from './orders.schemas';
import type { OrderOutcome, OrdersDeps } from './orders.types';

// The idempotency step of placing an order (checkout and counter alike): a request's key
// is claimed before any work, a finished request's answer is stored under it, and a
// retry gets that answer again instead of a second order.

// A pending key older than ORDER_PENDING_STALE_SECONDS (2 minutes unless set) belongs to
// a request that died (crash, killed process); a retry may take it over. Far longer
// than any order takes.
export const stalePendingMs = (config: Pick<Config, 'ORDER_PENDING_STALE_SECONDS'>) =>
  config.ORDER_PENDING_STALE_SECONDS * 1000;

export async function claimOrReplay(
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

export async function storeOutcome(
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
