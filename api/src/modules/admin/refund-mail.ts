import type { Locale } from '../../i18n/locales';
import { formatNumber } from '../../i18n/format';
import { MAIL_WORDS, type RefundHow } from '../../i18n/mail-words';
import { escapeHtml, mailHtml, textSignature } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';
import { takaMoneyOf } from '../mail/order-mail';
import type { Order, OrderRefund } from '../orders/orders.schemas';

/**
 * Tells the customer their order was cancelled, or that money came back after a return:
 * how much (in the currency the order was placed in), to what, and what is left paid,
 * in the language the order was placed in.
 * `refund` is the refund just made; none when an order that was never paid is cancelled.
 */
export function refundMail(options: {
  /** 'customer_cancelled': the shopper cancelled it themselves (POST /orders/:id/cancel). */
  kind: 'cancelled' | 'refunded' | 'customer_cancelled';
  order: Order;
  to: string;
  refund: OrderRefund | null;
  /** The goods that came back with this refund, as the customer knows them. */
  returned: { name: string; quantity: number }[];
  link: string;
  shopUrl: string;
  locale?: Locale;
}): MailMessage {
  const { kind, order, to, refund, returned, link, shopUrl } = options;
  const locale = options.locale ?? 'en';
  const words = MAIL_WORDS[locale];
  const money = takaMoneyOf(order, locale);
  const name = `${order.shipping.firstName} ${order.shipping.lastName}`.trim();
  const greeting = name ? words.helloName(name) : words.hello;
  const refundedSoFar = order.refunds.reduce((sum, r) => sum + r.amount, 0);

  let how: RefundHow = null;
  if (refund?.method === 'cash') how = { cash: true };
  else if (order.payment) how = { card: order.payment.last4 };
  const paragraphs: string[] = [];
  if (kind === 'cancelled' || kind === 'customer_cancelled') {
    paragraphs.push(
      kind === 'cancelled' ? words.orderCancelled(order.id) : words.youCancelled(order.id),
    );
    paragraphs.push(refund ? words.refunded(money(refund.amount), how) : words.nothingToRefund);
  } else if (refund) {
    paragraphs.push(words.refundedFor(money(refund.amount), how, order.id));
    paragraphs.push(words.reason(refund.reason));
    if (returned.length > 0) {
      paragraphs.push(
        words.goodsBack(
          returned.map((line) => ({
            quantity: formatNumber(line.quantity, locale),
            name: line.name,
          })),
        ),
      );
    }
    paragraphs.push(
      refundedSoFar >= order.total
        ? words.wholeRefunded(money(order.total))
        : words.refundedSoFar(money(refundedSoFar), money(order.total)),
    );
  }
  if (refund && refund.method === 'card') paragraphs.push(words.cardRefundDelay);

  const subject =
    kind === 'cancelled'
      ? words.cancelledOrderSubject(order.id)
      : kind === 'customer_cancelled'
        ? words.youCancelledSubject(order.id)
        : words.refundSubject(order.id, refund ? money(refund.amount) : '');
  const text = [
    greeting,
    '',
    ...paragraphs,
    '',
    `${words.seeYourOrder}: ${link}`,
    ...textSignature(shopUrl, locale),
  ].join('\n');
  const html = mailHtml({
    title: subject,
    shopUrl,
    locale,
    content: `          <p style="margin:0 0 14px;font-size:15px;line-height:1.5">${escapeHtml(greeting)}</p>
${paragraphs
  .map(
    (paragraph) =>
      `          <p style="font-size:15px;line-height:1.5">${escapeHtml(paragraph)}</p>`,
  )
  .join('\n')}
          <p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="color:#0369a1">${escapeHtml(words.seeYourOrder)}</a></p>`,
  });
  return { to, subject, text, html };
}
