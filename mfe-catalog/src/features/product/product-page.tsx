import { Link, useParams } from 'react-router-dom';
import { usePageMeta } from '@shop/shared';
import styles from '../products/products.module.css';

export default function ProductPage() {
  const { slug = '' } = useParams();
  usePageMeta('Product not found');
  return (
    <section className={styles.page} data-slug={slug}>
      <div className={styles.empty} role="alert">
        <p className={styles.emptyTitle}>Product not found</p>
        <p className={styles.emptyText}>
          <Link to="/">Back to Home</Link>
        </p>
      </div>
    </section>
  );
}
