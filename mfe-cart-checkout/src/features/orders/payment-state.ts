import { INTL_LOCALES, formatShown, type Locale, type Order, type Translator } from '@shop/shared';

// An order's payment in words (decision 21), on its page: what it waits for and until
// when, what the courier collects, why it was cancelled.

/** The shop's own clock where the order goes: Japan's for Japan, Dhaka's otherwise. */
function shopZone(order: Pick<Order, 'countryCode' | 'currency'>): string {
  return order.countryCode === 'JP' || (!order.countryCode && order.currency === 'JPY')
    ? 'Asia/Tokyo'
    : 'Asia/Dhaka';
}

function timeOf(iso: string, zone: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_LOCALES[locale], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(date);
}

/** '28 Nov 2026', on the shop's clock. */
export function dayMonthYear(iso: string, locale: Locale = 'en', zone = 'Asia/Tokyo'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_LOCALES[locale], {
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
export function paymentStateText(order: PaymentFacts, { t, locale }: Translator): string | null {
  if (order.status === 'awaiting_payment') {
    const deadline = order.konbini?.expiresAt ?? order.paymentDeadline;
    if (order.paymentMethod === 'konbini') {
      return deadline
        ? t('state.konbiniBy', { day: dayMonthYear(deadline, locale) })
        : t('state.konbini');
    }
    const by = t(`state.by.${order.paymentMethod === 'bkash' ? 'bkash' : 'card'}`);
    return deadline
      ? t('state.awaitingUntil', { by, time: timeOf(deadline, shopZone(order), locale) })
      : t('state.awaiting', { by });
  }
  if (order.status === 'to_be_collected') {
    // In the order's own currency: what the courier asks for.
    const own = order.inCurrency?.currency === order.currency ? order.inCurrency : null;
    const due = own
      ? formatShown(own.total, order.currency, locale)
      : formatShown(order.total, 'BDT', locale);
    return t('state.onDelivery', { amount: due });
  }
  if (order.status === 'cancelled' && order.cancelReason) {
    // The reason is the shop's staff's or the API's words, shown as they are.
    return t('state.cancelled', { reason: order.cancelReason });
  }
  return null;
}

/** How the order is paid, in words ('Cash on delivery', 'bKash', ...). */
export function paymentMethodLabel(
  method: string | null | undefined,
  t: Translator['t'],
): string | null {
  switch (method) {
    case 'cod':
    case 'bkash':
    case 'konbini':
    case 'card':
    case 'cash':
      return t(`pay.method.${method}`);
    default:
      return null;
  }
}
