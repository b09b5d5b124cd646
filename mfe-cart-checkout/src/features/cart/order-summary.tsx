import type { ReactNode } from 'react';
import type { AppliedCoupon } from './coupon-store';
import { formatDeliveryDay, type QuoteState, shownQuote } from './shipping-quote';
import styles from './cart.module.css';

export interface SummaryFigures {
  productTotal: number;
  shipping: number | null;
  discount: number;
  total: number | null;
}

/** Product total + shipping − discount, from the server's quote and coupon check. */
export function summaryFigures(
  cartTotal: number,
  quote: QuoteState,
  coupon: AppliedCoupon | null,
): SummaryFigures {
  const shown = shownQuote(quote);
  const productTotal = shown?.productTotal ?? cartTotal;
  const discount = Math.min(coupon?.discount ?? 0, productTotal);
  const shipping = shown ? shown.fee : null;
  return {
    productTotal,
    shipping,
    discount,
    total: shipping === null ? null : productTotal + shipping - discount,
  };
}

export function OrderSummary({
  cartTotal,
  quote,
  coupon,
  money,
  shippingAction,
}: {
  cartTotal: number;
  quote: QuoteState;
  coupon: AppliedCoupon | null;
  money: (amount: number) => string;
  /** The Calculate button, in the drawer. */
  shippingAction?: ReactNode;
}) {
  const figures = summaryFigures(cartTotal, quote, coupon);
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
