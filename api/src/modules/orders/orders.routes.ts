import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rejectBadToken, requireUser } from '../../plugins/authenticate';
import type { PaymentGateway } from '../payments/payment-gateway';
import { TestPaymentGateway } from '../payments/test-payment-gateway';
import { getOrderSchema, listUserOrdersSchema, placeOrderSchema } from './orders.schemas';
import { getOrder, listUserOrders, placeOrder } from './orders.service';

export interface OrdersRoutesOptions {
  /** Defaults to the built-in test gateway (README "Test cards"). */
  gateway?: PaymentGateway;
}

export const ordersRoutes: FastifyPluginAsyncTypebox<OrdersRoutesOptions> = async (
  app,
  options,
) => {
  const gateway = options.gateway ?? new TestPaymentGateway();

  app.post(
    '/orders',
    { schema: placeOrderSchema, preHandler: rejectBadToken },
    async (request, reply) => {
      const outcome = await placeOrder(
        { db: app.db, config: app.config, now: app.now, gateway, log: request.log },
        request.body,
        { idempotencyKey: request.headers['idempotency-key'], user: request.user },
      );
      return reply.code(outcome.status).header('Cache-Control', 'no-store').send(outcome.body);
    },
  );

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
