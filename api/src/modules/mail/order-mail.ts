import { convertFromBdt } from '@shop/shared/src/money/shown-amounts';
import { addressLines as addressLinesOf } from '../orders/address-lines';
import type { Order } from '../orders/orders.schemas';
import { BRAND, escapeHtml, mailHtml, textSignature } from './mail-layout';
import type { MailMessage } from './mailer';

/**
 * The mail shows the order in the currency it was placed in, with the figures the shopper
 * was shown (`inCurrency`: unit prices converted, then multiplied and added), so its lines
 * and totals add up; written in the storefront's fixed en-US style.
 */
export function moneyOf(order: Pick<Order, 'currency'>): (amount: number) => string {
  const format = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: order.currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  });
  return (amount) => format.format(amount);
}

/**
 * For a taka amount that is not one of the order's columns (a refund): converted with
 * the order's recorded rate by the shared rule, then formatted as `moneyOf` does.
 */
export function takaMoneyOf(
  order: Pick<Order, 'currency' | 'rate'>,
): (amountBdt: number) => string {
  const money = moneyOf(order);
  return (amountBdt) => money(convertFromBdt(amountBdt, order.currency, order.rate));
}

function dayOf(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? isoDay
    : new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(date);
}

/** When the goods leave and arrive, and the day and time slot a Japanese shopper asked for. */
export function deliveryLines(
  order: Pick<Order, 'delivery' | 'shipDate' | 'deliveryDate'>,
): string[] {
  if (order.delivery.method === 'pickup') {
    return [`Ready for pickup at the Dhaka showroom from ${dayOf(order.deliveryDate)}.`];
  }
  const lines = [`Ships ${dayOf(order.shipDate)}; expected by ${dayOf(order.deliveryDate)}.`];
  const { requestedDate, slotLabel } = order.delivery;
  if (requestedDate !== null || slotLabel !== null) {
    lines.push(
      `Delivery asked for: ${[requestedDate === null ? 'the earliest day' : dayOf(requestedDate), slotLabel].filter(Boolean).join(', ')}.`,
    );
  }
  return lines;
}

/**
 * Where the order page lives. The guest token rides in the fragment: browsers never send
 * a fragment to any server, so it stays out of access logs and Referer headers; the
 * order page reads it in the browser and sends it as a header.
 */
export function orderPageLink(shopUrl: string, orderId: string, accessToken: string): string {
  return `${shopUrl}/orders/${encodeURIComponent(orderId)}#token=${encodeURIComponent(accessToken)}`;
}

const PROVIDER_NAMES: Record<string, string> = { bkash: 'bKash', card: 'card' };

/** When a payment deadline falls, in the time of the order's market. */
function deadlineWords(
  order: Pick<Order, 'countryCode' | 'currency'>,
  iso: string,
  withDay: boolean,
) {
  const timeZone =
    order.countryCode === 'JP' || (order.countryCode !== 'BD' && order.currency === 'JPY')
      ? 'Asia/Tokyo'
      : 'Asia/Dhaka';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    ...(withDay ? { day: 'numeric', month: 'short' } : { hour: '2-digit', minute: '2-digit' }),
  }).format(date);
}

/**
 * How the order stands on payment, in words (docs/payments.md): what the page, the mails
 * and the back office say. Empty for a paid card order (the card line says it).
 */
export function paymentStateLines(order: Order): string[] {
  const money = moneyOf(order);
  if (order.status === 'to_be_collected') {
    return [`To be paid on delivery: ${money(order.inCurrency.total)}`];
  }
  if (order.status === 'cancelled' && order.cancelReason) {
    return [`Cancelled: ${order.cancelReason}`];
  }
  if (order.status !== 'awaiting_payment') return [];
  if (order.paymentMethod === 'konbini') {
    const by = order.paymentDeadline
      ? ` by ${deadlineWords(order, order.paymentDeadline, true)}`
      : '';
    const lines = [`To be paid at a convenience store${by}.`];
    for (const store of order.konbini?.stores ?? []) {
      lines.push(
        `${store.chain}: payment number ${store.paymentCode}${store.confirmationNumber ? `, confirmation number ${store.confirmationNumber}` : ''}`,
      );
    }
    if (order.konbini?.voucherUrl) lines.push(`Voucher: ${order.konbini.voucherUrl}`);
    return lines;
  }
  const via = PROVIDER_NAMES[order.paymentMethod ?? ''] ?? 'card';
  const by = order.paymentDeadline
    ? ` by ${deadlineWords(order, order.paymentDeadline, false)}`
    : '';
  return [`Awaiting payment (${via})${by}.`];
}

/** The order confirmation: lines, amounts, address, delivery estimate and the order link. */
export function orderConfirmationMail(options: {
  order: Order;
  link: string;
  shopUrl: string;
}): MailMessage {
  const { order, link, shopUrl } = options;
  const money = moneyOf(order);
  const shown = order.inCurrency;
  const lineTotal = (productId: string) =>
    shown.items.find((line) => line.productId === productId)?.lineTotal ?? 0;
  const ship = order.shipping;
  const addressLines = addressLinesOf(order);
  const totals: [string, string][] = [
    ['Products', money(shown.subtotal)],
    ['Shipping', shown.shippingCost === 0 ? 'FREE' : money(shown.shippingCost)],
    ...((shown.codFee ?? 0) > 0
      ? ([['Cash on delivery fee', money(shown.codFee ?? 0)]] as [string, string][])
      : []),
    ...(shown.couponDiscount > 0
      ? ([
          [
            `Discount${order.couponCode ? ` (${order.couponCode})` : ''}`,
            `-${money(shown.couponDiscount)}`,
          ],
        ] as [string, string][])
      : []),
    ['Total', money(shown.total)],
    ...order.taxIncluded.map((tax): [string, string] => [
      `Includes ${tax.rate}% consumption tax`,
      money(tax.amount),
    ]),
  ];
  const totalRow = totals.findIndex(([label]) => label === 'Total');
  const when = deliveryLines(order);
  const paidWith = order.payment ? `Paid by card ending ${order.payment.last4}.` : '';
  const state = paymentStateLines(order);

  const text = [
    `Hello ${ship.firstName || 'there'},`,
    ``,
    `Thank you for your order ${order.id} at ${BRAND}.`,
    ``,
    ...order.items.map(
      (item) => `${item.quantity} x ${item.name} - ${money(lineTotal(item.productId))}`,
    ),
    ``,
    ...totals.map(([label, value]) => `${label}: ${value}`),
    ...(paidWith ? [paidWith] : []),
    ...state,
    ``,
    order.delivery.method === 'pickup' ? `Collect it at:` : `Shipping to:`,
    ...addressLines,
    ``,
    ...when,
    ``,
    `See your order at any time:`,
    link,
    ...textSignature(shopUrl),
  ].join('\n');

  const cell = 'padding:6px 0;font-size:14px;border-bottom:1px solid #e2e8f0';
  const rows = order.items
    .map(
      (item) =>
        `<tr><td style="${cell}">${escapeHtml(item.name)}</td><td style="${cell};text-align:center">${item.quantity}</td><td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(money(lineTotal(item.productId)))}</td></tr>`,
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
    title: `${BRAND} order ${order.id}`,
    shopUrl,
    width: 560,
    content: `          <h1 style="margin:0 0 8px;font-size:20px">Thank you for your order</h1>
          <p style="margin:0 0 20px;font-size:15px;line-height:1.5">Order <strong>${escapeHtml(order.id)}</strong> is confirmed${order.payment ? ` and paid by card ending ${escapeHtml(order.payment.last4)}` : ''}.</p>${state.length > 0 ? `\n          <p style="margin:0 0 20px;font-size:15px;line-height:1.5;font-weight:600">${state.map(escapeHtml).join('<br>')}</p>` : ''}
          <table role="presentation" width="100%" cellpadding="0" cellspacing="0">
            <tr><th align="left" style="font-size:12px;color:#64748b;padding-bottom:4px">Product</th><th style="font-size:12px;color:#64748b;padding-bottom:4px">Qty</th><th align="right" style="font-size:12px;color:#64748b;padding-bottom:4px">Total</th></tr>
            ${rows}
          </table>
          <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:12px">${totalRows}</table>
          <h2 style="margin:24px 0 6px;font-size:16px">Delivery</h2>
          <p style="margin:0 0 6px;font-size:14px;line-height:1.5">${addressLines.map(escapeHtml).join('<br>')}</p>
          <p style="margin:0 0 20px;font-size:14px;color:#475569">${when.map(escapeHtml).join('<br>')}</p>
          <p style="margin:0 0 28px;text-align:center">
            <a href="${safeLink}" style="display:inline-block;padding:12px 22px;border-radius:8px;background:#0369a1;color:#ffffff;font-weight:600;text-decoration:none">View your order</a>
          </p>`,
  });

  return { to: ship.email, subject: `Your ${BRAND} order ${order.id}`, text, html };
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
}): MailMessage {
  const { kind, order, link, shopUrl } = options;
  const money = moneyOf(order);
  const name = order.shipping.firstName || 'there';
  const headline =
    kind === 'paid'
      ? `Payment received: ${money(order.inCurrency.total)}`
      : `Cancelled: ${order.cancelReason ?? 'The payment was not completed'}`;
  const body =
    kind === 'paid'
      ? `We received the payment for order ${order.id}${order.payment ? ` (card ending ${order.payment.last4})` : ''}. We will let you know when it ships.`
      : `Order ${order.id} was cancelled because its payment was not completed. Nothing was charged; you are welcome to order again.`;
  const text = [
    `Hello ${name},`,
    ``,
    headline,
    ``,
    body,
    ``,
    `See your order at any time:`,
    link,
    ...textSignature(shopUrl),
  ].join('\n');
  const html = mailHtml({
    title: `${BRAND} order ${order.id}`,
    shopUrl,
    width: 560,
    content: `          <h1 style="margin:0 0 8px;font-size:20px">${escapeHtml(headline)}</h1>
          <p style="margin:0 0 20px;font-size:15px;line-height:1.5">${escapeHtml(body)}</p>
          <p style="margin:0 0 28px;text-align:center">
            <a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 22px;border-radius:8px;background:#0369a1;color:#ffffff;font-weight:600;text-decoration:none">View your order</a>
          </p>`,
  });
  const subject =
    kind === 'paid'
      ? `Payment received for your ${BRAND} order ${order.id}`
      : `Your ${BRAND} order ${order.id} was cancelled`;
  return { to: order.shipping.email, subject, text, html };
}
