import { usePageMeta } from '@shop/shared';
import { AdminGate } from './admin-gate';
import styles from './page.module.css';

export function PosPage() {
  usePageMeta('POS System');
  return (
    <AdminGate title="POS System">
      <section className={styles.page}>
        <h1 className={styles.title}>POS System</h1>
        <p className={styles.lead}>Counter sales for the Dhaka showroom.</p>
      </section>
    </AdminGate>
  );
}

export function AdminPage() {
  usePageMeta('Admin');
  return (
    <AdminGate title="Admin">
      <section className={styles.page}>
        <h1 className={styles.title}>Admin</h1>
        <p className={styles.lead}>Back office: orders, products and stock, coupons.</p>
      </section>
    </AdminGate>
  );
}
