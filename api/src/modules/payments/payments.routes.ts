import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rejectBadToken } from '../../plugins/authenticate';
import { HttpError } from '../../lib/http-error';
import { confirmPaymentSchema } from '../orders/orders.schemas';
import { getOrder } from '../orders/order-views';
import { deriveOrderToken, orderTokenMatches } from '../orders/order-token';
import { findOrder } from '../orders/orders.repository';
import type { OrderMailEvent } from '../orders/orders.types';
import {
  handlePaymentEvent,
  settleWithProvider,
  type SettleDeps,
} from '../orders/payment-settlement';
import { offeredMethods, type MethodCountry } from './payment-methods';
import type { PaymentProviders } from './providers';
import { bkashCallbackSchema, paymentMethodsSchema, stripeWebhookSchema } from './payments.schemas';

// The routes of payments that finish away from our API (docs/payments.md): the methods on
// offer, the checkout's confirm after Stripe.js, bKash's callback and Stripe's webhook.

export interface PaymentsRoutesOptions {
  providers: PaymentProviders;
  onPaid: (event: OrderMailEvent) => void | Promise<void>;
}

export const paymentsRoutes: FastifyPluginAsyncTypebox<PaymentsRoutesOptions> = async (
  app,
  options,
) => {
  const { providers } = options;
  const settleDeps = (log: SettleDeps['log']): SettleDeps => ({
    db: app.db,
    config: app.config,
    now: app.now,
    log,
    providers,
    onPaid: options.onPaid,
  });

  app.get('/payments/methods', { schema: paymentMethodsSchema }, async (request, reply) => {
    void reply.header('Cache-Control', 'public, max-age=60');
    return {
      methods: offeredMethods(
        app.config,
        providers,
        request.query.country as MethodCountry,
        request.query.currency ?? 'BDT',
      ),
    };
  });

  app.post(
    '/orders/:id/payment/confirm',
    { schema: confirmPaymentSchema, preHandler: rejectBadToken },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const viewer = {
        user: request.user,
        token: request.headers['x-order-token'] ?? request.query.token,
      };
      // The same access as reading the order: anyone else gets its 404.
      await getOrder(app.db, request.params.id, viewer);
      const order = await findOrder(app.db, request.params.id);
      if (order) await settleWithProvider(settleDeps(request.log), order);
      return getOrder(app.db, request.params.id, viewer);
    },
  );

  app.get('/payments/bkash/callback', { schema: bkashCallbackSchema }, async (request, reply) => {
    const { order: orderId, token, status } = request.query;
    const order = await findOrder(app.db, orderId);
    const tokenOk =
      order !== undefined &&
      token !== undefined &&
      orderTokenMatches(token, order.access_token_hash);
    if (order && order.payment_provider === 'bkash') {
      try {
        await settleWithProvider(
          settleDeps(request.log),
          order,
          status === undefined ? undefined : { callbackStatus: status },
        );
      } catch (error) {
        // The order page asks again (confirm) and the sweeper at the deadline.
        request.log.error({ err: error, orderId }, 'bKash callback could not settle the order');
      }
    }
    const base = `${app.config.SHOP_URL}/orders/${encodeURIComponent(orderId)}`;
    // The order page reads its guest token from the fragment (as the order mail's link):
    // it never reaches a server log or a Referer header.
    const location =
      order && tokenOk
        ? `${base}#token=${encodeURIComponent(deriveOrderToken(app.config.JWT_SECRET, order.id, order.access_token_salt))}`
        : base;
    return reply.code(303).header('Cache-Control', 'no-store').header('Location', location).send();
  });

  // Stripe signs the exact bytes it sent: this route alone reads its body raw.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post('/payments/stripe/webhook', { schema: stripeWebhookSchema }, async (request) => {
      const provider = providers.byName('stripe');
      if (!provider?.parseWebhook)
        throw HttpError.notFound('Stripe is not configured', 'NOT_FOUND');
      const body = request.body;
      if (!Buffer.isBuffer(body)) {
        throw HttpError.badRequest('Expected the JSON body Stripe sent', 'BAD_WEBHOOK');
      }
      let event;
      try {
        event = provider.parseWebhook(body, request.headers);
      } catch {
        throw HttpError.badRequest('The webhook signature does not match', 'BAD_SIGNATURE');
      }
      if (event) {
        const result = await handlePaymentEvent(settleDeps(request.log), provider, event);
        request.log.info({ eventId: event.eventId, result }, 'stripe webhook');
      }
      return { received: true };
    });
  });
};
