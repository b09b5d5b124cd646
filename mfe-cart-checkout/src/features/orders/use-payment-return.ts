import { useEffect, useState } from 'react';
import { cartRemoveItem, cartState, getBus } from '@shop/shared';
import { forgetPendingPayment, pendingPayment } from '../../lib/pending-payment';
import type { OrderLoad } from './use-order';

/**
 * Back from bKash's page (the API sends the shopper to the order's page): the cart this tab
 * kept for the order is emptied once the order is paid; a cancelled payment leaves it as
 * it was, so the shopper may try again. True while the cart was kept for a cancelled order.
 */
export function usePaymentReturn(id: string, load: OrderLoad): boolean {
  const [kept, setKept] = useState(false);
  const status = load.state === 'loaded' ? load.order.status : null;
  useEffect(() => {
    if (status === null || pendingPayment() !== id) return;
    // Still waiting (the provider has not answered yet): the cart stays for now.
    if (status === 'awaiting_payment') return;
    forgetPendingPayment();
    if (status === 'cancelled') {
      setKept(true);
      return;
    }
    // Through the cart's commands, which its owner (the cart widget) handles: the order
    // page carries no copy of the cart's store. A coupon left applied is dropped by the
    // cart's next check (the order used it).
    const bus = getBus();
    for (const item of bus.current(cartState).items) {
      void bus.send(cartRemoveItem, { id: item.id }).catch(() => undefined);
    }
  }, [id, status]);
  return kept;
}
