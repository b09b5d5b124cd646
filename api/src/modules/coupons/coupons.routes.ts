import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rejectBadToken } from '../../plugins/authenticate';
import { validateCouponSchema } from './coupons.schemas';
import { validateCoupon } from './coupons.service';

export const couponsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/coupons/validate',
    { schema: validateCouponSchema, preHandler: rejectBadToken },
    async (request) =>
      validateCoupon(
        { db: app.db, now: app.now },
        request.body,
        request.user ? request.user.email.toLowerCase() : null,
      ),
  );
};
