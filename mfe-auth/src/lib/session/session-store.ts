import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  USER_KEY,
  resolveStorage,
  type AuthTokens,
  type User,
} from '@shop/shared';

// The session in the browser (docs/product.md#data), written here and nowhere else: the
// auth remote owns it. Other apps read the access token and the user through
// @shop/shared's readers and ask this remote on the bus to renew it (auth:renew-session).
// Storage that is missing or throws is left alone: the session then lasts for this page.

function write(key: string, value: string, storage: Storage | null | undefined): void {
  try {
    resolveStorage(storage)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the session lasts for this page only.
  }
}

function remove(key: string, storage: Storage | null | undefined): void {
  try {
    resolveStorage(storage)?.removeItem(key);
  } catch {
    // Nothing we can clear in a storage we cannot reach.
  }
}

/** The refresh token: only the session's owner needs it (to renew and to sign out). */
export function readRefreshToken(storage?: Storage | null): string | null {
  try {
    return resolveStorage(storage)?.getItem(REFRESH_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/** Stores each token the server sent; a missing one leaves the stored value alone (docs/product.md#api-calls). */
export function storeTokens(tokens: Partial<AuthTokens>, storage?: Storage | null): void {
  if (tokens.access_token) write(ACCESS_TOKEN_KEY, tokens.access_token, storage);
  if (tokens.refresh_token) write(REFRESH_TOKEN_KEY, tokens.refresh_token, storage);
}

export function storeUser(user: User, storage?: Storage | null): void {
  write(USER_KEY, JSON.stringify(user), storage);
}

/** Signs the browser out: both tokens and the stored user go. */
export function clearSession(storage?: Storage | null): void {
  remove(ACCESS_TOKEN_KEY, storage);
  remove(REFRESH_TOKEN_KEY, storage);
  remove(USER_KEY, storage);
}
