import type { ProductSummary } from '@shop/shared';
import type { DataState } from '../../lib/catalog-query';
import { ErrorPanel } from '../../lib/error-panel';
import { ProductGrid } from '../../lib/product-grid';
import pageStyles from '../../lib/products.module.css';
import { useListingWords } from '../../lib/words';
import styles from './product-page.module.css';

/**
 * Similar Products: more of the product's category, under its details. `null` while they
 * are not asked for yet: the server's page and its hydration hold their skeletons
 * (docs/product.md#screens, the product page).
 */
export function SimilarProducts({
  similar,
}: {
  similar: (DataState<ProductSummary[]> & { retry: () => void }) | null;
}) {
  const { t } = useListingWords();
  return (
    <section aria-labelledby="similar-title" className={styles.section}>
      <h2 id="similar-title" className={pageStyles.sectionTitle}>
        {t('product.similar')}
      </h2>
      {similar?.status === 'error' ? (
        <ErrorPanel message={t('product.similarError')} onRetry={similar.retry} />
      ) : (
        <ProductGrid
          products={similar?.status === 'success' ? similar.data : null}
          skeletons={4}
          label={t('product.similar')}
        />
      )}
    </section>
  );
}
