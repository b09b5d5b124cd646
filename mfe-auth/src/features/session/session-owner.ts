import { BehaviorSubject } from 'rxjs';
import {
  AUTH_INIT_FAILED,
  NO_REFRESH_TOKEN,
  authSession,
  authSignInRequested,
  authTokensRefreshed,
  clearSession,
  getBus,
  readAccessToken,
  readRefreshToken,
  readStoredUser,
  storeTokens,
  storeUser,
  type AuthResponse,
  type User,
} from '@shop/shared';
import { authApi } from './auth-api';

// The auth remote alone writes the session and publishes auth:session.
const bus = getBus();
export const signInOpen$ = new BehaviorSubject(false);
/**
 * Why the stored session could not be restored at startup, in the words of docs/product.md#messages;
 * shown beside Sign In until the shopper dismisses it or signs in again.
 */
export const sessionNotice$ = new BehaviorSubject<string | null>(null);

function publishStored() {
  const user = readAccessToken() ? readStoredUser() : null;
  bus.publish(authSession, { user, loading: false });
}

/** Stores the tokens and the user of a sign-in (code, password or refresh) and publishes it. */
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
  if (refreshToken) void authApi.logout(refreshToken).catch(() => undefined);
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
  try {
    signIn(await authApi.refresh(refreshToken));
  } catch {
    signOut();
  }
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

export function startSessionOwner(): () => void {
  owners += 1;
  if (owners === 1) {
    bus.publish(authSession, { user: null, loading: true });
    startup = restoreSessionAndSay();
    const offRequest = bus.handle(authSignInRequested, () => signInOpen$.next(true));
    const refreshed = bus.on(authTokensRefreshed).subscribe(publishStored);
    release = () => {
      offRequest();
      refreshed.unsubscribe();
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
