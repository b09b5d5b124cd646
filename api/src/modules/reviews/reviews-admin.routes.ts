import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { adminListReviewsSchema, hideReviewSchema, publishReviewSchema } from './reviews.schemas';
import { hideReview, listReviewsForStaff, publishReview } from './reviews.service';

/**
 * The back office's review moderation: GET /admin/reviews, POST /admin/reviews/:id/publish
 * | hide. Registered by the admin routes with their role guard (the role is read from the
 * account on every call).
 */
export function reviewAdminRoutes(
  app: FastifyInstance,
  guard: { onRequest: onRequestHookHandler },
): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const deps = { db: app.db, now: app.now };
  const noStore = { 'Cache-Control': 'no-store' };
  typed.get(
    '/admin/reviews',
    { schema: adminListReviewsSchema, ...guard },
    async (request, reply) => {
      void reply.headers(noStore);
      return { reviews: await listReviewsForStaff(app.db, request.query.status) };
    },
  );
  typed.post('/admin/reviews/:id/publish', { schema: publishReviewSchema, ...guard }, (request) =>
    publishReview(deps, request.params.id),
  );
  typed.post('/admin/reviews/:id/hide', { schema: hideReviewSchema, ...guard }, (request) =>
    hideReview(deps, request.params.id, request.body.reason),
  );
}
