import { useMessages, usePageMeta } from '@shop/shared';
import { checkoutMessages } from '../messages/checkout/catalogs';
import { OrderList } from '../features/orders/order-list';
import { useMyOrders } from '../features/orders/use-my-orders';
import { useSignedInUser } from '../features/orders/use-signed-in';

/** /orders: the signed-in shopper's orders. */
export default function OrdersPage() {
  const { t } = useMessages(checkoutMessages);
  usePageMeta(t('orders.title'));
  const user = useSignedInUser('/orders');
  const load = useMyOrders(user?.id);
  return <OrderList user={user} load={load} />;
}
