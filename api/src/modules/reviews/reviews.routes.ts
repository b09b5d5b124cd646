import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rejectBadToken, requireUser } from '../../plugins/authenticate';
import { registerRequestLimit } from '../rate-limit/request-limit';
import {
  createReviewSchema,
  editReviewSchema,
  listReviewsSchema,
  myReviewSchema,
  voteHelpfulSchema,
} from './reviews.schemas';
import { createReview, editReview, listReviews, myReview, voteHelpful } from './reviews.service';

const MINUTE_MS = 60_000;
// Writes per client a minute: a shopper writes one review and presses a few 'helpful'
// buttons; a script posting in a loop is stopped here.
const WRITES_PER_MINUTE = 20;

// Buyers' reviews (docs/reviews.md). Reading is public; writing needs a signed-in
// shopper who received the product. The staff side is in reviews-admin.routes.ts.
export const reviewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerRequestLimit(app, 'reviews', true);
  const write = {
    preHandler: requireUser(),
    config: { rateLimit: { max: WRITES_PER_MINUTE, timeWindow: MINUTE_MS } },
  };
  const deps = { db: app.db, now: app.now };

  app.get(
    '/products/:id/reviews',
    { schema: listReviewsSchema, preHandler: rejectBadToken },
    async (request, reply) => {
      // Moderation shows at once: the product's figures beside it are as fresh.
      void reply.header('Cache-Control', 'no-cache');
      return listReviews(app.db, request.params.id, request.query);
    },
  );

  app.get(
    '/products/:id/reviews/mine',
    { schema: myReviewSchema, preHandler: requireUser() },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return myReview(app.db, request.user!, request.params.id);
    },
  );

  app.post(
    '/products/:id/reviews',
    { schema: createReviewSchema, ...write },
    async (request, reply) => {
      const review = await createReview(deps, request.user!, request.params.id, request.body);
      return reply.code(201).header('Cache-Control', 'no-store').send(review);
    },
  );

  app.put(
    '/products/:id/reviews/mine',
    { schema: editReviewSchema, ...write },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return editReview(deps, request.user!, request.params.id, request.body);
    },
  );

  app.post(
    '/reviews/:reviewId/helpful',
    { schema: voteHelpfulSchema, ...write },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return voteHelpful(deps, request.user!, request.params.reviewId);
    },
  );
};
