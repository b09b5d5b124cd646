import { type CartItem, type CurrencyCode } from '@shop/shared';
import { cartAmounts } from './amounts-of';
import type { AppliedCoupon } from './coupon-store';
import { type QuoteState, shownQuote } from './shipping-quote';

export interface SummaryFigures {
  productTotal: number;
  shipping: number | null;
  discount: number;
  total: number | null;
}

/**
 * Product total − discount + shipping in whole units of `currency`, by the shop's one rule
 * (@shop/shared cartAmounts): the lines' unit prices converted, then multiplied and added,
 * so the figures add up as shown; shipping and discount from the server's quote and coupon
 * check. Shipping and total are null until the quote has answered.
 */
export function summaryFigures(
  items: readonly CartItem[],
  quote: QuoteState,
  coupon: AppliedCoupon | null,
  currency: CurrencyCode,
  rate: number,
): SummaryFigures {
  const shown = shownQuote(quote);
  const figures = cartAmounts(
    items,
    { shipping: shown?.fee ?? 0, discount: coupon?.discount ?? 0 },
    currency,
    rate,
  );
  return {
    productTotal: figures.productTotal,
    shipping: shown ? figures.shipping : null,
    discount: figures.discount,
    total: shown ? figures.total : null,
  };
}
