import { Link } from 'react-router-dom';
import styles from '../../lib/page.module.css';

/** /checkout with nothing in the cart. */
export function EmptyCheckout() {
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
