import { useEffect, useRef } from 'react';
import { authSession, authSignInRequested, getBus, useBusState, type User } from '@shop/shared';

/**
 * The signed-in user, or null. A signed-out visitor is asked once to sign in through the
 * header modal (auth:sign-in-requested); `undefined` while the session is restored.
 */
export function useSignedInUser(returnTo: string): User | null | undefined {
  const { user, loading } = useBusState(authSession);
  const asked = useRef(false);
  useEffect(() => {
    if (loading || user || asked.current) return;
    asked.current = true;
    void getBus().send(authSignInRequested, { returnTo, reason: 'orders' });
  }, [loading, user, returnTo]);
  return loading ? undefined : user;
}

/** Opens the header's sign-in modal again (the Sign In button of a signed-out page). */
export function requestSignIn(returnTo: string): void {
  void getBus().send(authSignInRequested, { returnTo, reason: 'orders' });
}
