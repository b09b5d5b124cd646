import { useCallback } from 'react';
import {
  formatMoney,
  formatShown,
  shopCurrency,
  shownProductTotal,
  useBusState,
} from '@shop/shared';

/** Formats whole taka in the shopper's display currency (the header's switch). */
export function useMoney(): (amountBdt: number) => string {
  const { currency, rate } = useBusState(shopCurrency);
  return useCallback((amount: number) => formatMoney(amount, currency, rate), [currency, rate]);
}

/**
 * Formats the total of parts priced in whole taka as the sum of their prices as shown (the
 * shop's one rule), so the total in yen is what the shown prices add up to.
 */
export function useTotalMoney(): (pricesBdt: readonly number[]) => string {
  const { currency, rate } = useBusState(shopCurrency);
  return useCallback(
    (prices: readonly number[]) =>
      formatShown(
        shownProductTotal(
          prices.map((unitPrice) => ({ unitPrice, quantity: 1 })),
          currency,
          rate,
        ),
        currency,
      ),
    [currency, rate],
  );
}
