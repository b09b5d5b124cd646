import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { CouponRow } from './coupons.rules';
import type { CouponsTable } from './coupons.tables';

type Db = Kysely<Database> | Transaction<Database>;

export async function findCoupon(db: Db, code: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function countCustomerRedemptions(
  db: Db,
  code: string,
  customerEmail: string,
): Promise<number> {
  const row = await db
    .selectFrom('coupon_redemptions')
    .select((eb) => eb.fn.countAll<string | number>().as('uses'))
    .where('coupon_code', '=', code)
    .where('customer_email', '=', customerEmail)
    .executeTakeFirst();
  // PostgreSQL answers count(*) as a bigint string.
  return Number(row?.uses ?? 0);
}

/**
 * Counts one use if the total limit allows it, in one conditional UPDATE, and returns
 * the coupon as it is after the update. On PostgreSQL the row lock it takes also
 * serialises the per-customer check that follows for the same coupon.
 */
export async function claimCouponUse(
  trx: Transaction<Database>,
  code: string,
): Promise<CouponRow | undefined> {
  return trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('code', '=', code)
    .where('is_active', '=', 1)
    .where((eb) =>
      eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function releaseCouponUse(trx: Transaction<Database>, code: string): Promise<void> {
  await trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
    .where('code', '=', code)
    .where('used_count', '>', 0)
    .execute();
}

export async function insertRedemption(
  trx: Transaction<Database>,
  row: Insertable<Database['coupon_redemptions']>,
): Promise<void> {
  await trx.insertInto('coupon_redemptions').values(row).execute();
}

export async function deleteRedemptionsOfOrder(
  trx: Transaction<Database>,
  orderId: string,
): Promise<void> {
  await trx.deleteFrom('coupon_redemptions').where('order_id', '=', orderId).execute();
}

/** Inserts coupons that do not exist yet; existing ones (and their usage) are kept. */
export async function insertMissingCoupons(
  db: Db,
  coupons: readonly Insertable<CouponsTable>[],
): Promise<void> {
  if (coupons.length === 0) return;
  // Every column spelled out: in a multi-row insert SQLite has no DEFAULT keyword, so
  // a column missing from one row would become NULL there.
  const rows = coupons.map((coupon) => ({
    description: '',
    min_spend: 0,
    max_discount: null,
    starts_at: null,
    ends_at: null,
    usage_limit: null,
    used_count: 0,
    per_user_limit: null,
    is_active: 1,
    ...coupon,
  }));
  await db
    .insertInto('coupons')
    .values(rows)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
