import { formatShown, type Order } from '@shop/shared';

// An order's payment in words (decision 21), on its page: what it waits for and until
// when, what the courier collects, why it was cancelled.

const METHOD_WORDS: Record<string, string> = {
  bkash: 'bKash',
  card: 'card',
  konbini: 'convenience store',
};

/** The shop's own clock where the order goes: Japan's for Japan, Dhaka's otherwise. */
function shopZone(order: Pick<Order, 'countryCode' | 'currency'>): string {
  return order.countryCode === 'JP' || (!order.countryCode && order.currency === 'JPY')
    ? 'Asia/Tokyo'
    : 'Asia/Dhaka';
}

function timeOf(iso: string, zone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(date);
}

/** '28 Nov 2026', on the shop's clock. */
export function dayMonthYear(iso: string, zone = 'Asia/Tokyo'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: zone,
  }).format(date);
}

type PaymentFacts = Pick<
  Order,
  | 'status'
  | 'paymentMethod'
  | 'paymentDeadline'
  | 'cancelReason'
  | 'konbini'
  | 'total'
  | 'currency'
  | 'inCurrency'
  | 'countryCode'
>;

/**
 * The order's state in words, when its payment has something to say (decision 21): what it
 * waits for and until when, what the courier collects, or why it was cancelled; null when
 * the status label says it all.
 */
export function paymentStateText(order: PaymentFacts): string | null {
  if (order.status === 'awaiting_payment') {
    const deadline = order.konbini?.expiresAt ?? order.paymentDeadline;
    if (order.paymentMethod === 'konbini') {
      return deadline
        ? `To be paid at a convenience store by ${dayMonthYear(deadline)}`
        : 'To be paid at a convenience store';
    }
    const by = METHOD_WORDS[order.paymentMethod ?? ''] ?? 'card';
    return deadline
      ? `Awaiting payment by ${by} until ${timeOf(deadline, shopZone(order))}`
      : `Awaiting payment by ${by}`;
  }
  if (order.status === 'to_be_collected') {
    // In the order's own currency: what the courier asks for.
    const own = order.inCurrency?.currency === order.currency ? order.inCurrency : null;
    const due = own ? formatShown(own.total, order.currency) : formatShown(order.total, 'BDT');
    return `To be paid on delivery: ${due}`;
  }
  if (order.status === 'cancelled' && order.cancelReason) {
    return `Cancelled: ${order.cancelReason}`;
  }
  return null;
}

/** How the order is paid, in words ('Cash on delivery', 'bKash', ...). */
export function paymentMethodLabel(method: string | null | undefined): string | null {
  switch (method) {
    case 'cod':
      return 'Cash on delivery';
    case 'bkash':
      return 'bKash';
    case 'konbini':
      return 'Konbini (convenience store)';
    case 'card':
      return 'Card';
    case 'cash':
      return 'Cash';
    default:
      return null;
  }
}
