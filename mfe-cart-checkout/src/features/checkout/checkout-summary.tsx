import type { ReactNode, RefObject } from 'react';
import { formatShown, shownLine, type CartItem, type CurrencyCode } from '@shop/shared';
import { minimumSpendText } from '../../lib/coupon-store';
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
  return (
    <aside className={form.side} aria-label="Order summary">
      <div className={form.card}>
        <h2 className={form.legend}>Order summary</h2>
        <ul className={form.items}>
          {items.map((item) => (
            <li key={item.id}>
              <span>
                {item.product.name} × {item.quantity}
              </span>
              <span>
                {formatShown(
                  shownLine(
                    { unitPrice: item.product.price, quantity: item.quantity },
                    currency,
                    rate,
                  ).lineTotal,
                  currency,
                )}
              </span>
            </li>
          ))}
        </ul>
        {children}
        {taxNote && (
          <p className={form.note} data-testid="tax-note">
            <span lang="ja">税込</span>: prices incl. 10% consumption tax
          </p>
        )}
        {failure && (
          <p ref={alertRef} tabIndex={-1} role="alert" className={form.failure}>
            {'text' in failure ? failure.text : minimumSpendText(failure.minSpend, money)}
          </p>
        )}
        <button type="submit" className={form.place} disabled={submitting} aria-busy={submitting}>
          {submitting ? 'Processing…' : 'Place Order'}
        </button>
        {testCards && (
          <p className={form.note}>
            Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
          </p>
        )}
      </div>
    </aside>
  );
}
