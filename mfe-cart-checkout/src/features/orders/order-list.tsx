import { Link } from 'react-router-dom';
import { formatShown, shopCurrency, useBusState, useMessages, type User } from '@shop/shared';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import { orderAmountsIn } from '../../lib/amounts-of';
import styles from '../../lib/page.module.css';
import { formatDay, statusLabel } from './order-status';
import list from './orders.module.css';
import { SignInPrompt } from './sign-in-prompt';
import type { OrdersLoad } from './use-my-orders';

/**
 * /orders as the shopper sees it: a wait while the session is restored, the way to sign
 * in, or the orders, each linking to its page.
 */
export function OrderList({ user, load }: { user: User | null | undefined; load: OrdersLoad }) {
  const { currency, rate } = useBusState(shopCurrency);
  const { t, locale } = useMessages(checkoutMessages);

  if (user === undefined) return <section className={styles.page} aria-busy="true" />;
  if (user === null) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{t('orders.title')}</h1>
        <SignInPrompt returnTo="/orders" text={t('orders.signIn')} />
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('orders.title')}</h1>
      {load.state === 'loading' && <div className={styles.panel} aria-busy="true" />}
      {load.state === 'error' && (
        <div className={styles.panel} role="alert">
          <p>{t('orders.loadFailed')}</p>
        </div>
      )}
      {load.state === 'loaded' && load.orders.length === 0 && (
        <div className={styles.panel}>
          <p>{t('orders.none')}</p>
          <Link to="/" className={styles.button}>
            {t('common.continue')}
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
                  <strong>{t('order.title', { id: order.id })}</strong>
                  <span className={list.status}>{statusLabel(t, order.status)}</span>
                  <span className={list.muted}>
                    {formatDay(order.createdAt, locale)} · {t('orders.count', { count })}
                  </span>
                  <strong>
                    {formatShown(orderAmountsIn(order, currency, rate).total, currency, locale)}
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
