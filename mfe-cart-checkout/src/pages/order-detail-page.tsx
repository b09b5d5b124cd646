import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useMessages, usePageMeta } from '@shop/shared';
import { checkoutMessages } from '../messages/checkout/catalogs';
import { OrderDetail } from '../features/orders/order-detail';
import { useOrder } from '../features/orders/use-order';
import { usePaymentReturn } from '../features/orders/use-payment-return';

/** /orders/{id}: the owner's order, or a guest's with the token from their order link. */
export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  // The order mail and the success page put a guest's token in the fragment, which no
  // server ever sees; `?token=` is still read for links made before and for the return
  // from bKash (the API's redirect), then moved to the fragment, out of history and logs.
  const queryToken = params.get('token');
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? queryToken;
  useEffect(() => {
    if (!queryToken) return;
    navigate({ search: '', hash: `token=${encodeURIComponent(queryToken)}` }, { replace: true });
  }, [queryToken, navigate]);
  const { t } = useMessages(checkoutMessages);
  usePageMeta(t('order.title', { id }));
  const { signedOut, load } = useOrder(id, token);
  const cartKept = usePaymentReturn(id, load);
  return <OrderDetail id={id} signedOut={signedOut} load={load} cartKept={cartKept} />;
}
