import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isLocale } from '../../i18n/locales';
import { rejectBadToken } from '../../plugins/authenticate';
import { getOrder } from '../orders/order-views';
import { findOrder } from '../orders/orders.repository';
import { getOrderSchema } from '../orders/orders.schemas';
import { receiptFileName, renderReceipt } from './receipt-pdf';

// GET /orders/:id/receipt.pdf: the order's receipt, for whoever may see the order (its
// owner, or the holder of its guest token, in the x-order-token header or ?token=);
// anyone else gets the same 404 as for an order that does not exist.

const receiptSchema = {
  tags: ['orders'],
  summary: "An order's receipt (PDF), in the order's language and currency",
  params: getOrderSchema.params,
  querystring: getOrderSchema.querystring,
  headers: getOrderSchema.headers,
  produces: ['application/pdf'],
  response: {
    200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' }),
    400: getOrderSchema.response[400],
    404: getOrderSchema.response[404],
  },
};

export const receiptsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders/:id/receipt.pdf',
    { schema: receiptSchema, preHandler: rejectBadToken },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const order = await getOrder(app.db, request.params.id, {
        user: request.user,
        token: request.headers['x-order-token'] ?? request.query.token,
      });
      const row = await findOrder(app.db, order.id);
      const locale = row && isLocale(row.locale) ? row.locale : 'en';
      const pdf = await renderReceipt({
        order,
        locale,
        shop: {
          name: app.config.SHOP_NAME,
          address: app.config.SHOP_ADDRESS,
          invoiceRegistrationNumber: app.config.SHOP_INVOICE_REGISTRATION_NUMBER,
        },
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${receiptFileName(order)}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(pdf);
    },
  );
};
