import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Mailer } from '../mail/mailer';
import { orderConfirmationMail, orderPageLink, paymentOutcomeMail } from '../mail/order-mail';
import { getOrder } from './order-views';
import type { OrderMailEvent, OrderMailKind } from './orders.types';

// The order confirmation goes out after the order is complete and outside its request:
// a mail server that is slow or down must never fail, or delay, an order that is paid.
// Failures are logged (order id and reason only: the mail carries the guest's token) and
// tried again after growing pauses.

export const ORDER_MAIL_RETRY_DELAYS_MS: readonly number[] = [10_000, 60_000, 300_000, 1_800_000];

export interface OrderMailQueue {
  /**
   * Sends (and if need be re-sends) an order's mail: its confirmation once it is placed,
   * or the outcome of a payment that finished later. Never throws.
   */
  enqueue(event: OrderMailEvent): void;
  /** Stops pending retries and waits for a send in progress. */
  close(): Promise<void>;
}

export function createOrderMailQueue(options: {
  db: Kysely<Database>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  shopUrl: string;
  retryDelaysMs?: readonly number[];
}): OrderMailQueue {
  const { db, mailer, log, shopUrl } = options;
  const delays = options.retryDelaysMs ?? ORDER_MAIL_RETRY_DELAYS_MS;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  async function attempt(
    orderId: string,
    accessToken: string,
    kind: OrderMailKind,
    failures: number,
  ): Promise<void> {
    try {
      const order = await getOrder(db, orderId, { user: null, token: accessToken });
      const link = orderPageLink(shopUrl, orderId, accessToken);
      await mailer.send(
        kind === 'confirmation'
          ? orderConfirmationMail({ order, link, shopUrl })
          : paymentOutcomeMail({ kind, order, link, shopUrl }),
      );
      if (failures > 0)
        log.info({ orderId, attempts: failures + 1 }, 'order confirmation mail sent');
    } catch (error) {
      const reason = (error as Error)?.message ?? String(error);
      const delay = delays[failures];
      if (delay === undefined || closed) {
        log.error(
          { orderId, attempts: failures + 1, reason },
          'order confirmation mail could not be sent; giving up',
        );
        return;
      }
      log.warn(
        { orderId, attempt: failures + 1, retryInMs: delay, reason },
        'order confirmation mail failed; will retry',
      );
      const timer = setTimeout(() => {
        timers.delete(timer);
        run(orderId, accessToken, kind, failures + 1);
      }, delay);
      timer.unref();
      timers.add(timer);
    }
  }

  function run(orderId: string, accessToken: string, kind: OrderMailKind, failures: number): void {
    if (closed) return;
    const pending = attempt(orderId, accessToken, kind, failures).finally(() =>
      inFlight.delete(pending),
    );
    inFlight.add(pending);
  }

  return {
    enqueue: ({ orderId, accessToken, kind }) =>
      run(orderId, accessToken, kind ?? 'confirmation', 0),
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}
