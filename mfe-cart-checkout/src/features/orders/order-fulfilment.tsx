import type { Order } from '@shop/shared';
import { cardBrandLabel, formatDay } from './order-status';
import { useMessages } from '@shop/shared';
import { checkoutMessages } from '../../messages/checkout/catalogs';
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
  const { t, locale } = useMessages(checkoutMessages);
  const day = (value: string) => formatDay(value, locale);
  // Money came back in the currency that was paid: say that amount too.
  const money = (amount: number) =>
    charged ? `${shown(amount)} (${charged(amount)})` : shown(amount);
  const refunds = order.refunds ?? [];
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const card = order.payment
    ? t('refund.card', { brand: cardBrandLabel(order.payment.brand), last4: order.payment.last4 })
    : null;
  const to = (method: 'card' | 'cash') =>
    method === 'cash'
      ? t('refund.inCash')
      : card
        ? t('refund.toCard', { card })
        : t('refund.toYourCard');

  return (
    <>
      {order.status === 'cancelled' && (
        <div className={view.notice} role="status" aria-label={t('refund.cancellation')}>
          <p className={view.noticeTitle}>
            {t('refund.cancelledOn', { day: day(order.updatedAt) })}
          </p>
          <p>
            {refunded > 0
              ? t('refund.refunded', {
                  amount: money(refunded),
                  to: to(refunds[0]?.method ?? 'card'),
                })
              : t('refund.nothing')}
          </p>
        </div>
      )}
      {order.status !== 'cancelled' && refunds.length > 0 && (
        <div className={view.notice} role="status" aria-label={t('refund.refunds')}>
          <p className={view.noticeTitle}>
            {order.status === 'refunded'
              ? t('refund.full', { amount: money(refunded) })
              : t('refund.part', { amount: money(refunded), total: money(order.total) })}
          </p>
          <ul className={view.refunds}>
            {refunds.map((refund) => (
              <li key={`${refund.createdAt}-${refund.amount}-${refund.reason}`}>
                {t('refund.line', {
                  day: day(refund.createdAt),
                  amount: money(refund.amount),
                  to: to(refund.method),
                })}{' '}
                · {refund.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {NO_ESTIMATE.has(order.status) ? (
        order.trackingNumber && (
          <p className={view.muted}>{t('order.tracking', { number: order.trackingNumber })}</p>
        )
      ) : (
        <p className={view.muted}>
          {t('order.ships', { shipDay: day(order.shipDate), day: day(order.deliveryDate) })}
          {order.trackingNumber
            ? ` · ${t('order.trackingInline', { number: order.trackingNumber })}`
            : ''}
        </p>
      )}
      {card && order.status !== 'cancelled' && (
        <p className={view.muted}>{t('order.paidBy', { card })}</p>
      )}
    </>
  );
}
