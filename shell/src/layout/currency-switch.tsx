import { shopCurrency, useBusState, useMessages, type CurrencyCode } from '@shop/shared';
import { setCurrency } from '../currency/currency-owner';
import { shellMessages } from '../messages/catalogs';
import styles from './header.module.css';

const OPTIONS: { code: CurrencyCode; symbol: string }[] = [
  { code: 'BDT', symbol: '৳' },
  { code: 'JPY', symbol: '¥' },
];

export function CurrencySwitch() {
  const { currency } = useBusState(shopCurrency);
  const { t } = useMessages(shellMessages);
  return (
    <div className={styles.currency} role="group" aria-label={t('header.currency')}>
      {OPTIONS.map((option) => (
        <button
          key={option.code}
          type="button"
          aria-pressed={currency === option.code}
          className={styles.currencyOption}
          onClick={() => setCurrency(option.code)}
        >
          {option.symbol}
          {/* On phones only the symbol shows; the code stays in the button's name. */}
          <span className={styles.currencyCode}> {option.code}</span>
        </button>
      ))}
    </div>
  );
}
