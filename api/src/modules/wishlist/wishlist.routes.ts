import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rejectBadToken, requireUser } from '../../plugins/authenticate';
import { registerRequestLimit } from '../rate-limit/request-limit';
import {
  addToWishlistSchema,
  listWishlistSchema,
  mergeWishlistSchema,
  removeFromWishlistSchema,
  WISHLIST_WRITES_PER_MINUTE,
  wishlistProductsSchema,
} from './wishlist.schemas';
import {
  addToWishlist,
  listWishlist,
  mergeWishlist,
  removeFromWishlist,
  wishlistProducts,
  type WishlistDeps,
} from './wishlist.service';

// /wishlist: the signed-in shopper's own list; nobody else's is reachable.
export const wishlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: WishlistDeps = { db: app.db, dialect: app.config.database.dialect, now: app.now };
  await registerRequestLimit(app, 'wishlist', true);
  const owner = { preHandler: requireUser() };
  const limited = {
    ...owner,
    config: { rateLimit: { max: WISHLIST_WRITES_PER_MINUTE, timeWindow: 60_000 } },
  };
  const noStore = { 'Cache-Control': 'no-store' };

  app.get('/wishlist', { schema: listWishlistSchema, ...owner }, async (request, reply) =>
    reply.headers(noStore).send(await listWishlist(deps, request.user!.sub)),
  );

  app.get(
    '/wishlist/products',
    {
      schema: wishlistProductsSchema,
      preHandler: rejectBadToken,
      config: limited.config,
    },
    async (request) => wishlistProducts(deps, request.query.ref),
  );

  app.put(
    '/wishlist/:product',
    { schema: addToWishlistSchema, ...limited },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await addToWishlist(deps, request.user!.sub, request.params.product)),
  );

  app.delete(
    '/wishlist/:product',
    { schema: removeFromWishlistSchema, ...limited },
    async (request, reply) => {
      await removeFromWishlist(deps, request.user!.sub, request.params.product);
      return reply.code(204).send(null);
    },
  );

  app.post('/wishlist/merge', { schema: mergeWishlistSchema, ...limited }, async (request, reply) =>
    reply.headers(noStore).send(await mergeWishlist(deps, request.user!.sub, request.body)),
  );
};
