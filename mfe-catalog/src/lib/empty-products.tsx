import { useCatalogWords } from './words';
import styles from './products.module.css';

/** The empty product grid of docs/product.md#screens. */
export function EmptyProducts() {
  const { t } = useCatalogWords();
  return (
    <div className={styles.empty} role="status">
      <p className={styles.emptyTitle}>{t('empty.title')}</p>
      <p className={styles.emptyText}>{t('empty.text')}</p>
    </div>
  );
}
