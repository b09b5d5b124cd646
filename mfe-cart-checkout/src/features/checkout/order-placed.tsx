import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { richText, useMessages, usePageMeta } from '@shop/shared';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import styles from '../../lib/page.module.css';
import type { PlacedOrder } from './checkout-draft';
import form from './checkout.module.css';

/** The success screen: the order's id, where the confirmation goes, and a link to the order. */
export function OrderPlaced({ placed }: { placed: PlacedOrder }) {
  const { orderId, email, accessToken, toCollect } = placed;
  const { t } = useMessages(checkoutMessages);
  usePageMeta(t('title.placed'));
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
          {t('placed.thanks')}
        </h1>
        <p>
          {richText(t('placed.orderId', { orderId }), [
            (text) => <strong data-testid="order-id">{text}</strong>,
          ])}
        </p>
        {toCollect && (
          <p data-testid="to-collect">{t('placed.toCollect', { amount: toCollect })}</p>
        )}
        <p className={form.mailNote}>{t('placed.mail', { email })}</p>
        <div className={form.successActions}>
          <Link to={link} className={form.secondaryLink}>
            {t('placed.view')}
          </Link>
          <Link to="/" className={styles.button}>
            {t('common.continue')}
          </Link>
        </div>
      </div>
    </section>
  );
}
