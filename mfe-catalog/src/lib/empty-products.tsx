import styles from './products.module.css';

/** The empty product grid of docs/product.md#screens. */
export function EmptyProducts() {
  return (
    <div className={styles.empty} role="status">
      <p className={styles.emptyTitle}>No products found</p>
      <p className={styles.emptyText}>Try adjusting your search or browse our categories</p>
    </div>
  );
}
