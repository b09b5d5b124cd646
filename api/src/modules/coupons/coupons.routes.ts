import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rejectBadToken } from '../../plugins/authenticate';
import { registerRequestLimit } from '../rate-limit/request-limit';
import { canonicalEmail } from '../users/users.service';
import { validateCouponSchema } from './coupons.schemas';
import { validateCoupon } from './coupons.service';
import { translateMessage } from '../../i18n/translate';

const MINUTE_MS = 60_000;

export const couponsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Coupon codes are short: without a limit they can be guessed by the thousand a second.
  // A shopper tries a code or two (and the drawer re-checks one as the cart changes).
  const limit = app.config.COUPON_VALIDATE_RATE_LIMIT;
  await registerRequestLimit(app, 'coupons', limit > 0);
  const limited = limit > 0 ? { rateLimit: { max: limit, timeWindow: MINUTE_MS } } : undefined;

  app.post(
    '/coupons/validate',
    { schema: validateCouponSchema, preHandler: rejectBadToken, config: limited },
    async (request) => {
      const verdict = await validateCoupon(
        { db: app.db, now: app.now },
        request.body,
        // The spelling the order records redemptions under (per-customer limits).
        request.user ? canonicalEmail(request.user.email) : null,
      );
      return verdict.message === undefined
        ? verdict
        : { ...verdict, message: translateMessage(request.locale, verdict.message) };
    },
  );
};
