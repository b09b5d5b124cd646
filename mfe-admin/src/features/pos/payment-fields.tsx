import { useWords } from '../../lib/i18n';
import type { PosCounter } from './use-pos-counter';
import styles from './pos.module.css';

// Each field's label is the message `pos.card.<key>`.
const CARD_FIELDS = [
  ['cardNumber', 'cc-number'],
  ['cardHolder', 'cc-name'],
  ['expiryDate', 'cc-exp'],
  ['cvv', 'cc-csc'],
] as const;

/** Cash (what was handed over, and the change) or card (its details). */
export function PaymentFields({ counter }: { counter: PosCounter }) {
  const { method, setMethod, tendered, setTendered, change, card, setCard } = counter;
  const { t, taka } = useWords();
  return (
    <>
      <fieldset className={styles.methods}>
        <legend>{t('order.payment')}</legend>
        <label>
          <input
            type="radio"
            name="method"
            checked={method === 'cash'}
            onChange={() => setMethod('cash')}
          />{' '}
          {t('pos.cash')}
        </label>
        <label>
          <input
            type="radio"
            name="method"
            checked={method === 'card'}
            onChange={() => setMethod('card')}
          />{' '}
          {t('pos.card')}
        </label>
      </fieldset>
      {method === 'cash' ? (
        <>
          <label className={styles.field}>
            {t('pos.tendered')}
            <input
              className={styles.input}
              inputMode="numeric"
              value={tendered}
              onChange={(event) => setTendered(event.target.value)}
            />
          </label>
          <p className={styles.total}>
            <span>{t('pos.change')}</span>
            <strong>{change !== null && change >= 0 ? taka(change) : '—'}</strong>
          </p>
        </>
      ) : (
        <div className={styles.cardFields}>
          {CARD_FIELDS.map(([key, autoComplete]) => (
            <label key={key} className={styles.field}>
              {t(`pos.card.${key}`)}
              <input
                className={styles.input}
                autoComplete={autoComplete}
                value={card[key]}
                onChange={(event) => setCard({ ...card, [key]: event.target.value })}
              />
            </label>
          ))}
        </div>
      )}
    </>
  );
}
