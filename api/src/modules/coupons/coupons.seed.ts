import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { insertMissingCoupons } from './coupons.repository';
import type { CouponsTable } from './coupons.tables';

// The sample coupons of docs/product.md D6, listed in the README's "Coupons". Seeding is
// idempotent: a coupon that exists is left alone, usage counts included.
const SEED_CREATED_AT = '2026-01-01T00:00:00.000Z';

export const SEED_COUPONS: readonly Insertable<CouponsTable>[] = [
  {
    code: 'WELCOME10',
    description: '10% off orders of ৳2,000 or more',
    type: 'percentage',
    value: 10,
    min_spend: 2000,
    created_at: SEED_CREATED_AT,
  },
  {
    code: 'SAVE500',
    description: '৳500 off orders of ৳5,000 or more',
    type: 'fixed',
    value: 500,
    min_spend: 5000,
    created_at: SEED_CREATED_AT,
  },
  {
    code: 'EXPIRED2025',
    description: '15% off; ended on 31 December 2025',
    type: 'percentage',
    value: 15,
    starts_at: '2025-01-01T00:00:00.000Z',
    ends_at: '2025-12-31T23:59:59.999Z',
    created_at: SEED_CREATED_AT,
  },
  {
    code: 'FLASH100',
    description: '৳1,000 off; the first 100 uses are all gone',
    type: 'fixed',
    value: 1000,
    min_spend: 3000,
    usage_limit: 100,
    used_count: 100,
    created_at: SEED_CREATED_AT,
  },
  {
    code: 'FIRSTORDER',
    description: '5% off (at most ৳1,500), once per customer',
    type: 'percentage',
    value: 5,
    max_discount: 1500,
    per_user_limit: 1,
    created_at: SEED_CREATED_AT,
  },
];

export async function seedCoupons(db: Kysely<Database>): Promise<void> {
  await insertMissingCoupons(db, SEED_COUPONS);
}
