import type { Generated } from 'kysely';

// Row types of the coupon tables (migration 2026-11-21-003-commerce).

export type CouponType = 'percentage' | 'fixed';

export interface CouponsTable {
  /** Upper-cased. */
  code: string;
  description: Generated<string>;
  type: CouponType;
  /** Percent off for 'percentage', whole taka off for 'fixed'. */
  value: number;
  min_spend: Generated<number>;
  max_discount: number | null;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  used_count: Generated<number>;
  per_user_limit: number | null;
  /** 0 or 1 */
  is_active: Generated<number>;
  created_at: string;
}

export interface CouponRedemptionsTable {
  id: string;
  coupon_code: string;
  order_id: string;
  /** Lower-cased. */
  customer_email: string;
  user_id: string | null;
  created_at: string;
}

export interface CouponsTables {
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
}
