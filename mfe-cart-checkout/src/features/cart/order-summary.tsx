import type { ReactNode } from 'react';
import {
  formatShown,
  shopCurrency,
  useBusState,
  type CartItem,
  type CurrencyCode,
} from '@shop/shared';
import { cartAmounts } from '../../lib/amounts-of';
import type { AppliedCoupon } from './coupon-store';
import { formatDeliveryDay, type QuoteState, shownQuote } from './shipping-quote';
import styles from './cart.module.css';

export interface SummaryFigures {
  productTotal: number;
  shipping: number | null;
  discount: number;
  total: number | null;
}

/**
 * Product total − discount + shipping in whole units of `currency`, by the shop's one rule
 * (cartAmounts, src/lib/amounts-of.ts): the lines' unit prices converted, then multiplied and added,
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

export function OrderSummary({
  items,
  quote,
  coupon,
  shippingAction,
}: {
  items: readonly CartItem[];
  quote: QuoteState;
  coupon: AppliedCoupon | null;
  /** The Calculate button, in the drawer. */
  shippingAction?: ReactNode;
}) {
  const { currency, rate } = useBusState(shopCurrency);
  const figures = summaryFigures(items, quote, coupon, currency, rate);
  const money = (amount: number) => formatShown(amount, currency);
  const shown = shownQuote(quote);
  const pending = quote.state === 'loading' || quote.state === 'idle';
  return (
    <dl className={styles.summary} aria-busy={pending} data-testid="order-summary">
      <div className={styles.summaryRow}>
        <dt>Product total</dt>
        <dd data-testid="summary-products">{money(figures.productTotal)}</dd>
      </div>
      <div className={styles.summaryRow}>
        <dt>Shipping {shippingAction}</dt>
        <dd data-testid="summary-shipping">
          {figures.shipping === null
            ? quote.state === 'error'
              ? 'Unavailable'
              : '…'
            : figures.shipping === 0
              ? 'FREE'
              : money(figures.shipping)}
        </dd>
      </div>
      {shown && (
        <div className={styles.summaryRow}>
          <dt>Delivery</dt>
          <dd data-testid="summary-delivery">
            {shown.prefecture ? `${shown.prefecture}: ` : ''}by{' '}
            {formatDeliveryDay(shown.deliveryDate)}
          </dd>
        </div>
      )}
      {coupon && (
        <div className={styles.summaryRow}>
          <dt>Discount ({coupon.code})</dt>
          <dd data-testid="summary-discount">−{money(figures.discount)}</dd>
        </div>
      )}
      <div className={`${styles.summaryRow} ${styles.grandTotal}`}>
        <dt>Total</dt>
        <dd data-testid="summary-total">{figures.total === null ? '…' : money(figures.total)}</dd>
      </div>
      {quote.state === 'error' && (
        <p role="alert" className={styles.error}>
          Could not get the shipping charge. Please try again.
        </p>
      )}
    </dl>
  );
}
