import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatShown, shopCurrency, useBusState, usePageMeta, type Order } from '@shop/shared';
import { orderAmountsIn } from '../../lib/amounts-of';
import { pageStyles as styles } from '../checkout';
import { fetchMyOrders } from './orders-api';
import { STATUS_LABEL, formatDay } from './order-status';
import list from './orders.module.css';
import { SignInPrompt } from './sign-in-prompt';
import { useSignedInUser } from './use-signed-in';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'loaded'; orders: Order[] };

export default function OrdersPage() {
  usePageMeta('My Orders');
  const user = useSignedInUser('/orders');
  const { currency, rate } = useBusState(shopCurrency);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const userId = user?.id;

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

  if (user === undefined) return <section className={styles.page} aria-busy="true" />;
  if (user === null) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>My Orders</h1>
        <SignInPrompt returnTo="/orders" text="Please sign in to see your orders." />
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>My Orders</h1>
      {load.state === 'loading' && <div className={styles.panel} aria-busy="true" />}
      {load.state === 'error' && (
        <div className={styles.panel} role="alert">
          <p>Failed to load your orders. Please try again later.</p>
        </div>
      )}
      {load.state === 'loaded' && load.orders.length === 0 && (
        <div className={styles.panel}>
          <p>You have no orders yet.</p>
          <Link to="/" className={styles.button}>
            Continue Shopping
          </Link>
        </div>
      )}
      {load.state === 'loaded' && load.orders.length > 0 && (
        <ul className={list.list}>
          {load.orders.map((order) => {
            const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
            return (
              <li key={order.id}>
                <Link to={`/orders/${encodeURIComponent(order.id)}`} className={list.row}>
                  <strong>Order {order.id}</strong>
                  <span className={list.status}>{STATUS_LABEL[order.status]}</span>
                  <span className={list.muted}>
                    {formatDay(order.createdAt)} · {count} {count === 1 ? 'item' : 'items'}
                  </span>
                  <strong>
                    {formatShown(orderAmountsIn(order, currency, rate).total, currency)}
                  </strong>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
