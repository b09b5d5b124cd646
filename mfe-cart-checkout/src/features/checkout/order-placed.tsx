import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@shop/shared';
import styles from '../../lib/page.module.css';
import type { PlacedOrder } from './checkout-draft';
import form from './checkout.module.css';

/** The success screen: the order's id, where the confirmation goes, and a link to the order. */
export function OrderPlaced({ placed }: { placed: PlacedOrder }) {
  const { orderId, email, accessToken, toCollect } = placed;
  usePageMeta('Order placed');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // A guest reaches the order page with its token; the fragment never leaves the browser.
  const link = `/orders/${encodeURIComponent(orderId)}${
    accessToken ? `#token=${encodeURIComponent(accessToken)}` : ''
  }`;
  return (
    <section className={styles.page}>
      <div className={`${styles.panel} ${form.success}`} data-testid="order-success">
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          Thank you for your order!
        </h1>
        <p>
          Order ID: <strong data-testid="order-id">{orderId}</strong>
        </p>
        {toCollect && (
          <p data-testid="to-collect">
            Cash on delivery: please have {toCollect} ready for the courier.
          </p>
        )}
        <p className={form.mailNote}>An e-mail confirmation will be sent to {email} shortly.</p>
        <div className={form.successActions}>
          <Link to={link} className={form.secondaryLink}>
            View your order
          </Link>
          <Link to="/" className={styles.button}>
            Continue Shopping
          </Link>
        </div>
      </div>
    </section>
  );
}
