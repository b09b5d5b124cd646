import { z } from 'zod/mini';
import type { User } from '../types/domain';
import { userSchema } from './schemas';
import { commandTopic, requestTopic, signalTopic, stateTopic, type PayloadSchema } from './topic';

// Owner: the auth remote (mfe-auth). It alone writes the session in the browser, publishes
// auth:session and raises auth:tokens-refreshed; everyone else reads and asks.

export interface AuthSession {
  user: User | null;
  /** True while the auth remote restores the session at startup. */
  loading: boolean;
}

export interface SignInRequest {
  /**
   * Where the shopper was going, as a path of the route table without the language prefix
   * (useLocation().pathname, not window.location): the auth remote may return there after
   * sign-in, with the router's navigate, which keeps the page's language.
   */
  returnTo?: string;
  reason?: string;
}

export const authSession = stateTopic<AuthSession>(
  'auth:session',
  z.object({ user: z.nullable(userSchema), loading: z.boolean() }),
  { user: null, loading: true },
);

/** Raised by the auth remote after it renewed the token pair for a refused call. */
export const authTokensRefreshed = signalTopic<{ at: number }>(
  'auth:tokens-refreshed',
  z.object({ at: z.number() }),
);

export const authSignInRequested = commandTopic<SignInRequest>(
  'auth:sign-in-requested',
  z.object({ returnTo: z.optional(z.string()), reason: z.optional(z.string()) }),
);

export interface RenewSession {
  /** The access token the API refused; null when the call carried none. */
  refused: string | null;
}

/**
 * The auth remote's answer to a renewal: a new access token (the session is renewed and
 * stored); `signed-out` (the refresh was refused or failed: the session is cleared and the
 * shopper sent to sign in again); `no-session` (nothing to renew with, nothing changed).
 */
export type SessionRenewal =
  | { outcome: 'renewed'; accessToken: string }
  | { outcome: 'signed-out' }
  | { outcome: 'no-session' };

/**
 * Written out rather than as a zod union: the only union and literals of the bus would add
 * their part of zod to every page for three words.
 */
const sessionRenewalSchema: PayloadSchema = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null) return { success: false };
    const { outcome, accessToken } = value as { outcome?: unknown; accessToken?: unknown };
    if (outcome === 'renewed')
      return { success: typeof accessToken === 'string' && accessToken !== '' };
    return { success: outcome === 'signed-out' || outcome === 'no-session' };
  },
};

/**
 * Asked by the API client when the API refuses a call's access token (401), answered by
 * the auth remote. The client then sends the call once more with the renewed token, or
 * fails it; it never writes the session itself.
 */
export const authRenewSession = requestTopic<RenewSession, SessionRenewal>(
  'auth:renew-session',
  z.object({ refused: z.nullable(z.string()) }),
  sessionRenewalSchema,
);
