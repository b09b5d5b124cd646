import { useListingWords } from '../../lib/words';
import styles from './product-page.module.css';

/** Holds the page's shape while the product loads. */
export function ProductSkeleton() {
  const { t } = useListingWords();
  return (
    <div className={styles.layout} aria-busy="true" aria-label={t('product.loading')}>
      <div className={`${styles.zoom} ${styles.skeleton}`} />
      <div className={styles.summary}>
        <h1 className="visually-hidden">{t('product.loading')}</h1>
        <div className={`${styles.skeletonLine} ${styles.skeleton}`} />
        <div className={`${styles.skeletonLineShort} ${styles.skeleton}`} />
        <div className={`${styles.skeletonBlock} ${styles.skeleton}`} />
      </div>
    </div>
  );
}
