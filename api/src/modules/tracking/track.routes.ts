import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerRequestLimit } from '../rate-limit/request-limit';
import { trackOrderSchema } from './track.schemas';
import { trackOrder } from './track.service';

const MINUTE_MS = 60_000;

// POST /orders/track: a public look-up, so it is limited per client (TRACK_ORDER_RATE_LIMIT
// a minute): guessing e-mail addresses for a known number stays slow.
export const trackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limit = app.config.TRACK_ORDER_RATE_LIMIT;
  await registerRequestLimit(app, 'track', limit > 0);
  const limited = limit > 0 ? { rateLimit: { max: limit, timeWindow: MINUTE_MS } } : undefined;

  app.post(
    '/orders/track',
    { schema: trackOrderSchema, config: limited },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return trackOrder(app.db, request.body);
    },
  );
};
