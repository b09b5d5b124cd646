import { useCallback } from 'react';
import { formatMoney, shopCurrency, useBusState, useLocale } from '@shop/shared';

/** Formats taka amounts in the currency picked in the header (`shop:currency`), as the page's language writes them. */
export function useMoney(): (amountBdt: number) => string {
  const { currency, rate } = useBusState(shopCurrency);
  const locale = useLocale();
  return useCallback(
    (amount: number) => formatMoney(amount, currency, rate, locale),
    [currency, rate, locale],
  );
}

/** Whether prices are shown in yen: beside them the page says tax is included (税込). */
export function useShowsYen(): boolean {
  return useBusState(shopCurrency).currency === 'JPY';
}
