import type { CouponsTable, CouponType } from './coupons.tables';

// The coupon rules (docs/product.md D6), pure so the validate endpoint and the order's
// transaction apply exactly the same ones.

export type CouponRow = Omit<
  CouponsTable,
  'description' | 'min_spend' | 'used_count' | 'is_active'
> & {
  description: string;
  min_spend: number;
  used_count: number;
  is_active: number;
};

export const COUPON_MESSAGES = {
  invalid: 'Invalid coupon code',
  notStarted: 'This coupon is not active yet',
  expired: 'This coupon has expired',
  usedUp: 'This coupon has reached its usage limit',
  perUser: 'You have already used this coupon',
  applied: 'Coupon applied',
  emptyCart: 'Your cart is empty',
  cartMissing: "Send the cart's items (or its subtotal) to check a coupon against it",
} as const;

/**
 * Why a coupon was refused, for a client that words it itself: a minimum spend is named in
 * the shopper's currency, and a refusal that depends on the cart is judged again when it changes.
 */
export type CouponRefusal =
  'invalid' | 'notStarted' | 'expired' | 'usedUp' | 'perUser' | 'minSpend' | 'emptyCart';

export function minimumSpendMessage(minSpend: number): string {
  return `This coupon needs a product total of at least ৳${minSpend.toLocaleString('en-US')}`;
}

/** Codes are matched trimmed and upper-cased, like the client sends them. */
export function normalizeCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export type CouponVerdict =
  | { valid: true; discount: number; coupon: CouponRow }
  | { valid: false; reason: CouponRefusal; message: string; coupon?: CouponRow };

export interface CouponContext {
  now: Date;
  /** Product total in taka; undefined skips the minimum-spend check. */
  subtotal?: number;
  /** Earlier redemptions by this customer; undefined when the customer is unknown. */
  customerUses?: number;
}

export function evaluateCoupon(
  coupon: CouponRow | undefined,
  context: CouponContext,
): CouponVerdict {
  if (!coupon || coupon.is_active !== 1) {
    return { valid: false, reason: 'invalid', message: COUPON_MESSAGES.invalid };
  }
  const now = context.now.toISOString();
  const reject = (reason: CouponRefusal, message: string): CouponVerdict => ({
    valid: false,
    reason,
    message,
    coupon,
  });
  if (coupon.starts_at !== null && now < coupon.starts_at) {
    return reject('notStarted', COUPON_MESSAGES.notStarted);
  }
  if (coupon.ends_at !== null && now > coupon.ends_at) {
    return reject('expired', COUPON_MESSAGES.expired);
  }
  if (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit) {
    return reject('usedUp', COUPON_MESSAGES.usedUp);
  }
  if (
    coupon.per_user_limit !== null &&
    context.customerUses !== undefined &&
    context.customerUses >= coupon.per_user_limit
  ) {
    return reject('perUser', COUPON_MESSAGES.perUser);
  }
  if (context.subtotal !== undefined && context.subtotal < coupon.min_spend) {
    return reject('minSpend', minimumSpendMessage(coupon.min_spend));
  }
  return { valid: true, discount: discountFor(coupon, context.subtotal), coupon };
}

/**
 * Whole taka off. A percentage rounds down (the shop never gives away a fraction) and
 * respects max_discount; no discount exceeds the product total. Without a subtotal a
 * percentage coupon's amount is unknown, so it is 0 and the client reads type/value.
 */
export function discountFor(
  coupon: { type: CouponType; value: number; max_discount: number | null },
  subtotal: number | undefined,
): number {
  if (coupon.type === 'fixed') {
    return subtotal === undefined ? coupon.value : Math.min(coupon.value, subtotal);
  }
  if (subtotal === undefined) return 0;
  const percentOff = Math.floor((subtotal * coupon.value) / 100);
  const capped =
    coupon.max_discount === null ? percentOff : Math.min(percentOff, coupon.max_discount);
  return Math.min(capped, subtotal);
}
