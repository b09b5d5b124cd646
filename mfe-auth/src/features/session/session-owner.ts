import { BehaviorSubject } from 'rxjs';
import {
  authSession,
  authSignInRequested,
  authTokensRefreshed,
  clearSession,
  getBus,
  readAccessToken,
  readStoredUser,
  storeTokens,
  storeUser,
  type AuthResponse,
} from '@shop/shared';

// The auth remote alone writes the session and publishes auth:session.
const bus = getBus();
export const signInOpen$ = new BehaviorSubject(false);

function publishStored() {
  const user = readAccessToken() ? readStoredUser() : null;
  bus.publish(authSession, { user, loading: false });
}

export function signIn(response: AuthResponse) {
  storeTokens(response);
  storeUser(response.user);
  bus.publish(authSession, { user: response.user, loading: false });
}

export function signOut() {
  clearSession();
  bus.publish(authSession, { user: null, loading: false });
}

let owners = 0;
let release: (() => void) | null = null;

export function startSessionOwner(): () => void {
  owners += 1;
  if (owners === 1) {
    publishStored();
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
