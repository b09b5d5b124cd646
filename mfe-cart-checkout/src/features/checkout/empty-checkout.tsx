import { Link } from 'react-router-dom';
import { useMessages } from '@shop/shared';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import styles from '../../lib/page.module.css';

/** /checkout with nothing in the cart. */
export function EmptyCheckout() {
  const { t } = useMessages(checkoutMessages);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('checkout.title')}</h1>
      <div className={styles.panel}>
        <p>{t('Your cart is empty')}</p>
        <Link to="/" className={styles.button}>
          {t('common.continue')}
        </Link>
      </div>
    </section>
  );
}
