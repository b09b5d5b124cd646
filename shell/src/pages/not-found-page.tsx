import { Link } from 'react-router-dom';
import { usePageMeta } from '@shop/shared';
import styles from './page.module.css';

export function NotFoundPage() {
  usePageMeta('Page Not Found');
  return (
    <section className={`${styles.page} ${styles.center}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Page Not Found</h1>
      <p className={styles.lead}>The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={styles.button}>
        Back to Home
      </Link>
    </section>
  );
}
