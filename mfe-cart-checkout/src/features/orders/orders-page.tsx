import { usePageMeta } from '@shop/shared';
import styles from '../checkout/page.module.css';

export default function OrdersPage() {
  usePageMeta('My Orders');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>My Orders</h1>
      <div className={styles.panel}>
        <p>You have no orders yet.</p>
      </div>
    </section>
  );
}
