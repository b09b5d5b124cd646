import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { findProductsForPricing } from '../inventory/inventory.repository';
import { mergeItems, productNotFound } from '../shipping/shipping.service';
import { countCustomerRedemptions, findCoupon } from './coupons.repository';
import { COUPON_MESSAGES, evaluateCoupon, normalizeCode } from './coupons.rules';
import type { CouponValidation, ValidateCouponRequest } from './coupons.schemas';

export interface CouponsDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/**
 * The product total the coupon is judged against. Lines are priced from the database,
 * exactly as the order will price them, so the drawer and the order cannot disagree.
 * A bare subtotal is accepted for callers without lines. Neither is a 400: a coupon
 * judged against no cart at all could answer 'valid' for a cart the order refuses.
 */
async function cartSubtotal(deps: CouponsDeps, request: ValidateCouponRequest): Promise<number> {
  if (request.items !== undefined) {
    const items = mergeItems(request.items);
    const rows = await findProductsForPricing(
      deps.db,
      items.map((item) => item.productId),
    );
    const prices = new Map(rows.map((row) => [row.id, row.price]));
    let total = 0;
    for (const item of items) {
      const price = prices.get(item.productId);
      if (price === undefined) throw productNotFound(item.productId);
      total += price * item.quantity;
    }
    return total;
  }
  if (request.subtotal !== undefined) return request.subtotal;
  throw HttpError.badRequest(COUPON_MESSAGES.cartMissing, 'VALIDATION_ERROR');
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
  const subtotal = await cartSubtotal(deps, request);
  if (code === '') {
    return { valid: false, discount: 0, reason: 'invalid', message: COUPON_MESSAGES.invalid };
  }
  const coupon = await findCoupon(deps.db, code);
  const customerUses =
    coupon && coupon.per_user_limit !== null && customerEmail !== null
      ? await countCustomerRedemptions(deps.db, code, customerEmail)
      : undefined;
  const verdict = evaluateCoupon(coupon, {
    now: deps.now(),
    subtotal,
    ...(customerUses === undefined ? {} : { customerUses }),
  });
  if (!verdict.valid && !verdict.coupon) {
    return { valid: false, discount: 0, reason: verdict.reason, message: verdict.message };
  }
  if (!verdict.coupon) {
    return { valid: false, discount: 0, reason: 'invalid', message: COUPON_MESSAGES.invalid };
  }
  const details = {
    code: verdict.coupon.code,
    type: verdict.coupon.type,
    value: verdict.coupon.value,
    minSpend: verdict.coupon.min_spend,
    subtotal,
  };
  // An empty cart cannot be ordered, so no coupon is good for it (even one without a
  // minimum spend, which the rules alone would accept with 0 off).
  if (verdict.valid && subtotal === 0) {
    return {
      valid: false,
      discount: 0,
      ...details,
      reason: 'emptyCart',
      message: COUPON_MESSAGES.emptyCart,
    };
  }
  return verdict.valid
    ? { valid: true, discount: verdict.discount, ...details, message: COUPON_MESSAGES.applied }
    : { valid: false, discount: 0, ...details, reason: verdict.reason, message: verdict.message };
}
