import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkStockSchema } from './inventory.schemas';
import { checkStock } from './inventory.service';

export const inventoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/inventory/:productId/check', { schema: checkStockSchema }, async (request, reply) => {
    // Stock changes with every order; a cached answer would mislead checkout.
    void reply.header('Cache-Control', 'no-store');
    return checkStock(app.db, request.params.productId, request.query.quantity);
  });
};
