import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Role } from '../../lib/access-token';
import { HttpError } from '../../lib/http-error';
import { findUserById, updateUserProfile, type NewUser, type UserRow } from './users.repository';
import type { PublicUser, UpdateProfileBody } from './users.schemas';

export interface UsersDeps {
  db: Kysely<Database>;
  /** The time, injected as everywhere in the API (the app's `now`, which tests move). */
  now: () => Date;
  /** Lower-cased; these addresses are admins whatever the database says. */
  adminEmails: readonly string[];
}

export const NAME_MAX_LENGTH = 50;
export const PHONE_INVALID = 'Please enter a valid phone number';
/** docs/product.md#validation: optional plus sign, then at least 10 digits, spaces, hyphens or brackets. */
const PHONE_SHAPE = /^\+?[\d\s\-()]{10,}$/;
/** docs/product.md#validation e-mail shape: text, at-sign, text, dot, text, no spaces. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The one spelling of an address that every comparison uses (accounts, sign-in limits,
 * coupon and order rules): trimmed, Unicode NFC, lower-cased, and without the trailing
 * dot(s) a fully qualified domain may carry (`x@example.com.` is `x@example.com`).
 */
export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase().replace(/\.+$/, '');
}

/**
 * One customer, however the address is written: lower-cased and without a "+tag" in
 * the local part (name+anything@example.com reaches name@example.com), for rules that
 * count per customer (FIRSTORDER, guest idempotency).
 */
export function canonicalEmail(email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  return `${local}${address.slice(at)}`;
}

export function effectiveRole(
  row: Pick<UserRow, 'role' | 'email' | 'is_verified'>,
  adminEmails: readonly string[],
): Role {
  // Roles never come from an address nobody proved (docs/product.md D15, D17).
  if (row.is_verified !== 1) return 'user';
  if (row.role === 'admin' || adminEmails.includes(row.email)) return 'admin';
  return row.role === 'staff' ? 'staff' : 'user';
}

/** The user as the API shows it (docs/product.md#data plus role); rows never leave the module. */
export function toPublicUser(row: UserRow, adminEmails: readonly string[]): PublicUser {
  const fullName = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    email: row.email,
    // The shop's name is the part of the e-mail before the at-sign, unless the user set one.
    name: fullName || row.name,
    user_ref: row.user_ref,
    phoneNumber: row.phone ?? null,
    isVerified: row.is_verified === 1,
    ...(row.first_name ? { firstName: row.first_name } : {}),
    ...(row.last_name ? { lastName: row.last_name } : {}),
    ...(row.phone ? { phone: row.phone } : {}),
    role: effectiveRole(row, adminEmails),
  };
}

/** A fresh user row for `email` (already normalised). */
export function newUser(email: string, now: Date, extra: Partial<NewUser> = {}): NewUser {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    email,
    name: email.split('@')[0] || email,
    // Short and readable for support calls; unique by the column's constraint.
    user_ref: `CH-${randomBytes(5).toString('hex').toUpperCase()}`,
    created_at: at,
    updated_at: at,
    ...extra,
  };
}

export async function getProfile(deps: UsersDeps, userId: string): Promise<PublicUser> {
  const row = await findUserById(deps.db, userId);
  // A valid token for a user that no longer exists is a session that ended.
  if (!row) throw HttpError.unauthorized();
  return toPublicUser(row, deps.adminEmails);
}

export async function updateProfile(
  deps: UsersDeps,
  userId: string,
  body: UpdateProfileBody,
): Promise<PublicUser> {
  const changes: { first_name?: string | null; last_name?: string | null; phone?: string | null } =
    {};
  if (body.firstName !== undefined) changes.first_name = cleanName(body.firstName, 'First name');
  if (body.lastName !== undefined) changes.last_name = cleanName(body.lastName, 'Last name');
  if (body.phone !== undefined) {
    const phone = body.phone?.trim() ?? '';
    if (phone !== '' && !PHONE_SHAPE.test(phone)) throw HttpError.badRequest(PHONE_INVALID);
    changes.phone = phone === '' ? null : phone;
  }
  const row = await findUserById(deps.db, userId);
  if (!row) throw HttpError.unauthorized();
  if (Object.keys(changes).length > 0) {
    await updateUserProfile(deps.db, userId, changes, deps.now().toISOString());
  }
  return getProfile(deps, userId);
}

/** Blank clears the name; otherwise trimmed and at most NAME_MAX_LENGTH characters. */
function cleanName(value: string | null, label: string): string | null {
  const name = value?.trim() ?? '';
  if (name.length > NAME_MAX_LENGTH) {
    throw HttpError.badRequest(`${label} must be at most ${NAME_MAX_LENGTH} characters`);
  }
  return name === '' ? null : name;
}
