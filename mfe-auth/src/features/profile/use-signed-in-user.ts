import { useEffect, useRef } from 'react';
import { authSession, authSignInRequested, getBus, useBusState } from '@shop/shared';

/**
 * The session as the profile page needs it: a signed-out visitor is asked once to sign in
 * through the header modal (auth:sign-in-requested).
 */
export function useSignedInUser() {
  const { user, loading } = useBusState(authSession);
  const asked = useRef(false);

  useEffect(() => {
    if (loading || user || asked.current) return;
    asked.current = true;
    void getBus().send(authSignInRequested, { returnTo: '/profile', reason: 'profile' });
  }, [loading, user]);

  return { user, loading };
}
