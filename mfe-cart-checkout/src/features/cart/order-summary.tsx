import type { ReactNode } from 'react';
import { formatShown, shopCurrency, useBusState, type CartItem } from '@shop/shared';
import type { AppliedCoupon } from '../../lib/coupon-store';
import {
  formatDeliveryDay,
  quotePlace,
  type QuoteState,
  shownQuote,
} from '../../lib/shipping-quote';
import { summaryFigures } from '../../lib/summary-figures';
import styles from './cart.module.css';

/**
 * The figures under the lines, in the drawer and at checkout: products, shipping, delivery,
 * discount and total.
 */
export function OrderSummary({
  items,
  quote,
  coupon,
  shippingAction,
  fee,
}: {
  /** A fee of the way to pay (cash on delivery in Japan), in the currency shown; in the total. */
  fee?: { label: string; amount: number } | null;
  items: readonly CartItem[];
  quote: QuoteState;
  coupon: AppliedCoupon | null;
  /** The Calculate button, in the drawer. */
  shippingAction?: ReactNode;
}) {
  const { currency, rate } = useBusState(shopCurrency);
  const figures = summaryFigures(items, quote, coupon, currency, rate);
  const money = (amount: number) => formatShown(amount, currency);
  const total = figures.total === null ? null : figures.total + (fee?.amount ?? 0);
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
          <dd data-testid="summary-delivery" className={styles.wraps}>
            {quotePlace(shown) ? `${quotePlace(shown)}: ` : ''}
            {shown.method === 'pickup' ? 'ready' : 'by'} {formatDeliveryDay(shown.deliveryDate)}
            {shown.method !== 'pickup' && ` (ships ${formatDeliveryDay(shown.shipDate)})`}
          </dd>
        </div>
      )}
      {coupon && (
        <div className={styles.summaryRow}>
          <dt>Discount ({coupon.code})</dt>
          <dd data-testid="summary-discount">−{money(figures.discount)}</dd>
        </div>
      )}
      {fee && (
        <div className={styles.summaryRow}>
          <dt>{fee.label}</dt>
          <dd data-testid="summary-payment-fee">{money(fee.amount)}</dd>
        </div>
      )}
      <div className={`${styles.summaryRow} ${styles.grandTotal}`}>
        <dt>Total</dt>
        <dd data-testid="summary-total">{total === null ? '…' : money(total)}</dd>
      </div>
      {quote.state === 'error' && (
        <p role="alert" className={styles.error}>
          Could not get the shipping charge. Please try again.
        </p>
      )}
    </dl>
  );
}
