import { taka } from '../../lib/format';

// How an order is paid, in the back office's words (decision 21): the way to pay, what it
// still waits for, and what the courier collects.

export const PAYMENT_METHODS = [
  { id: 'card', name: 'Card' },
  { id: 'cod', name: 'Cash on delivery' },
  { id: 'bkash', name: 'bKash' },
  { id: 'konbini', name: 'Konbini' },
  { id: 'cash', name: 'Cash (POS)' },
] as const;

export function paymentMethodText(method: string | null | undefined): string {
  return PAYMENT_METHODS.find((known) => known.id === method)?.name ?? 'Card';
}

interface PaymentFacts {
  status: string;
  paymentMethod: string | null;
  payment: { brand: string; last4: string } | null;
  cashTendered: number | null;
  total: number;
  paymentDeadline?: string | null | undefined;
}

const clock = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dhaka',
});

/** The order's payment line: how it is paid and where that stands. */
export function paymentText(order: PaymentFacts): string {
  if (order.paymentMethod === 'cash') {
    return `Cash (${taka(order.cashTendered ?? order.total)} handed over)`;
  }
  const method = paymentMethodText(order.paymentMethod);
  const card = order.payment ? `${order.payment.brand} •••• ${order.payment.last4}` : null;
  if (order.status === 'to_be_collected') return `${method}: to be collected, ${taka(order.total)}`;
  if (order.status === 'awaiting_payment') {
    const until = order.paymentDeadline
      ? ` until ${clock.format(new Date(order.paymentDeadline))} (Dhaka)`
      : '';
    return `${method}: awaiting payment${until}`;
  }
  if (order.paymentMethod === 'card' || !order.paymentMethod) return card ?? 'Not paid';
  return card ? `${method} · ${card}` : method;
}

/** A cash-on-delivery order the courier has with them: collected, or refused at the door. */
export function codOutcomeOpen(order: { status: string; paymentMethod: string | null }): boolean {
  return (
    order.paymentMethod === 'cod' &&
    (order.status === 'to_be_collected' || order.status === 'shipped')
  );
}
