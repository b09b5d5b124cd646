import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { APP_VERSION } from '../../lib/app-version';
import { getHealthSchema } from './health.schemas';
import { checkHealth } from './health.service';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const startedAt = Date.now();

  app.get('/health', { schema: getHealthSchema }, async () =>
    checkHealth({
      db: app.db,
      dialect: app.config.database.dialect,
      version: APP_VERSION,
      startedAt,
    }),
  );
};
