import { CLAIM_WORDS } from '../../i18n/claim-words';
import { formatNumber } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import { escapeHtml, mailHtml, textSignature } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';
import type { Claim } from './claims.schemas';

/**
 * Tells the customer what staff decided about their return or warranty claim (accepted,
 * refused with the reason, goods received), in the language the order was placed in.
 * A refund is mailed by the refund path itself (refund-mail.ts).
 */
export function claimMail(options: {
  claim: Claim;
  order: { id: string; firstName: string };
  to: string;
  link: string;
  shopUrl: string;
  locale?: Locale;
}): MailMessage {
  const { claim, order, to, link, shopUrl } = options;
  const locale = options.locale ?? 'en';
  const words = CLAIM_WORDS[locale];
  const greeting = order.firstName ? words.helloName(order.firstName) : words.hello;
  const paragraphs: string[] = [];
  if (claim.state === 'accepted') {
    paragraphs.push(words.accepted(claim.kind, order.id), words.sendBack);
  } else if (claim.state === 'refused') {
    paragraphs.push(words.refused(claim.kind, order.id));
  } else {
    paragraphs.push(words.received(claim.kind, order.id));
  }
  if (claim.staffNote) paragraphs.push(words.note(claim.staffNote));
  const items = claim.lines.map((line) => `${formatNumber(line.quantity, locale)} × ${line.name}`);
  const subject = words.subject(claim.kind, claim.state, order.id);
  const text = [
    greeting,
    '',
    ...paragraphs,
    '',
    `${words.items}:`,
    ...items.map((item) => `- ${item}`),
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
  .map((p) => `          <p style="font-size:15px;line-height:1.5">${escapeHtml(p)}</p>`)
  .join('\n')}
          <p style="font-size:15px;line-height:1.5">${escapeHtml(words.items)}:<br>${items.map(escapeHtml).join('<br>')}</p>
          <p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="color:#0369a1">${escapeHtml(words.seeYourOrder)}</a></p>`,
  });
  return { to, subject, text, html };
}
