import type { Order } from '@shop/shared';
import { cardBrandLabel, formatDay } from './order-status';
import view from './orders.module.css';

// The bottom of the delivery box: when the order ships and arrives, how it was paid, and
// once money came back (a cancel or a return) what was refunded, to what and why, in
// place of a delivery estimate that no longer holds.

const NO_ESTIMATE: ReadonlySet<Order['status']> = new Set([
  'cancelled',
  'refunded',
  'partially_refunded',
]);

export function OrderFulfilment({
  order,
  money: shown,
  charged,
}: {
  order: Order;
  /** An amount in the shopper's currency. */
  money: (amount: number) => string;
  /** The same in the currency the order was paid in, when that is another one. */
  charged: ((amount: number) => string) | null;
}) {
  // Money came back in the currency that was paid: say that amount too.
  const money = (amount: number) =>
    charged ? `${shown(amount)} (${charged(amount)})` : shown(amount);
  const refunds = order.refunds ?? [];
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const card = order.payment
    ? `${cardBrandLabel(order.payment.brand)} ending ${order.payment.last4}`
    : null;
  const to = (method: 'card' | 'cash') =>
    method === 'cash' ? 'in cash' : card ? `to your ${card}` : 'to your card';

  return (
    <>
      {order.status === 'cancelled' && (
        <div className={view.notice} role="status" aria-label="Cancellation">
          <p className={view.noticeTitle}>Cancelled {formatDay(order.updatedAt)}</p>
          <p>
            {refunded > 0
              ? `${money(refunded)} refunded ${to(refunds[0]?.method ?? 'card')}.`
              : 'Nothing was charged for this order.'}
          </p>
        </div>
      )}
      {order.status !== 'cancelled' && refunds.length > 0 && (
        <div className={view.notice} role="status" aria-label="Refunds">
          <p className={view.noticeTitle}>
            {order.status === 'refunded'
              ? `Refunded in full: ${money(refunded)}`
              : `Refunded ${money(refunded)} of ${money(order.total)}`}
          </p>
          <ul className={view.refunds}>
            {refunds.map((refund) => (
              <li key={`${refund.createdAt}-${refund.amount}-${refund.reason}`}>
                {formatDay(refund.createdAt)}: {money(refund.amount)} refunded {to(refund.method)} ·{' '}
                {refund.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {NO_ESTIMATE.has(order.status) ? (
        order.trackingNumber && <p className={view.muted}>Tracking {order.trackingNumber}</p>
      ) : (
        <p className={view.muted}>
          Ships {formatDay(order.shipDate)} · arrives by {formatDay(order.deliveryDate)}
          {order.trackingNumber ? ` · tracking ${order.trackingNumber}` : ''}
        </p>
      )}
      {card && order.status !== 'cancelled' && <p className={view.muted}>Paid by {card}</p>}
    </>
  );
}
