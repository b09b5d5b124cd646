import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { orderConfirmationMail, orderPageLink, paymentOutcomeMail } from '../mail/order-mail';
import { isLocale, type Locale } from '../../i18n/locales';
import type { JobQueue } from '../jobs/job-queue';
import { queueMail, registerMail } from '../jobs/mail-jobs';
import { getOrder } from './order-views';
import type { Order } from './orders.schemas';
import { findOrder } from './orders.repository';
import { deriveOrderToken } from './order-token';
import type { OrderMailEvent, OrderMailKind } from './orders.types';

// The order confirmation goes out after the order is complete and outside its request, as
// a durable job (docs/jobs.md): a mail server that is slow or down must never fail, or
// delay, an order that is paid, and a restart must not lose the mail. Failures are logged
// (order id and reason only) and tried again after growing pauses.
//
// The job keeps only the order id and which mail: the guest's link needs the order's
// access token, which is re-derived from the server secret and the order's salt when the
// mail is built, so no job row (nor its log) ever holds it.

const ORDER_MAIL_KINDS: Record<OrderMailKind, string> = {
  confirmation: 'order.confirmation',
  paid: 'order.paid',
  cancelled: 'order.cancelled',
};

interface OrderMailPayload {
  orderId: string;
  /**
   * The confirmation tells the order as it was placed (e.g. awaiting a bKash payment),
   * even when the payment settled before the mail went out: its own mail follows.
   */
  status?: Order['status'];
}

/** Registers how the order's own mails are built (once per app). */
export function registerOrderMails(
  jobs: JobQueue,
  deps: { db: Kysely<Database>; config: Pick<Config, 'JWT_SECRET' | 'SHOP_URL'> },
): void {
  const { db, config } = deps;
  for (const kind of Object.keys(ORDER_MAIL_KINDS) as OrderMailKind[]) {
    registerMail<OrderMailPayload>(jobs, ORDER_MAIL_KINDS[kind], {
      label: 'order confirmation mail',
      logFields: ({ orderId }) => ({ orderId, kind }),
      async build({ orderId, status }) {
        const row = await findOrder(db, orderId);
        if (!row) return null;
        const accessToken = deriveOrderToken(config.JWT_SECRET, orderId, row.access_token_salt);
        const current = await getOrder(db, orderId, { user: null, token: accessToken });
        const order = kind === 'confirmation' && status ? { ...current, status } : current;
        // The language the order was placed in.
        const locale = await orderLocale(db, orderId);
        const link = orderPageLink(config.SHOP_URL, orderId, accessToken, locale);
        return kind === 'confirmation'
          ? orderConfirmationMail({ order, link, shopUrl: config.SHOP_URL, locale })
          : paymentOutcomeMail({ kind, order, link, shopUrl: config.SHOP_URL, locale });
      },
    });
  }
}

/**
 * Queues an order's mail: its confirmation once it is placed, or the outcome of a payment
 * that finished later. One insert; never throws (a failure to queue is logged). The event's
 * access token is not stored: the job mints the link when it sends.
 */
export async function queueOrderMail(
  deps: { jobs: JobQueue; db: Kysely<Database>; log: FastifyBaseLogger },
  event: OrderMailEvent,
): Promise<void> {
  const { jobs, db, log } = deps;
  const kind = event.kind ?? 'confirmation';
  try {
    const placed =
      kind === 'confirmation'
        ? await db
            .selectFrom('orders')
            .select('status')
            .where('id', '=', event.orderId)
            .executeTakeFirst()
        : undefined;
    await queueMail<OrderMailPayload>(
      jobs,
      ORDER_MAIL_KINDS[kind],
      {
        orderId: event.orderId,
        ...(placed ? { status: placed.status as Order['status'] } : {}),
      },
      // The same mail of the same order waits once.
      { singletonKey: `${kind}:${event.orderId}` },
    );
  } catch (error) {
    log.error(
      { orderId: event.orderId, kind, reason: (error as Error)?.message ?? String(error) },
      'order confirmation mail could not be queued',
    );
  }
}

/** The language an order was placed in (its mails speak it); English for older orders. */
export async function orderLocale(db: Kysely<Database>, orderId: string): Promise<Locale> {
  const row = await db
    .selectFrom('orders')
    .select('locale')
    .where('id', '=', orderId)
    .executeTakeFirst();
  return isLocale(row?.locale) ? row.locale : 'en';
}
