import { useEffect, useState } from 'react';
import { ApiError, authSession, useBusState, type Order } from '@shop/shared';
import { fetchOrder } from './get-order';
import { requestSignIn } from './use-signed-in';

export type OrderLoad =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'error' }
  | { state: 'loaded'; order: Order };

/**
 * One order: the owner's, or a guest's with the token from their order link. Without
 * either, the visitor is asked to sign in (`signedOut`) and nothing is loaded.
 */
export function useOrder(
  id: string,
  token: string | null,
): { signedOut: boolean; load: OrderLoad } {
  const { user, loading } = useBusState(authSession);
  const signedOut = !loading && !user && !token;
  const [load, setLoad] = useState<OrderLoad>({ state: 'loading' });
  const userId = user?.id;

  useEffect(() => {
    if (signedOut) requestSignIn(`/orders/${id}`);
  }, [signedOut, id]);

  useEffect(() => {
    if (loading || signedOut) return;
    let live = true;
    setLoad({ state: 'loading' });
    fetchOrder(id, token).then(
      (order) => live && setLoad({ state: 'loaded', order }),
      (error: unknown) =>
        live &&
        setLoad({ state: error instanceof ApiError && error.status === 404 ? 'missing' : 'error' }),
    );
    return () => {
      live = false;
    };
  }, [id, token, loading, userId, signedOut]);

  return { signedOut, load };
}
