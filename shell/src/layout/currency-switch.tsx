import { shopCurrency, useBusState, type CurrencyCode } from '@shop/shared';
import { setCurrency } from '../currency/currency-owner';
import styles from './header.module.css';

const OPTIONS: { code: CurrencyCode; label: string }[] = [
  { code: 'BDT', label: '৳ BDT' },
  { code: 'JPY', label: '¥ JPY' },
];

export function CurrencySwitch() {
  const { currency } = useBusState(shopCurrency);
  return (
    <div className={styles.currency} role="group" aria-label="Currency">
      {OPTIONS.map((option) => (
        <button
          key={option.code}
          type="button"
          aria-pressed={currency === option.code}
          className={styles.currencyOption}
          onClick={() => setCurrency(option.code)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
