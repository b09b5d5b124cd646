import { useCallback } from 'react';
import { formatMoney, shopCurrency, useBusState } from '@shop/shared';

/** Formats taka amounts in the currency picked in the header (`shop:currency`). */
export function useMoney(): (amountBdt: number) => string {
  const { currency, rate } = useBusState(shopCurrency);
  return useCallback((amount: number) => formatMoney(amount, currency, rate), [currency, rate]);
}
