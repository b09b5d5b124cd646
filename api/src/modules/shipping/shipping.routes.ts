import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { quoteShippingSchema } from './shipping.schemas';
import { quoteShipping } from './shipping.service';

export const shippingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/shipping/quote', { schema: quoteShippingSchema }, async (request) =>
    quoteShipping({ db: app.db, config: app.config, now: app.now }, request.body),
  );
};
