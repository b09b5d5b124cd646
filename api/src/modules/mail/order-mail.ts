import { INTL_LOCALES, localeBase, type Locale } from '../../i18n/locales';
import { convertFromBdt } from '@shop/shared/src/money/shown-amounts';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';
import { MAIL_WORDS } from '../../i18n/mail-words';
import { term } from '../../i18n/translate';
import { addressLines as addressLinesOf } from '../orders/address-lines';
import type { Order } from '../orders/orders.schemas';
import { escapeHtml, mailHtml, textSignature } from './mail-layout';
import type { MailMessage } from './mailer';

/**
 * The mail shows the order in the currency it was placed in, with the figures the shopper
 * was shown (`inCurrency`: unit prices converted, then multiplied and added), so its lines
 * and totals add up; written as the storefront writes money in the mail's language
 * (৳2,470, ￥4,940, ২,৪৭০৳).
 */
export function moneyOf(
  order: Pick<Order, 'currency'>,
  locale: Locale = 'en',
): (amount: number) => string {
  return (amount) => formatMoney(amount, order.currency, locale);
}

/**
 * For a taka amount that is not one of the order's columns (a refund): converted with
 * the order's recorded rate by the shared rule, then formatted as `moneyOf` does.
 */
export function takaMoneyOf(
  order: Pick<Order, 'currency' | 'rate'>,
  locale: Locale = 'en',
): (amountBdt: number) => string {
  const money = moneyOf(order, locale);
  return (amountBdt) => money(convertFromBdt(amountBdt, order.currency, order.rate));
}

function dayOf(isoDay: string, locale: Locale): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? isoDay
    : formatDate(date, locale, { dateStyle: 'full', timeZone: 'UTC' });
}

/** When the goods leave and arrive, and the day and time slot a Japanese shopper asked for. */
export function deliveryLines(
  order: Pick<Order, 'delivery' | 'shipDate' | 'deliveryDate'>,
  locale: Locale = 'en',
): string[] {
  const words = MAIL_WORDS[locale];
  if (order.delivery.method === 'pickup') {
    return [words.pickupReady(dayOf(order.deliveryDate, locale))];
  }
  const lines = [words.ships(dayOf(order.shipDate, locale), dayOf(order.deliveryDate, locale))];
  const { requestedDate, slotLabel } = order.delivery;
  if (requestedDate !== null || slotLabel !== null) {
    const choices = [
      requestedDate === null ? words.earliestDay : dayOf(requestedDate, locale),
      slotLabel,
    ].filter((choice): choice is string => Boolean(choice));
    lines.push(words.deliveryAskedFor(choices));
  }
  return lines;
}

/**
 * Where the order page lives. The guest token rides in the fragment: browsers never send
 * a fragment to any server, so it stays out of access logs and Referer headers; the
 * order page reads it in the browser and sends it as a header.
 */
export function orderPageLink(
  shopUrl: string,
  orderId: string,
  accessToken: string,
  locale: Locale = 'en',
): string {
  return `${shopUrl}${localeBase(locale)}/orders/${encodeURIComponent(orderId)}#token=${encodeURIComponent(accessToken)}`;
}

const PROVIDER_NAMES: Record<string, string> = { bkash: 'bKash', card: 'card' };

/** When a payment deadline falls, in the time of the order's market. */
function deadlineWords(
  order: Pick<Order, 'countryCode' | 'currency'>,
  iso: string,
  withDay: boolean,
  locale: Locale,
) {
  const timeZone =
    order.countryCode === 'JP' || (order.countryCode !== 'BD' && order.currency === 'JPY')
      ? 'Asia/Tokyo'
      : 'Asia/Dhaka';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // English keeps the day-month order it always had (26 Nov, 14:30).
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_LOCALES[locale], {
    timeZone,
    ...(withDay ? { day: 'numeric', month: 'short' } : { hour: '2-digit', minute: '2-digit' }),
  }).format(date);
}

/**
 * How the order stands on payment, in words (docs/payments.md): what the page, the mails
 * and the back office say. Empty for a paid card order (the card line says it).
 */
export function paymentStateLines(order: Order, locale: Locale = 'en'): string[] {
  const money = moneyOf(order, locale);
  const words = MAIL_WORDS[locale];
  if (order.status === 'to_be_collected') {
    return [words.toBePaidOnDelivery(money(order.inCurrency.total))];
  }
  if (order.status === 'cancelled' && order.cancelReason) {
    return [words.cancelled(term(locale, order.cancelReason))];
  }
  if (order.status !== 'awaiting_payment') return [];
  if (order.paymentMethod === 'konbini') {
    const by = order.paymentDeadline
      ? deadlineWords(order, order.paymentDeadline, true, locale)
      : null;
    const lines = [words.konbiniBy(by)];
    for (const store of order.konbini?.stores ?? []) {
      lines.push(
        words.konbiniStore(store.chain, store.paymentCode, store.confirmationNumber ?? null),
      );
    }
    if (order.konbini?.voucherUrl) lines.push(words.voucher(order.konbini.voucherUrl));
    return lines;
  }
  const via = term(locale, PROVIDER_NAMES[order.paymentMethod ?? ''] ?? 'card');
  const by = order.paymentDeadline
    ? deadlineWords(order, order.paymentDeadline, false, locale)
    : null;
  return [words.awaitingPayment(via, by)];
}

/** The order confirmation: lines, amounts, address, delivery estimate and the order link. */
export function orderConfirmationMail(options: {
  order: Order;
  link: string;
  shopUrl: string;
  locale?: Locale;
}): MailMessage {
  const { order, link, shopUrl } = options;
  const locale = options.locale ?? 'en';
  const words = MAIL_WORDS[locale];
  const money = moneyOf(order, locale);
  const count = (value: number) => formatNumber(value, locale);
  const shown = order.inCurrency;
  const lineTotal = (productId: string) =>
    shown.items.find((line) => line.productId === productId)?.lineTotal ?? 0;
  const ship = order.shipping;
  const addressLines = addressLinesOf(order, locale);
  const totals: [string, string][] = [
    [words.products, money(shown.subtotal)],
    [words.shipping, shown.shippingCost === 0 ? words.free : money(shown.shippingCost)],
    ...((shown.codFee ?? 0) > 0
      ? ([[words.codFee, money(shown.codFee ?? 0)]] as [string, string][])
      : []),
    ...(shown.couponDiscount > 0
      ? ([[words.discount(order.couponCode), `-${money(shown.couponDiscount)}`]] as [
          string,
          string,
        ][])
      : []),
    [words.total, money(shown.total)],
    ...order.taxIncluded.map((tax): [string, string] => [
      words.taxIncluded(count(tax.rate)),
      money(tax.amount),
    ]),
  ];
  const totalRow = totals.findIndex(([label]) => label === words.total);
  const when = deliveryLines(order, locale);
  const paidWith = order.payment ? words.paidByCard(order.payment.last4) : '';
  const state = paymentStateLines(order, locale);

  const text = [
    words.helloName(ship.firstName || null),
    ``,
    words.thankYouFor(order.id),
    ``,
    ...order.items.map((item) =>
      words.itemLine(count(item.quantity), item.name, money(lineTotal(item.productId))),
    ),
    ``,
    ...totals.map(([label, value]) => `${label}: ${value}`),
    ...(paidWith ? [paidWith] : []),
    ...state,
    ``,
    order.delivery.method === 'pickup' ? words.collectAt : words.shippingTo,
    ...addressLines,
    ``,
    ...when,
    ``,
    words.seeAnyTime,
    link,
    ...textSignature(shopUrl, locale),
  ].join('\n');

  const cell = 'padding:6px 0;font-size:14px;border-bottom:1px solid #e2e8f0';
  const rows = order.items
    .map(
      (item) =>
        `<tr><td style="${cell}">${escapeHtml(item.name)}</td><td style="${cell};text-align:center">${escapeHtml(count(item.quantity))}</td><td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(money(lineTotal(item.productId)))}</td></tr>`,
    )
    .join('');
  const totalRows = totals
    .map(
      ([label, value], index) =>
        `<tr><td style="padding:4px 0;font-size:14px${index === totalRow ? ';font-weight:700' : ''}">${escapeHtml(label)}</td><td style="padding:4px 0;font-size:14px;text-align:right${index === totalRow ? ';font-weight:700' : ''}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const safeLink = escapeHtml(link);

  const html = mailHtml({
    title: words.orderTitle(order.id),
    shopUrl,
    locale,
    width: 560,
    content: `          <h1 style="margin:0 0 8px;font-size:20px">${escapeHtml(words.thankYouHeading)}</h1>
          <p style="margin:0 0 20px;font-size:15px;line-height:1.5">${words.confirmedHtml(escapeHtml(order.id), order.payment ? escapeHtml(order.payment.last4) : null)}</p>${state.length > 0 ? `\n          <p style="margin:0 0 20px;font-size:15px;line-height:1.5;font-weight:600">${state.map(escapeHtml).join('<br>')}</p>` : ''}
          <table role="presentation" width="100%" cellpadding="0" cellspacing="0">
            <tr><th align="left" style="font-size:12px;color:#64748b;padding-bottom:4px">${escapeHtml(words.product)}</th><th style="font-size:12px;color:#64748b;padding-bottom:4px">${escapeHtml(words.qty)}</th><th align="right" style="font-size:12px;color:#64748b;padding-bottom:4px">${escapeHtml(words.total)}</th></tr>
            ${rows}
          </table>
          <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:12px">${totalRows}</table>
          <h2 style="margin:24px 0 6px;font-size:16px">${escapeHtml(words.delivery)}</h2>
          <p style="margin:0 0 6px;font-size:14px;line-height:1.5">${addressLines.map(escapeHtml).join('<br>')}</p>
          <p style="margin:0 0 20px;font-size:14px;color:#475569">${when.map(escapeHtml).join('<br>')}</p>
          <p style="margin:0 0 28px;text-align:center">
            <a href="${safeLink}" style="display:inline-block;padding:12px 22px;border-radius:8px;background:#0369a1;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(words.viewOrder)}</a>
          </p>`,
  });

  return { to: ship.email, subject: words.confirmationSubject(order.id), text, html };
}

/**
 * A payment that finished away from our API: 'paid' (received) or 'cancelled' (not
 * completed: the order is cancelled and nothing was taken).
 */
export function paymentOutcomeMail(options: {
  kind: 'paid' | 'cancelled';
  order: Order;
  link: string;
  shopUrl: string;
  locale?: Locale;
}): MailMessage {
  const { kind, order, link, shopUrl } = options;
  const locale = options.locale ?? 'en';
  const words = MAIL_WORDS[locale];
  const money = moneyOf(order, locale);
  const last4 = order.payment ? order.payment.last4 : null;
  const headline =
    kind === 'paid'
      ? words.paymentReceived(money(order.inCurrency.total))
      : words.cancelled(
          order.cancelReason ? term(locale, order.cancelReason) : words.paymentNotCompleted,
        );
  const body = kind === 'paid' ? words.paidBody(order.id, last4) : words.cancelledBody(order.id);
  const text = [
    words.helloName(order.shipping.firstName || null),
    ``,
    headline,
    ``,
    body,
    ``,
    words.seeAnyTime,
    link,
    ...textSignature(shopUrl, locale),
  ].join('\n');
  const html = mailHtml({
    title: words.orderTitle(order.id),
    shopUrl,
    locale,
    width: 560,
    content: `          <h1 style="margin:0 0 8px;font-size:20px">${escapeHtml(headline)}</h1>
          <p style="margin:0 0 20px;font-size:15px;line-height:1.5">${escapeHtml(body)}</p>
          <p style="margin:0 0 28px;text-align:center">
            <a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 22px;border-radius:8px;background:#0369a1;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(words.viewOrder)}</a>
          </p>`,
  });
  const subject = kind === 'paid' ? words.paidSubject(order.id) : words.cancelledSubject(order.id);
  return { to: order.shipping.email, subject, text, html };
}
