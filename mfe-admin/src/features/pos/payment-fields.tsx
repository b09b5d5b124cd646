import { taka } from '../../lib/format';
import type { PosCounter } from './use-pos-counter';
import styles from './pos.module.css';

const CARD_FIELDS = [
  ['cardNumber', 'Card number', 'cc-number'],
  ['cardHolder', 'Name on card', 'cc-name'],
  ['expiryDate', 'Expiry (MM/YY)', 'cc-exp'],
  ['cvv', 'CVV', 'cc-csc'],
] as const;

/** Cash (what was handed over, and the change) or card (its details). */
export function PaymentFields({ counter }: { counter: PosCounter }) {
  const { method, setMethod, tendered, setTendered, change, card, setCard } = counter;
  return (
    <>
      <fieldset className={styles.methods}>
        <legend>Payment</legend>
        <label>
          <input
            type="radio"
            name="method"
            checked={method === 'cash'}
            onChange={() => setMethod('cash')}
          />{' '}
          Cash
        </label>
        <label>
          <input
            type="radio"
            name="method"
            checked={method === 'card'}
            onChange={() => setMethod('card')}
          />{' '}
          Card
        </label>
      </fieldset>
      {method === 'cash' ? (
        <>
          <label className={styles.field}>
            Cash handed over (৳)
            <input
              className={styles.input}
              inputMode="numeric"
              value={tendered}
              onChange={(event) => setTendered(event.target.value)}
            />
          </label>
          <p className={styles.total}>
            <span>Change</span>
            <strong>{change !== null && change >= 0 ? taka(change) : '—'}</strong>
          </p>
        </>
      ) : (
        <div className={styles.cardFields}>
          {CARD_FIELDS.map(([key, label, autoComplete]) => (
            <label key={key} className={styles.field}>
              {label}
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
