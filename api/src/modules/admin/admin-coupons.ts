import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { AccessClaims } from '../../lib/access-token';
import { HttpError } from '../../lib/http-error';
import type { CouponsTable } from '../coupons/coupons.tables';
import type { CreateCouponBody, UpdateCouponBody } from './admin.schemas';
import { writeAudit } from './audit';

// Coupons of the back office. The checkout's rules (coupons.rules) read the same rows:
// a deactivated coupon is refused there as invalid; its usage stays as it was.

type CouponRow = Selectable<CouponsTable>;
export const COUPON_NOT_FOUND = 'Coupon not found';

export type CouponStatus = 'active' | 'inactive' | 'expired' | 'scheduled' | 'used up';

/** What the checkout would make of the coupon now, in the words of the coupon list. */
function statusOf(row: CouponRow, now: Date): CouponStatus {
  if (row.is_active !== 1) return 'inactive';
  if (row.ends_at !== null && Date.parse(row.ends_at) <= now.getTime()) return 'expired';
  if (row.usage_limit !== null && row.used_count >= row.usage_limit) return 'used up';
  if (row.starts_at !== null && Date.parse(row.starts_at) > now.getTime()) return 'scheduled';
  return 'active';
}

function toAdminCoupon(row: CouponRow, now: Date) {
  return {
    code: row.code,
    description: row.description,
    type: row.type,
    value: row.value,
    minSpend: row.min_spend,
    maxDiscount: row.max_discount,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    usageLimit: row.usage_limit,
    usedCount: row.used_count,
    perUserLimit: row.per_user_limit,
    isActive: row.is_active === 1,
    status: statusOf(row, now),
    createdAt: row.created_at,
  };
}
type AdminCoupon = ReturnType<typeof toAdminCoupon>;

function checkValue(type: string, value: number): void {
  if (type === 'percentage' && value > 100) {
    throw HttpError.field('value', 'A percentage coupon takes at most 100% off', 'INVALID_COUPON');
  }
}

function checkWindow(startsAt: string | null, endsAt: string | null): void {
  if (startsAt !== null && endsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt)) {
    throw HttpError.field('endsAt', 'A coupon must end after it starts', 'INVALID_COUPON');
  }
}

export const COUPON_END_PASSED = 'This end date has already passed: choose a later one';

/** A coupon given an end that is already behind us could never be used. */
function checkEndAhead(endsAt: string | null | undefined, now: Date): void {
  if (endsAt && Date.parse(endsAt) <= now.getTime()) {
    throw HttpError.field('endsAt', COUPON_END_PASSED, 'INVALID_COUPON');
  }
}

const iso = (value: string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();

export async function listCoupons(db: Kysely<Database>, now: Date): Promise<AdminCoupon[]> {
  const rows = await db.selectFrom('coupons').selectAll().orderBy('code').execute();
  return rows.map((row) => toAdminCoupon(row, now));
}

export async function createCoupon(
  db: Kysely<Database>,
  actor: AccessClaims,
  body: CreateCouponBody,
  now: Date,
): Promise<AdminCoupon> {
  const code = body.code.toUpperCase();
  checkValue(body.type, body.value);
  checkWindow(iso(body.startsAt), iso(body.endsAt));
  checkEndAhead(iso(body.endsAt), now);
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('coupons')
      .select('code')
      .where('code', '=', code)
      .executeTakeFirst();
    if (taken) throw HttpError.conflict(`A coupon ${code} already exists`, 'COUPON_EXISTS');
    await trx
      .insertInto('coupons')
      .values({
        code,
        description: body.description ?? '',
        type: body.type,
        value: body.value,
        min_spend: body.minSpend ?? 0,
        max_discount: body.maxDiscount ?? null,
        starts_at: iso(body.startsAt),
        ends_at: iso(body.endsAt),
        usage_limit: body.usageLimit ?? null,
        per_user_limit: body.perUserLimit ?? null,
        is_active: body.isActive === false ? 0 : 1,
        created_at: now.toISOString(),
      })
      .execute();
    const row = await trx
      .selectFrom('coupons')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const coupon = toAdminCoupon(row, now);
    await writeAudit(
      trx,
      actor,
      {
        action: 'coupon.create',
        entityType: 'coupon',
        entityId: code,
        before: null,
        after: coupon,
      },
      now,
    );
    return coupon;
  });
}

export async function updateCoupon(
  db: Kysely<Database>,
  actor: AccessClaims,
  rawCode: string,
  body: UpdateCouponBody,
  now: Date,
): Promise<AdminCoupon> {
  const code = rawCode.toUpperCase();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('coupons')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    if (!row) throw HttpError.notFound(COUPON_NOT_FOUND, 'COUPON_NOT_FOUND');
    const set: Updateable<CouponsTable> = {};
    if (body.description !== undefined) set.description = body.description;
    if (body.type !== undefined) set.type = body.type;
    if (body.value !== undefined) set.value = body.value;
    if (body.minSpend !== undefined) set.min_spend = body.minSpend;
    if (body.maxDiscount !== undefined) set.max_discount = body.maxDiscount;
    if (body.startsAt !== undefined) set.starts_at = iso(body.startsAt);
    if (body.endsAt !== undefined) {
      set.ends_at = iso(body.endsAt);
      // An end date moved into the past is refused; one already past may stay as it is.
      if (set.ends_at !== row.ends_at) checkEndAhead(set.ends_at, now);
    }
    if (body.usageLimit !== undefined) set.usage_limit = body.usageLimit;
    if (body.perUserLimit !== undefined) set.per_user_limit = body.perUserLimit;
    if (body.isActive !== undefined) set.is_active = body.isActive ? 1 : 0;
    checkValue(set.type ?? row.type, set.value ?? row.value);
    checkWindow(
      set.starts_at === undefined ? row.starts_at : set.starts_at,
      set.ends_at === undefined ? row.ends_at : set.ends_at,
    );
    await trx.updateTable('coupons').set(set).where('code', '=', code).execute();
    const updated = await trx
      .selectFrom('coupons')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const before = toAdminCoupon(row, now);
    const after = toAdminCoupon(updated, now);
    const action =
      before.isActive && !after.isActive
        ? 'coupon.deactivate'
        : !before.isActive && after.isActive
          ? 'coupon.activate'
          : 'coupon.update';
    await writeAudit(
      trx,
      actor,
      { action, entityType: 'coupon', entityId: code, before, after },
      now,
    );
    return after;
  });
}
