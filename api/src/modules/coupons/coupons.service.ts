import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { countCustomerRedemptions, findCoupon } from './coupons.repository';
import { COUPON_MESSAGES, evaluateCoupon, normalizeCode } from './coupons.rules';
import type { CouponValidation, ValidateCouponRequest } from './coupons.schemas';

export interface CouponsDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/**
 * The drawer's check. A signed-in customer's own redemptions count against a
 * per-customer limit; a guest's are checked when the order is placed (by e-mail).
 */
export async function validateCoupon(
  deps: CouponsDeps,
  request: ValidateCouponRequest,
  customerEmail: string | null,
): Promise<CouponValidation> {
  const code = normalizeCode(request.code);
  if (code === '') return { valid: false, discount: 0, message: COUPON_MESSAGES.invalid };
  const coupon = await findCoupon(deps.db, code);
  const customerUses =
    coupon && coupon.per_user_limit !== null && customerEmail !== null
      ? await countCustomerRedemptions(deps.db, code, customerEmail)
      : undefined;
  const verdict = evaluateCoupon(coupon, {
    now: deps.now(),
    ...(request.subtotal === undefined ? {} : { subtotal: request.subtotal }),
    ...(customerUses === undefined ? {} : { customerUses }),
  });
  if (!verdict.valid && !verdict.coupon) {
    return { valid: false, discount: 0, message: verdict.message };
  }
  if (!verdict.coupon) return { valid: false, discount: 0, message: COUPON_MESSAGES.invalid };
  const details = {
    code: verdict.coupon.code,
    type: verdict.coupon.type,
    value: verdict.coupon.value,
    minSpend: verdict.coupon.min_spend,
  };
  return verdict.valid
    ? { valid: true, discount: verdict.discount, ...details, message: COUPON_MESSAGES.applied }
    : { valid: false, discount: 0, ...details, message: verdict.message };
}
