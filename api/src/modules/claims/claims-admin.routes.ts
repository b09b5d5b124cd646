import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AdminOrdersDeps } from '../admin/admin-orders';
import {
  acceptClaimSchema,
  listClaimsSchema,
  receiveClaimSchema,
  refuseClaimSchema,
} from './claims.schemas';
import { acceptClaim, listClaims, receiveClaim, refuseClaim } from './claims.service';

/**
 * The back office's claims: GET /admin/claims, POST /admin/claims/:id/accept | refuse |
 * receive. Registered by the admin routes with their role guard and order dependencies
 * (gateway, providers, mailer), so a refund goes through the same path as any other.
 */
export function claimAdminRoutes(
  app: FastifyInstance,
  guard: { onRequest: onRequestHookHandler },
  deps: (request: FastifyRequest) => AdminOrdersDeps,
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const noStore = { 'Cache-Control': 'no-store' };
  typed.get('/admin/claims', { schema: listClaimsSchema, ...guard }, async (request, reply) => {
    void reply.headers(noStore);
    return { claims: await listClaims(app.db, request.query.state) };
  });
  typed.post('/admin/claims/:id/accept', { schema: acceptClaimSchema, ...guard }, (request) =>
    acceptClaim(deps(request), request.user!, request.params.id, request.body.note),
  );
  typed.post('/admin/claims/:id/refuse', { schema: refuseClaimSchema, ...guard }, (request) =>
    refuseClaim(deps(request), request.user!, request.params.id, request.body.reason),
  );
  typed.post('/admin/claims/:id/receive', { schema: receiveClaimSchema, ...guard }, (request) =>
    receiveClaim(deps(request), request.user!, request.params.id, request.body),
  );
}
