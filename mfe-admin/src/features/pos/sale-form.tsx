import { useWords } from '../../lib/i18n';
import { PaymentFields } from './payment-fields';
import { SaleLinesTable } from './sale-lines-table';
import type { PosCounter } from './use-pos-counter';
import styles from './pos.module.css';

/** The sale being rung up: its lines, the total, the payment and Complete sale. */
export function SaleForm({ counter }: { counter: PosCounter }) {
  const { lines, busy } = counter;
  const { t, taka } = useWords();
  return (
    <form
      className={styles.panel}
      onSubmit={(event) => {
        event.preventDefault();
        void counter.complete();
      }}
      aria-label={t('pos.sale')}
    >
      <h2 className={styles.panelTitle}>{t('pos.sale')}</h2>
      <SaleLinesTable lines={lines} limits={counter.limits} onQuantity={counter.setQuantity} />
      <p className={styles.total}>
        <span>{t('order.total')}</span>
        <strong data-testid="pos-total">{taka(counter.total)}</strong>
      </p>
      <PaymentFields counter={counter} />
      <button type="submit" className={styles.complete} disabled={busy || lines.length === 0}>
        {busy ? t('pos.busy') : t('pos.submit')}
      </button>
    </form>
  );
}
