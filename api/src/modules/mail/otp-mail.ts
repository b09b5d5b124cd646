import type { Locale } from '../../i18n/locales';
import { formatNumber } from '../../i18n/format';
import { MAIL_WORDS } from '../../i18n/mail-words';
import { escapeHtml, mailHtml, textSignature } from './mail-layout';
import type { ChallengePurpose } from '../auth/auth.tables';
import type { MailMessage } from './mailer';

/** The code mail: a plain text part and a branded HTML part saying the same, in `locale`. */
export function otpMail(options: {
  to: string;
  code: string;
  validMinutes: number;
  shopUrl: string;
  purpose?: ChallengePurpose;
  locale?: Locale;
}): MailMessage {
  const { to, code, validMinutes, shopUrl } = options;
  const locale = options.locale ?? 'en';
  const mail = MAIL_WORDS[locale];
  const words = mail.code[options.purpose ?? 'sign-in'];
  const minutes = formatNumber(validMinutes, locale);
  const text = [
    mail.hello,
    ``,
    words.codeLine(code),
    ``,
    words.enterWithin(minutes),
    words.ignore,
    ...textSignature(shopUrl, locale),
  ].join('\n');

  const html = mailHtml({
    title: words.subject,
    shopUrl,
    locale,
    content: `          <h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(words.title)}</h1>
          <p style="margin:0 0 20px;font-size:15px;line-height:1.5">${escapeHtml(words.lead)}</p>
          <p style="margin:0 0 20px;text-align:center">
            <span style="display:inline-block;padding:14px 24px;border-radius:10px;background:#e0f2fe;color:#0c4a6e;font-size:32px;font-weight:700;letter-spacing:8px;font-family:Consolas,Menlo,monospace">${escapeHtml(code)}</span>
          </p>
          <p style="margin:0 0 8px;font-size:14px;color:#475569;line-height:1.5">${escapeHtml(words.validFor(minutes))}</p>
          <p style="margin:0 0 24px;font-size:14px;color:#475569;line-height:1.5">${escapeHtml(words.ignoreShort)}</p>`,
  });

  return { to, subject: words.subject, text, html };
}
