import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import { rejectBadToken, requireUser } from '../../plugins/authenticate';
import type { PaymentGateway } from '../payments/payment-gateway';
import { createPaymentGateway } from '../payments/create-payment-gateway';
import { paymentsRoutes } from '../payments/payments.routes';
import { createPaymentProviders, type PaymentProviders } from '../payments/providers';
import { rejectEmptyCart } from './empty-cart';
import {
  cancelOrderSchema,
  getOrderSchema,
  listUserOrdersSchema,
  placeOrderSchema,
} from './orders.schemas';
import { findViewableOrder, getOrder, listUserOrders } from './order-views';
import { cancelOrderForCustomer } from '../admin/admin-orders';
import { registerRequestLimit } from '../rate-limit/request-limit';
import {
  TRACKING_BATCH_CRON,
  TRACKING_BATCH_JOB,
  queueTrackingMail,
  registerTrackingMail,
  runTrackingBatch,
} from './tracking-batch';
import { placeOrder } from './orders.service';
import { translateError } from '../../i18n/translate';
import { queueOrderMail, registerOrderMails } from './order-mail';
import { sweepStrandedOrders } from './charge-recovery';
import { sweepExpiredPayments } from './payment-settlement';
import type { OrderMailEvent } from './orders.types';

/** Cancel requests per client and minute. */
const CANCEL_RATE_LIMIT = 20;

export interface OrdersRoutesOptions {
  /** Defaults to the adapter PAYMENT_GATEWAY names (the built-in test gateway unless set). */
  gateway?: PaymentGateway;
  /** bKash, Stripe card and konbini; by default those the config sets up (providers.ts). */
  providers?: PaymentProviders;
}

export const STRANDED_SWEEP_JOB = 'orders.sweep-stranded';
export const EXPIRED_PAYMENTS_SWEEP_JOB = 'orders.sweep-expired-payments';
const SWEEP_CRON = '* * * * *';

export const ordersRoutes: FastifyPluginAsyncTypebox<OrdersRoutesOptions> = async (
  app,
  options,
) => {
  const gateway = options.gateway ?? createPaymentGateway(app.config);
  const providers = options.providers ?? createPaymentProviders(app.config);
  // The order's mails are durable jobs (order-mail.ts, docs/jobs.md).
  registerOrderMails(app.jobs, { db: app.db, config: app.config });
  const onPaid = (event: OrderMailEvent) =>
    queueOrderMail({ jobs: app.jobs, db: app.db, log: app.log }, event);

  // Orders a dead request left reserved give their stock back after a deadline, and so do
  // orders whose payment was not completed by its deadline (docs/payments.md). Recurring
  // jobs, every minute: one instance runs each; the changes are conditional anyway, so
  // two sweeps never double them.
  await app.jobs.work(STRANDED_SWEEP_JOB, async () => {
    await sweepStrandedOrders(app.db, app.now(), app.log);
  });
  await app.jobs.work(EXPIRED_PAYMENTS_SWEEP_JOB, async () => {
    await sweepExpiredPayments({
      db: app.db,
      config: app.config,
      now: app.now,
      log: app.log,
      providers,
      onPaid,
    });
  });
  await app.jobs.schedule(STRANDED_SWEEP_JOB, SWEEP_CRON);
  await app.jobs.schedule(EXPIRED_PAYMENTS_SWEEP_JOB, SWEEP_CRON);

  // The day's shipments are mailed their tracking numbers at 22:00 shop time
  // (tracking-batch.ts, docs/after-purchase.md): a recurring job that finds what the last
  // 22:00 of each zone made due and queues one durable mail per order.
  registerTrackingMail(app.jobs, { db: app.db, config: app.config });
  await app.jobs.work(TRACKING_BATCH_JOB, async () => {
    await runTrackingBatch({
      db: app.db,
      now: app.now(),
      log: app.log,
      deliver: (row) => queueTrackingMail(app.jobs, row),
    });
  });
  await app.jobs.schedule(TRACKING_BATCH_JOB, TRACKING_BATCH_CRON);

  app.post(
    '/orders',
    { schema: placeOrderSchema, preValidation: rejectEmptyCart, preHandler: rejectBadToken },
    async (request, reply) => {
      const outcome = await placeOrder(
        {
          db: app.db,
          config: app.config,
          now: app.now,
          gateway,
          providers,
          log: request.log,
          onPaid,
        },
        request.body,
        {
          idempotencyKey: request.headers['idempotency-key'],
          user: request.user,
          locale: request.locale,
        },
      );
      // A refusal is kept (and replayed) in English; each answer speaks its caller's language.
      const body =
        'error' in outcome.body
          ? { error: translateError(request.locale, outcome.body.error) }
          : outcome.body;
      return reply.code(outcome.status).header('Cache-Control', 'no-store').send(body);
    },
  );

  await app.register(paymentsRoutes, { providers, onPaid });

  app.get(
    '/orders/user',
    { schema: listUserOrdersSchema, preHandler: requireUser() },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      // requireUser ran, so the user is there.
      return { orders: await listUserOrders(app.db, request.user!.sub) };
    },
  );

  // The shopper cancels before packing (docs/after-purchase.md). Limited per client like
  // the shop's other lookups by id and token, in a scope of its own.
  await app.register(async (plain) => {
    await registerRequestLimit(plain, 'order-cancel', true);
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    scope.post(
      '/orders/:id/cancel',
      {
        schema: cancelOrderSchema,
        preHandler: rejectBadToken,
        config: { rateLimit: { max: CANCEL_RATE_LIMIT, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        const viewer = {
          user: request.user,
          token: request.headers['x-order-token'] ?? request.query.token,
        };
        const row = await findViewableOrder(app.db, request.params.id, viewer);
        await cancelOrderForCustomer(
          {
            db: app.db,
            config: app.config,
            now: app.now,
            gateway,
            providers,
            jobs: app.jobs,
            log: request.log,
          },
          row,
        );
        return getOrder(app.db, row.id, viewer);
      },
    );
  });

  app.get(
    '/orders/:id',
    { schema: getOrderSchema, preHandler: rejectBadToken },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return getOrder(app.db, request.params.id, {
        user: request.user,
        token: request.headers['x-order-token'] ?? request.query.token,
      });
    },
  );
};
