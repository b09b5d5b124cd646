import { useSubjectValue } from '@shop/shared';
import { showingSampleData$ } from './catalog-source';
import { useCatalogWords } from './words';
import styles from './products.module.css';

export const SAMPLE_NOTICE =
  'We cannot reach the shop right now, so you are looking at sample data. Prices and stock may differ.';

/** docs/product.md D12: sample data is never shown without saying so. */
export function SampleNotice() {
  const { t } = useCatalogWords();
  const sample = useSubjectValue(showingSampleData$);
  if (!sample) return null;
  return (
    <p className={styles.sampleNotice} role="status" data-testid="sample-notice">
      {t('sample.notice')}
    </p>
  );
}
