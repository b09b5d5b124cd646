import type { Locale } from '../../i18n/locales';
import { MAIL_WORDS } from '../../i18n/mail-words';
import { escapeHtml, mailHtml } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';

/**
 * Tells the customer their order left the warehouse, with the carrier, its tracking number
 * and the carrier's tracking page, in the language the order was placed in. Sent by the
 * 22:00 tracking batch (orders/tracking-batch.ts), one per order.
 */
export function shippedMail(options: {
  orderId: string;
  to: string;
  name: string;
  trackingNumber: string;
  /** The carrier's name and tracking page, when the order was shipped with a known carrier. */
  carrierName?: string | null;
  trackingUrl?: string | null;
  link: string;
  shopUrl: string;
  locale?: Locale;
}): MailMessage {
  const { orderId, to, name, trackingNumber, link, shopUrl } = options;
  const locale = options.locale ?? 'en';
  const words = MAIL_WORDS[locale];
  const greeting = name ? words.helloName(name) : words.hello;
  const text = [
    greeting,
    '',
    words.hasShipped(orderId),
    ...(options.carrierName ? [words.carrierLine(options.carrierName)] : []),
    `${words.trackingNumber} ${trackingNumber}`,
    ...(options.trackingUrl ? [`${words.trackParcel}: ${options.trackingUrl}`] : []),
    '',
    `${words.seeYourOrder}: ${link}`,
    '',
    words.thanksForShopping,
  ].join('\n');
  const html = mailHtml({
    title: words.shippedTitle(orderId),
    shopUrl,
    locale,
    content: `          <p style="margin:0 0 14px;font-size:15px;line-height:1.5">${escapeHtml(greeting)}</p>
          <p style="font-size:15px;line-height:1.5">${words.hasShippedHtml(escapeHtml(orderId))}</p>
${options.carrierName ? `          <p style="font-size:15px;line-height:1.5">${escapeHtml(words.carrierLine(options.carrierName))}</p>\n` : ''}          <p style="font-size:15px;line-height:1.5">${escapeHtml(words.trackingNumber)} <strong>${escapeHtml(trackingNumber)}</strong></p>
${options.trackingUrl ? `          <p style="font-size:15px;line-height:1.5"><a href="${escapeHtml(options.trackingUrl)}" style="color:#0369a1">${escapeHtml(words.trackParcel)}</a></p>\n` : ''}          <p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="color:#0369a1">${escapeHtml(words.seeYourOrder)}</a></p>
          <p style="font-size:14px;color:#475569">${escapeHtml(words.thanksForShopping)}</p>`,
  });
  return { to, subject: words.shippedSubject(orderId), text, html };
}
