import { useWords } from '../../lib/i18n';
import { SaleForm } from './sale-form';
import { ScanPanel } from './scan-panel';
import type { PosCounter } from './use-pos-counter';
import styles from './pos.module.css';

/** The counter while a sale is rung up: the search beside the sale. */
export function CounterView({ counter }: { counter: PosCounter }) {
  const { t } = useWords();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('title.pos')}</h1>
      <div className={styles.layout}>
        <ScanPanel counter={counter} />
        <SaleForm counter={counter} />
      </div>
    </section>
  );
}
