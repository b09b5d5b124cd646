import type { ReactNode, RefObject } from 'react';
import {
  formatNumber,
  formatShown,
  richText,
  shownLine,
  useMessages,
  type CartItem,
  type CurrencyCode,
} from '@shop/shared';
import { say } from '../../lib/say';
import { cartMessages } from '../../messages/catalogs';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import type { Failure } from './use-checkout';
import form from './checkout.module.css';

/**
 * The side panel: the lines, what the page puts under them (the coupon box and the
 * figures), why the last Place Order failed, and Place Order.
 */
export function CheckoutSummary({
  items,
  currency,
  rate,
  money,
  failure,
  submitting,
  alertRef,
  taxNote,
  testCards = true,
  children,
}: {
  /** The test gateway's cards, named while its card fields are shown. */
  testCards?: boolean;
  /** Japan: prices include 10% consumption tax. */
  taxNote?: boolean;
  items: readonly CartItem[];
  currency: CurrencyCode;
  rate: number;
  money: (amount: number) => string;
  failure: Failure | null;
  submitting: boolean;
  alertRef: RefObject<HTMLParagraphElement | null>;
  children: ReactNode;
}) {
  const translator = useMessages(checkoutMessages);
  const { t, locale } = translator;
  const cart = useMessages(cartMessages);
  return (
    <aside className={form.side} aria-label={t('summary.title')}>
      <div className={form.card}>
        <h2 className={form.legend}>{t('summary.title')}</h2>
        <ul className={form.items}>
          {items.map((item) => (
            <li key={item.id}>
              <span>
                {item.product.name} × {formatNumber(item.quantity, locale)}
              </span>
              <span>
                {formatShown(
                  shownLine(
                    { unitPrice: item.product.price, quantity: item.quantity },
                    currency,
                    rate,
                  ).lineTotal,
                  currency,
                  locale,
                )}
              </span>
            </li>
          ))}
        </ul>
        {children}
        {taxNote && (
          <p className={form.note} data-testid="tax-note">
            {richText(t('summary.taxNote'), [(text) => <span lang="ja">{text}</span>])}
          </p>
        )}
        {failure && (
          <p ref={alertRef} tabIndex={-1} role="alert" className={form.failure}>
            {'text' in failure
              ? say(translator, failure.text)
              : cart.t('coupon.minSpend', { amount: money(failure.minSpend) })}
          </p>
        )}
        <button type="submit" className={form.place} disabled={submitting} aria-busy={submitting}>
          {submitting ? t('checkout.processing') : t('checkout.placeOrder')}
        </button>
        {testCards && <p className={form.note}>{t('checkout.testCards')}</p>}
      </div>
    </aside>
  );
}
