import { BRAND, escapeHtml, mailHtml, textSignature } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';
import { takaMoneyOf } from '../mail/order-mail';
import type { Order, OrderRefund } from '../orders/orders.schemas';

/**
 * Tells the customer their order was cancelled, or that money came back after a return:
 * how much (in the currency the order was placed in), to what, and what is left paid.
 * `refund` is the refund just made; none when an order that was never paid is cancelled.
 */
export function refundMail(options: {
  kind: 'cancelled' | 'refunded';
  order: Order;
  to: string;
  refund: OrderRefund | null;
  /** The goods that came back with this refund, as the customer knows them. */
  returned: { name: string; quantity: number }[];
  link: string;
  shopUrl: string;
}): MailMessage {
  const { kind, order, to, refund, returned, link, shopUrl } = options;
  const money = takaMoneyOf(order);
  const name = `${order.shipping.firstName} ${order.shipping.lastName}`.trim();
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const refundedSoFar = order.refunds.reduce((sum, r) => sum + r.amount, 0);

  let where = '';
  if (refund?.method === 'cash') where = ' in cash';
  else if (order.payment) where = ` to your card ending ${order.payment.last4}`;
  const paragraphs: string[] = [];
  if (kind === 'cancelled') {
    paragraphs.push(`Your order ${order.id} has been cancelled.`);
    paragraphs.push(
      refund
        ? `We refunded ${money(refund.amount)}${where}.`
        : 'Nothing was charged for it, so there is nothing to refund.',
    );
  } else if (refund) {
    paragraphs.push(`We refunded ${money(refund.amount)}${where} for your order ${order.id}.`);
    paragraphs.push(`Reason: ${refund.reason}`);
    if (returned.length > 0) {
      paragraphs.push(
        `Goods received back: ${returned.map((line) => `${line.quantity} x ${line.name}`).join(', ')}`,
      );
    }
    paragraphs.push(
      refundedSoFar >= order.total
        ? `The whole order total of ${money(order.total)} has now been refunded.`
        : `Refunded so far: ${money(refundedSoFar)} of ${money(order.total)}.`,
    );
  }
  if (refund && refund.method === 'card') {
    paragraphs.push('A card refund can take 5 to 10 business days to show on your statement.');
  }

  const subject =
    kind === 'cancelled'
      ? `Your ${BRAND} order ${order.id} has been cancelled`
      : `Your ${BRAND} order ${order.id}: ${refund ? money(refund.amount) : ''} refunded`;
  const text = [
    greeting,
    '',
    ...paragraphs,
    '',
    `See your order: ${link}`,
    ...textSignature(shopUrl),
  ].join('\n');
  const html = mailHtml({
    title: subject,
    shopUrl,
    content: `          <p style="margin:0 0 14px;font-size:15px;line-height:1.5">${escapeHtml(greeting)}</p>
${paragraphs
  .map(
    (paragraph) =>
      `          <p style="font-size:15px;line-height:1.5">${escapeHtml(paragraph)}</p>`,
  )
  .join('\n')}
          <p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="color:#0369a1">See your order</a></p>`,
  });
  return { to, subject, text, html };
}
