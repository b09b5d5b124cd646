import { BRAND, escapeHtml, mailHtml, textSignature } from './mail-layout';
import type { ChallengePurpose } from '../auth/auth.tables';
import type { MailMessage } from './mailer';

const WORDING = {
  'sign-in': {
    subject: `Your ${BRAND} sign-in code`,
    title: 'Your sign-in code',
    codeName: 'sign-in code',
    where: 'the sign-in window',
    lead: 'Enter this code in the sign-in window to continue shopping.',
    ignore:
      'If you did not try to sign in, you can ignore this mail: nobody can sign in without the code.',
    ignoreShort: 'Did not try to sign in? Ignore this mail: nobody can sign in without the code.',
  },
  register: {
    subject: `Confirm your ${BRAND} account`,
    title: 'Confirm your account',
    codeName: 'confirmation code',
    where: 'the registration page',
    lead: 'Enter this code on the registration page to confirm your e-mail address and open your account.',
    ignore:
      'If you did not register, you can ignore this mail: no account is opened without the code.',
    ignoreShort: 'Did not register? Ignore this mail: no account is opened without the code.',
  },
  'existing-account': {
    subject: `Your ${BRAND} account: a sign-in code`,
    title: 'You already have an account',
    codeName: 'sign-in code',
    where: 'the registration page',
    lead: 'Someone asked to register an account with this e-mail address, which already has one. If it was you, enter this code to sign in to your account as it is: nothing you typed on the form (name, password) is changed.',
    ignore:
      'If it was not you, you can ignore this mail: nothing about your account has changed, and nobody can sign in without the code.',
    ignoreShort: 'Not you? Ignore this mail: nothing about your account has changed.',
  },
} as const;

/** The code mail: a plain text part and a branded HTML part saying the same. */
export function otpMail(options: {
  to: string;
  code: string;
  validMinutes: number;
  shopUrl: string;
  purpose?: ChallengePurpose;
}): MailMessage {
  const { to, code, validMinutes, shopUrl } = options;
  const words = WORDING[options.purpose ?? 'sign-in'];
  const text = [
    `Hello,`,
    ``,
    `Your ${BRAND} ${words.codeName} is: ${code}`,
    ``,
    `Enter it in ${words.where} within ${validMinutes} minutes. It works once.`,
    words.ignore,
    ...textSignature(shopUrl),
  ].join('\n');

  const html = mailHtml({
    title: words.subject,
    shopUrl,
    content: `          <h1 style="margin:0 0 12px;font-size:20px">${words.title}</h1>
          <p style="margin:0 0 20px;font-size:15px;line-height:1.5">${words.lead}</p>
          <p style="margin:0 0 20px;text-align:center">
            <span style="display:inline-block;padding:14px 24px;border-radius:10px;background:#e0f2fe;color:#0c4a6e;font-size:32px;font-weight:700;letter-spacing:8px;font-family:Consolas,Menlo,monospace">${escapeHtml(code)}</span>
          </p>
          <p style="margin:0 0 8px;font-size:14px;color:#475569;line-height:1.5">The code is valid for ${validMinutes} minutes and works once.</p>
          <p style="margin:0 0 24px;font-size:14px;color:#475569;line-height:1.5">${words.ignoreShort}</p>`,
  });

  return { to, subject: words.subject, text, html };
}
