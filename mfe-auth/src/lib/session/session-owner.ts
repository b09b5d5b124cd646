import { BehaviorSubject } from 'rxjs';
import {
  AUTH_INIT_FAILED,
  NO_REFRESH_TOKEN,
  REMOTE_ROUTES,
  answerRequests,
  authRenewSession,
  authSession,
  authSignInRequested,
  authTokensRefreshed,
  getBus,
  localizePath,
  readAccessToken,
  readStoredUser,
  shopLocale,
  type AuthResponse,
  type RenewSession,
  type SessionRenewal,
  type User,
} from '@shop/shared';
import { logOut } from './log-out';
import { refreshSession } from './refresh-session';
import { clearSession, readRefreshToken, storeTokens, storeUser } from './session-store';

// The auth remote owns the session: it alone writes it (session-store.ts), publishes
// auth:session, and renews it when another app's call meets an expired token
// (auth:renew-session, asked by @shop/shared's API client).
const bus = getBus();
export const signInOpen$ = new BehaviorSubject(false);
/**
 * Why the stored session could not be restored at startup, in the words of docs/product.md#messages;
 * shown beside Sign In until the shopper dismisses it or signs in again.
 */
export const sessionNotice$ = new BehaviorSubject<string | null>(null);

/**
 * Where a refused renewal sends the shopper: /login in the page's language (/ja/login,
 * /bn/login), by a full page load, as the shop has always done (docs/product.md#api-calls).
 * An object so tests can watch it.
 */
export const sessionExit = {
  /** The login page's address in the language the page speaks (shop:locale). */
  loginAddress(): string {
    return localizePath(REMOTE_ROUTES.auth.login, bus.current(shopLocale).locale);
  },
  toLogin(): void {
    if (typeof window !== 'undefined') window.location.assign(sessionExit.loginAddress());
  },
};

function publishStored() {
  const user = readAccessToken() ? readStoredUser() : null;
  bus.publish(authSession, { user, loading: false });
}

/** Stores the tokens and the user of a sign-in (code or password) and publishes it. */
export function signIn(response: AuthResponse) {
  sessionNotice$.next(null);
  storeTokens(response);
  storeUser(response.user);
  publishStored();
}

/** After a profile change: the same session, the new user. */
export function updateSignedInUser(user: User) {
  storeUser(user);
  publishStored();
}

/** Clears the session here at once and tells the API to end the refresh token's family. */
export function signOut() {
  const refreshToken = readRefreshToken();
  clearSession();
  bus.publish(authSession, { user: null, loading: false });
  if (refreshToken) void logOut(refreshToken).catch(() => undefined);
}

type Refreshed = { ok: true; accessToken: string } | { ok: false };

/**
 * The one refresh in flight. A refresh token works once (the API rotates it and revokes
 * the family of one used twice), so the startup restore and every renewal asked for while
 * it runs share the same call.
 */
let refreshing: Promise<Refreshed> | null = null;

function hasAccessToken(
  answer: unknown,
): answer is Partial<AuthResponse> & { access_token: string } {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof (answer as { access_token?: unknown }).access_token === 'string' &&
    (answer as { access_token: string }).access_token !== ''
  );
}

/**
 * Trades the refresh token for a new pair and publishes the session; any failure (refused,
 * server error, no network, an answer without an access token) is `ok: false`, and what
 * follows it is the caller's to decide.
 */
function refreshTokens(refreshToken: string): Promise<Refreshed> {
  refreshing ??= (async (): Promise<Refreshed> => {
    try {
      const answer: unknown = await refreshSession(refreshToken);
      if (!hasAccessToken(answer)) return { ok: false };
      sessionNotice$.next(null);
      storeTokens(answer);
      if (answer.user) storeUser(answer.user);
      publishStored();
      return { ok: true, accessToken: answer.access_token };
    } catch {
      return { ok: false };
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * A renewal refused: the session is cleared and published as signed out, and the shopper
 * goes to /login (docs/product.md#api-calls).
 */
function endRefusedSession() {
  clearSession();
  bus.publish(authSession, { user: null, loading: false });
  sessionExit.toLogin();
}

/** The answer to auth:renew-session: the API refused the access token `refused`. */
async function renewSession({ refused }: RenewSession): Promise<SessionRenewal> {
  const running = refreshing;
  if (running) {
    // The startup restore or another renewal is on it; whoever started it handles a failure.
    const result = await running;
    return result.ok
      ? { outcome: 'renewed', accessToken: result.accessToken }
      : { outcome: 'signed-out' };
  }
  // Renewed since that call left (by an earlier renewal, or a sign-in): send it with this one.
  const current = readAccessToken();
  if (current !== null && current !== refused) return { outcome: 'renewed', accessToken: current };
  const refreshToken = readRefreshToken();
  if (!refreshToken) return { outcome: 'no-session' };
  const result = await refreshTokens(refreshToken);
  if (!result.ok) {
    endRefusedSession();
    return { outcome: 'signed-out' };
  }
  bus.emit(authTokensRefreshed, { at: Date.now() });
  return { outcome: 'renewed', accessToken: result.accessToken };
}

/**
 * docs/product.md#states: with an access token, refresh the tokens and rebuild the user; if the refresh
 * fails, for whatever reason (refused, server error, no network), sign out. Keeping a
 * session the server could not confirm would show a signed-in shop that cannot act.
 */
async function restoreSession(): Promise<void> {
  if (!readAccessToken()) {
    publishStored();
    return;
  }
  const refreshToken = readRefreshToken();
  if (!refreshToken) {
    signOut();
    return;
  }
  const result = await refreshTokens(refreshToken);
  if (!result.ok) signOut();
}

/**
 * A shopper who had a session and lost it while the page started is told so, rather than
 * finding themselves signed out without a word. Judged by the outcome, whatever the
 * reason restoreSession had for signing out.
 */
async function restoreSessionAndSay(): Promise<void> {
  const hadSession = readAccessToken() !== null;
  const hadRefreshToken = readRefreshToken() !== null;
  await restoreSession();
  if (hadSession && !bus.current(authSession).user) {
    sessionNotice$.next(hadRefreshToken ? AUTH_INIT_FAILED : NO_REFRESH_TOKEN);
  }
}

let owners = 0;
let release: (() => void) | null = null;
let startup: Promise<void> = Promise.resolve();

/** Resolves once the session of the last start is known (tests, and the pages). */
export function sessionReady(): Promise<void> {
  return startup;
}

/**
 * Makes this remote the session's owner on the page: restores the session and answers
 * sign-in requests and renewals. The header's sign-in control, on every page, starts it;
 * the owner stays while any start is not yet stopped.
 */
export function startSessionOwner(): () => void {
  owners += 1;
  if (owners === 1) {
    bus.publish(authSession, { user: null, loading: true });
    // Started before the handlers are registered: a renewal that was waiting for an owner
    // then joins the startup refresh instead of spending the refresh token a second time.
    startup = restoreSessionAndSay();
    const offRequest = bus.handle(authSignInRequested, () => signInOpen$.next(true));
    const offRenew = answerRequests(bus, authRenewSession, renewSession);
    release = () => {
      offRequest();
      offRenew();
    };
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    owners -= 1;
    if (owners === 0) release?.();
  };
}
