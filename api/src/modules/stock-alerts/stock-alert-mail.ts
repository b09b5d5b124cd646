import { localeBase, type Locale } from '../../i18n/locales';
import { escapeHtml, mailHtml, textSignature } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';
import { STOCK_ALERT_WORDS } from './stock-alert-words';

/** The product's page in the shopper's language. */
export function productPageLink(shopUrl: string, slug: string, locale: Locale): string {
  return `${shopUrl}${localeBase(locale)}/product/${encodeURIComponent(slug)}`;
}

/** "It is back": the product, a link to its page, and the unsubscribe link. */
export function backInStockMail(options: {
  to: string;
  product: { name: string; slug: string };
  unsubscribeLink: string;
  shopUrl: string;
  locale: Locale;
}): MailMessage {
  const { to, product, unsubscribeLink, shopUrl, locale } = options;
  const words = STOCK_ALERT_WORDS[locale];
  const link = productPageLink(shopUrl, product.slug, locale);
  const subject = words.subject(product.name);
  const text = [
    words.hello,
    '',
    words.back(product.name),
    words.once,
    '',
    `${words.seeProduct}: ${link}`,
    '',
    words.unsubscribeNote,
    `${words.unsubscribe}: ${unsubscribeLink}`,
    ...textSignature(shopUrl, locale),
  ].join('\n');
  const p = (content: string) =>
    `          <p style="margin:0 0 14px;font-size:15px;line-height:1.5">${content}</p>`;
  const html = mailHtml({
    title: subject,
    shopUrl,
    locale,
    content: [
      p(escapeHtml(words.hello)),
      p(`<strong>${escapeHtml(words.back(product.name))}</strong>`),
      p(escapeHtml(words.once)),
      `          <p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0369a1;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(words.seeProduct)}</a></p>`,
      `          <p style="margin:0 0 8px;font-size:12px;color:#64748b">${escapeHtml(words.unsubscribeNote)} <a href="${escapeHtml(unsubscribeLink)}" style="color:#0369a1">${escapeHtml(words.unsubscribe)}</a></p>`,
    ].join('\n'),
  });
  return { to, subject, text, html };
}
