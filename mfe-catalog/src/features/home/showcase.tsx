import type { ProductSummary } from '@shop/shared';
import type { DataState } from '../../lib/catalog-query';
import { ErrorPanel } from '../../lib/error-panel';
import { ProductGrid } from '../../lib/product-grid';
import { useCatalogWords } from '../../lib/words';
import styles from './home.module.css';

interface ShowcaseData {
  featured: ProductSummary[];
  fresh: ProductSummary[];
}

/** Featured products and new arrivals; one error panel with Retry when they cannot load. */
export function Showcase({
  showcase,
}: {
  showcase: DataState<ShowcaseData> & { retry: () => void };
}) {
  const { t } = useCatalogWords();
  if (showcase.status === 'error') {
    return (
      <section className={styles.section}>
        <ErrorPanel message={t('home.error')} onRetry={showcase.retry} />
      </section>
    );
  }
  return (
    <>
      <section aria-labelledby="featured-title" className={styles.section}>
        <h2 id="featured-title" className={styles.sectionTitle}>
          {t('home.featured')}
        </h2>
        <ProductGrid
          products={showcase.status === 'success' ? showcase.data.featured : null}
          skeletons={4}
          label={t('home.featured')}
        />
      </section>
      <section aria-labelledby="new-title" className={styles.section}>
        <h2 id="new-title" className={styles.sectionTitle}>
          {t('home.new')}
        </h2>
        <ProductGrid
          products={showcase.status === 'success' ? showcase.data.fresh : null}
          skeletons={4}
          label={t('home.new')}
        />
      </section>
    </>
  );
}
