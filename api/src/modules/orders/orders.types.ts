import type { Locale } from '../../i18n/locales';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { AccessClaims } from '../../lib/access-token';
import type { ErrorResponse } from '../../lib/error-response';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { PaymentProviders } from '../payments/providers';
import type { PlaceOrderResponse } from './orders.schemas';

// What the checkout's steps share: orders.service.ts runs them (order-idempotency,
// order-reservation, order-payment) and counter-sale.ts too; each step takes these.

export interface OrdersDeps {
  db: Kysely<Database>;
  config: Config;
  now: () => Date;
  gateway: PaymentGateway;
  /** The providers of bKash, Stripe card and konbini (none: cards go to `gateway`). */
  providers?: PaymentProviders;
  log: FastifyBaseLogger;
  /**
   * Called once per order, right after it is recorded as placed for good (paid, to be
   * collected, awaiting payment), never on an idempotent replay; later for a payment that
   * finished away from our API ('paid') or was not completed ('cancelled'). It must not
   * throw: the order is already recorded. It queues a durable job (order-mail.ts), one
   * insert that is awaited before the answer so a restart cannot lose the mail.
   */
  onPaid?: (event: OrderMailEvent) => void | Promise<void>;
}

/** Which mail an order's change sends (order-mail.ts). */
export type OrderMailKind = 'confirmation' | 'paid' | 'cancelled';

export interface OrderMailEvent {
  orderId: string;
  accessToken: string;
  /** 'confirmation' when absent. */
  kind?: OrderMailKind;
}

export interface PlaceOrderContext {
  idempotencyKey: string;
  user: AccessClaims | null;
  /** The shopper's language, recorded with the order: its mails speak it. English if left out. */
  locale?: Locale;
}

export type OrderOutcomeStatus = 201 | 402 | 409 | 422;

export interface OrderOutcome {
  status: OrderOutcomeStatus | 400 | 401 | 404;
  body: PlaceOrderResponse | ErrorResponse;
}
