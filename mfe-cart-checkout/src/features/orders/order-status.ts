import type { OrderStatus } from '@shop/shared';

export const STATUS_LABEL: Record<OrderStatus, string> = {
  placed: 'Placed',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  // Payment methods (docs/payments.md).
  awaiting_payment: 'Awaiting payment',
  to_be_collected: 'To be paid on delivery',
};

// Made on first use (see formatDeliveryDay): no page pays for it before it shows a date.
let dateFormat: Intl.DateTimeFormat | undefined;

/** ISO timestamps and YYYY-MM-DD days, in the shopper's locale. */
export function formatDay(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
  return dateFormat.format(date);
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  discover: 'Discover',
  unionpay: 'UnionPay',
  diners: 'Diners Club',
};

/** The gateway names brands in lower case ('visa'); shoppers read 'Visa'. */
export function cardBrandLabel(brand: string): string {
  return CARD_BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
