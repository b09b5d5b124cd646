import { useCallback } from 'react';
import {
  formatMoney,
  formatShown,
  shopCurrency,
  shownProductTotal,
  useBusState,
  useLocale,
} from '@shop/shared';

/** Formats whole taka in the shopper's display currency (the header's switch), in the page's language. */
export function useMoney(): (amountBdt: number) => string {
  const { currency, rate } = useBusState(shopCurrency);
  const locale = useLocale();
  return useCallback(
    (amount: number) => formatMoney(amount, currency, rate, locale),
    [currency, rate, locale],
  );
}

/**
 * Formats the total of parts priced in whole taka as the sum of their prices as shown (the
 * shop's one rule), so the total in yen is what the shown prices add up to.
 */
export function useTotalMoney(): (pricesBdt: readonly number[]) => string {
  const { currency, rate } = useBusState(shopCurrency);
  const locale = useLocale();
  return useCallback(
    (prices: readonly number[]) =>
      formatShown(
        shownProductTotal(
          prices.map((unitPrice) => ({ unitPrice, quantity: 1 })),
          currency,
          rate,
        ),
        currency,
        locale,
      ),
    [currency, rate, locale],
  );
}
