import { DAY_LOCALES, type Words } from '../../lib/i18n';

// How an order is paid, in the back office's words (decision 21): the way to pay, what it
// still waits for, and what the courier collects.

/** The ways to pay the order list filters by (each named by the message `payment.<id>`). */
export const PAYMENT_METHODS = ['card', 'cod', 'bkash', 'konbini', 'cash'] as const;

export function paymentMethodText(method: string | null | undefined, { t }: Words): string {
  const known = PAYMENT_METHODS.find((id) => id === method) ?? 'card';
  return t(`payment.${known}`);
}

interface PaymentFacts {
  status: string;
  paymentMethod: string | null;
  payment: { brand: string; last4: string } | null;
  cashTendered: number | null;
  total: number;
  paymentDeadline?: string | null | undefined;
}

/** The order's payment line: how it is paid and where that stands. */
export function paymentText(order: PaymentFacts, words: Words): string {
  const { t, taka, locale } = words;
  if (order.paymentMethod === 'cash') {
    return t('payment.cashHandedOver', { amount: taka(order.cashTendered ?? order.total) });
  }
  const method = paymentMethodText(order.paymentMethod, words);
  const card = order.payment ? `${order.payment.brand} •••• ${order.payment.last4}` : null;
  if (order.status === 'to_be_collected') {
    return t('payment.toBeCollected', { method, amount: taka(order.total) });
  }
  if (order.status === 'awaiting_payment') {
    if (!order.paymentDeadline) return t('payment.awaiting', { method });
    const clock = new Intl.DateTimeFormat(DAY_LOCALES[locale], {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Dhaka',
    });
    return t('payment.awaitingUntil', {
      method,
      until: clock.format(new Date(order.paymentDeadline)),
    });
  }
  if (order.paymentMethod === 'card' || !order.paymentMethod) return card ?? t('payment.notPaid');
  return card ? `${method} · ${card}` : method;
}

/** A cash-on-delivery order the courier has with them: collected, or refused at the door. */
export function codOutcomeOpen(order: { status: string; paymentMethod: string | null }): boolean {
  return (
    order.paymentMethod === 'cod' &&
    (order.status === 'to_be_collected' ||
      order.status === 'shipped' ||
      order.status === 'out_for_delivery')
  );
}
