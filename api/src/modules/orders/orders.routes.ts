import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rejectBadToken, requireUser } from '../../plugins/authenticate';
import { createMailer, type Mailer } from '../mail/mailer';
import type { PaymentGateway } from '../payments/payment-gateway';
import { createPaymentGateway } from '../payments/create-payment-gateway';
import { paymentsRoutes } from '../payments/payments.routes';
import { createPaymentProviders, type PaymentProviders } from '../payments/providers';
import { rejectEmptyCart } from './empty-cart';
import { getOrderSchema, listUserOrdersSchema, placeOrderSchema } from './orders.schemas';
import { getOrder, listUserOrders } from './order-views';
import { placeOrder } from './orders.service';
import { createOrderMailQueue } from './order-mail';
import { SWEEP_INTERVAL_MS, sweepStrandedOrders } from './charge-recovery';
import { sweepExpiredPayments } from './payment-settlement';

export interface OrdersRoutesOptions {
  /** Defaults to the adapter PAYMENT_GATEWAY names (the built-in test gateway unless set). */
  gateway?: PaymentGateway;
  /** bKash, Stripe card and konbini; by default those the config sets up (providers.ts). */
  providers?: PaymentProviders;
  /** Replaces the mailer made from the config (SMTP_URL or the outbox), as for sign-in. */
  mailer?: Mailer;
  /** Pauses between confirmation mail attempts; tests shorten them. */
  mailRetryDelaysMs?: readonly number[];
}

export const ordersRoutes: FastifyPluginAsyncTypebox<OrdersRoutesOptions> = async (
  app,
  options,
) => {
  const gateway = options.gateway ?? createPaymentGateway(app.config);
  const providers = options.providers ?? createPaymentProviders(app.config);
  const mailer = options.mailer ?? createMailer(app.config, app.log);
  const confirmations = createOrderMailQueue({
    db: app.db,
    mailer,
    log: app.log,
    shopUrl: app.config.SHOP_URL,
    ...(options.mailRetryDelaysMs ? { retryDelaysMs: options.mailRetryDelaysMs } : {}),
  });
  app.addHook('onClose', async () => {
    await confirmations.close();
    if (!options.mailer) mailer.close();
  });

  // Orders a dead request left reserved give their stock back after a deadline, and so do
  // orders whose payment was not completed by its deadline (docs/payments.md). Every
  // instance may sweep: the changes are conditional, so two sweepers never double them.
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweeper = setInterval(() => {
    sweeping = Promise.all([
      sweepStrandedOrders(app.db, app.now(), app.log).catch((error: unknown) =>
        app.log.error({ err: error }, 'stranded order sweep failed'),
      ),
      sweepExpiredPayments({
        db: app.db,
        config: app.config,
        now: app.now,
        log: app.log,
        providers,
        onPaid: confirmations.enqueue,
      }).catch((error: unknown) => app.log.error({ err: error }, 'expired payment sweep failed')),
    ]);
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await sweeping;
  });

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
          onPaid: confirmations.enqueue,
        },
        request.body,
        { idempotencyKey: request.headers['idempotency-key'], user: request.user },
      );
      return reply.code(outcome.status).header('Cache-Control', 'no-store').send(outcome.body);
    },
  );

  await app.register(paymentsRoutes, { providers, onPaid: confirmations.enqueue });

  app.get(
    '/orders/user',
    { schema: listUserOrdersSchema, preHandler: requireUser() },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      // requireUser ran, so the user is there.
      return { orders: await listUserOrders(app.db, request.user!.sub) };
    },
  );

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
