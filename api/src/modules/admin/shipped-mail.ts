import { BRAND, escapeHtml, mailHtml } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';

/** Tells the customer their order left the warehouse, with the carrier's tracking number. */
export function shippedMail(options: {
  orderId: string;
  to: string;
  name: string;
  trackingNumber: string;
  link: string;
  shopUrl: string;
}): MailMessage {
  const { orderId, to, name, trackingNumber, link, shopUrl } = options;
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const text = [
    greeting,
    '',
    `Your order ${orderId} has shipped.`,
    `Tracking number: ${trackingNumber}`,
    '',
    `See your order: ${link}`,
    '',
    `Thank you for shopping at ${BRAND}.`,
  ].join('\n');
  const html = mailHtml({
    title: `${BRAND} order ${orderId} has shipped`,
    shopUrl,
    content: `          <p style="margin:0 0 14px;font-size:15px;line-height:1.5">${escapeHtml(greeting)}</p>
          <p style="font-size:15px;line-height:1.5">Your order <strong>${escapeHtml(orderId)}</strong> has shipped.</p>
          <p style="font-size:15px;line-height:1.5">Tracking number: <strong>${escapeHtml(trackingNumber)}</strong></p>
          <p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="color:#0369a1">See your order</a></p>
          <p style="font-size:14px;color:#475569">Thank you for shopping at ${BRAND}.</p>`,
  });
  return { to, subject: `Your ${BRAND} order ${orderId} has shipped`, text, html };
}
