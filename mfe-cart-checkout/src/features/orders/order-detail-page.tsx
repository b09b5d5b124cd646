import { useParams } from 'react-router-dom';
import { usePageMeta } from '@shop/shared';
import styles from '../checkout/page.module.css';

export default function OrderDetailPage() {
  const { id = '' } = useParams();
  usePageMeta(`Order ${id}`);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Order {id}</h1>
      <div className={styles.panel}>
        <p>Order not found</p>
      </div>
    </section>
  );
}
