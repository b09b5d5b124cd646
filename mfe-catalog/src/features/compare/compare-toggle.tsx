import type { ProductSummary } from '@shop/shared';
import { useCatalogWords } from '../../lib/words';
import { useCompare } from './use-compare';
import styles from './toggle.module.css';

/**
 * The Compare control of a product card or page: a toggle button whose pressed state
 * screen readers announce. A product the rules refuse stays unpressed and the tray says
 * why (and offers a new comparison with it).
 */
export function CompareToggle({ product, large }: { product: ProductSummary; large?: boolean }) {
  const { t } = useCatalogWords();
  const { items } = useCompare();
  const pressed = items.some((item) => item.slug === product.slug);
  return (
    <button
      type="button"
      className={large ? styles.toggleLarge : styles.toggle}
      aria-pressed={pressed}
      aria-label={t('card.compareNamed', { name: product.name })}
      data-testid="compare-toggle"
      // The rules load with the first press (a cold page carries only the stored set).
      onClick={() =>
        void import('./compare-store').then(({ compareStore }) => compareStore.toggle(product))
      }
    >
      <span className={styles.box} aria-hidden="true">
        {pressed ? '✓' : ''}
      </span>
      {t('card.compare')}
    </button>
  );
}
