import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { AccessClaims } from '../../lib/access-token';
import type { ErrorResponse } from '../../lib/error-response';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { PlaceOrderResponse } from './orders.schemas';

// What the checkout's steps share: orders.service.ts runs them (order-idempotency,
// order-reservation, order-payment) and counter-sale.ts too; each step takes these.

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
