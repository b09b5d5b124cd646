import styles from './product-page.module.css';

/** Holds the page's shape while the product loads. */
export function ProductSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true" aria-label="Loading product">
      <div className={`${styles.zoom} ${styles.skeleton}`} />
      <div className={styles.summary}>
        <h1 className="visually-hidden">Loading product</h1>
        <div className={`${styles.skeletonLine} ${styles.skeleton}`} />
        <div className={`${styles.skeletonLineShort} ${styles.skeleton}`} />
        <div className={`${styles.skeletonBlock} ${styles.skeleton}`} />
      </div>
    </div>
  );
}
