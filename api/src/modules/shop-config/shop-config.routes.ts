import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getShopConfigSchema } from './shop-config.schemas';
import { shopConfig } from './shop-config.service';

// Changes only with a redeploy; five minutes keeps a rate change from lingering long.
const CACHE_CONTROL = 'public, max-age=300';

export const shopConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const body = shopConfig(app.config);
  app.get('/config', { schema: getShopConfigSchema }, async (_request, reply) => {
    void reply.header('Cache-Control', CACHE_CONTROL);
    return body;
  });
};
