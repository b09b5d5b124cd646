import { useCallback } from 'react';
import { formatMoney, shopCurrency, useBusState } from '@shop/shared';

/** Formats whole taka in the shopper's display currency (the header's switch). */
export function useMoney(): (amountBdt: number) => string {
  const { currency, rate } = useBusState(shopCurrency);
  return useCallback((amount: number) => formatMoney(amount, currency, rate), [currency, rate]);
}
