import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rejectBadToken } from '../../plugins/authenticate';
import { createClaimSchema } from './claims.schemas';
import { createClaim } from './claims.service';

// POST /orders/:id/claims: the shopper's return or warranty claim. The staff side is in
// the back office's routes (admin.routes.ts registers claimAdminRoutes).
export const claimsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/orders/:id/claims',
    { schema: createClaimSchema, preHandler: rejectBadToken },
    async (request, reply) => {
      const claim = await createClaim(
        { db: app.db, config: app.config, now: app.now },
        { user: request.user, token: request.headers['x-order-token'] ?? request.query.token },
        request.params.id,
        request.body,
      );
      return reply.code(201).header('Cache-Control', 'no-store').send(claim);
    },
  );
};
