import type { User } from '../types/domain';

// Where the signed-in session lives in the browser (docs/product.md#data). The tokens carry the
// product's prefix; the user sits under the plain key `user`, as docs/product.md#data names it.
// The auth remote alone writes these keys (and alone reads the refresh token); everyone
// else reads the access token and the user through the functions below, and asks the auth
// remote on the bus (auth:renew-session) when the API refuses the token.

export const ACCESS_TOKEN_KEY = 'circuithaat.access_token';
export const REFRESH_TOKEN_KEY = 'circuithaat.refresh_token';
export const USER_KEY = 'user';

/**
 * localStorage may be missing (Node, tests) or throw on access (blocked cookies, some
 * private modes). The session then simply is not remembered; it never breaks a page.
 */
export function resolveStorage(storage?: Storage | null): Storage | null {
  if (storage !== undefined) return storage;
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function read(key: string, storage: Storage | null | undefined): string | null {
  try {
    return resolveStorage(storage)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readAccessToken(storage?: Storage | null): string | null {
  return read(ACCESS_TOKEN_KEY, storage) || null;
}

/**
 * The stored user, or null when there is none or it cannot be trusted. The auth
 * responses of docs/product.md#api-calls carry no `name`, so a user stored from one gets the shop's
 * name (the part of the e-mail before the at-sign) here.
 */
export function readStoredUser(storage?: Storage | null): User | null {
  const raw = read(USER_KEY, storage);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  const { id, email } = record;
  if (typeof id !== 'string' || !id || typeof email !== 'string' || !email) return null;
  return {
    ...(record as Partial<User>),
    id,
    email,
    name:
      typeof record.name === 'string' && record.name ? record.name : (email.split('@')[0] ?? ''),
    user_ref: typeof record.user_ref === 'string' ? record.user_ref : '',
    phoneNumber: typeof record.phoneNumber === 'string' ? record.phoneNumber : null,
    isVerified: record.isVerified === true,
  };
}
