import { Link } from 'react-router-dom';
import { cartState, formatMoney, shopCurrency, useBusState, usePageMeta } from '@shop/shared';
import styles from './page.module.css';

export default function CheckoutPage() {
  usePageMeta('Checkout');
  const cart = useBusState(cartState);
  const { currency, rate } = useBusState(shopCurrency);
  if (cart.count === 0) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>Checkout</h1>
        <div className={styles.panel}>
          <p>Your cart is empty</p>
          <Link to="/" className={styles.button}>
            Continue Shopping
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Checkout</h1>
      <div className={styles.panel}>
        <p>
          {cart.count} {cart.count === 1 ? 'item' : 'items'} ·{' '}
          {formatMoney(cart.productTotal, currency, rate)}
        </p>
      </div>
    </section>
  );
}
