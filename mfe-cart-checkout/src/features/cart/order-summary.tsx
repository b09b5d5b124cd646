import type { ReactNode } from 'react';
import { formatShown, shopCurrency, useBusState, useMessages, type CartItem } from '@shop/shared';
import type { AppliedCoupon } from '../../lib/coupon-store';
import {
  formatDeliveryDay,
  quotePlace,
  type QuoteState,
  shownQuote,
} from '../../lib/shipping-quote';
import { summaryFigures } from '../../lib/summary-figures';
import { cartMessages } from '../../messages/catalogs';
import { prefectureMessages } from '../../messages/prefectures/catalogs';
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
  const { t, locale } = useMessages(cartMessages);
  const prefectures = useMessages(prefectureMessages);
  const money = (amount: number) => formatShown(amount, currency, locale);
  const total = figures.total === null ? null : figures.total + (fee?.amount ?? 0);
  const shown = shownQuote(quote);
  const pending = quote.state === 'loading' || quote.state === 'idle';
  return (
    <dl className={styles.summary} aria-busy={pending} data-testid="order-summary">
      <div className={styles.summaryRow}>
        <dt>{t('summary.products')}</dt>
        <dd data-testid="summary-products">{money(figures.productTotal)}</dd>
      </div>
      <div className={styles.summaryRow}>
        <dt>
          {t('summary.shipping')} {shippingAction}
        </dt>
        <dd data-testid="summary-shipping">
          {figures.shipping === null
            ? quote.state === 'error'
              ? t('summary.unavailable')
              : '…'
            : figures.shipping === 0
              ? t('summary.free')
              : money(figures.shipping)}
        </dd>
      </div>
      {shown && (
        <div className={styles.summaryRow}>
          <dt>{t('summary.delivery')}</dt>
          <dd data-testid="summary-delivery" className={styles.wraps}>
            {(() => {
              const place = quotePlace(shown, locale, t, prefectures);
              const day = formatDeliveryDay(shown.deliveryDate, locale);
              const when =
                shown.method === 'pickup'
                  ? t('summary.ready', { day })
                  : t('summary.by', { day, shipDay: formatDeliveryDay(shown.shipDate, locale) });
              return place ? t('summary.placeWhen', { place, when }) : when;
            })()}
          </dd>
        </div>
      )}
      {coupon && (
        <div className={styles.summaryRow}>
          <dt>{t('summary.discount', { code: coupon.code })}</dt>
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
        <dt>{t('summary.total')}</dt>
        <dd data-testid="summary-total">{total === null ? '…' : money(total)}</dd>
      </div>
      {currency === 'JPY' && (
        // Yen prices are tax-inclusive, as Japanese shops say beside a total.
        <p className={styles.taxMark} data-testid="summary-tax">
          {t('summary.inclTax')}
        </p>
      )}
      {quote.state === 'error' && (
        <p role="alert" className={styles.error}>
          {t('summary.shippingError')}
        </p>
      )}
    </dl>
  );
}
