import { useEffect, useState } from 'react';
import type { Order } from '@shop/shared';
import { fetchMyOrders } from './get-my-orders';

export type OrdersLoad =
  { state: 'loading' } | { state: 'error' } | { state: 'loaded'; orders: Order[] };

/** The signed-in shopper's orders, loaded again when another shopper signs in. */
export function useMyOrders(userId: string | undefined): OrdersLoad {
  const [load, setLoad] = useState<OrdersLoad>({ state: 'loading' });

  useEffect(() => {
    if (!userId) return;
    let live = true;
    setLoad({ state: 'loading' });
    fetchMyOrders().then(
      (orders) => live && setLoad({ state: 'loaded', orders }),
      () => live && setLoad({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [userId]);

  return load;
}
