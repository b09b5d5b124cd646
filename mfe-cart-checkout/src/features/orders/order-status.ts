import { formatDate, type Locale, type OrderStatus, type Translator } from '@shop/shared';

/** An order's status in the page's language (placed, paid, ... to_be_collected). */
export function statusLabel(t: Translator['t'], status: OrderStatus): string {
  return t(`status.${status}`);
}

/** ISO timestamps and YYYY-MM-DD days, in the page's language. */
export function formatDay(value: string, locale: Locale = 'en'): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatDate(date, locale);
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
