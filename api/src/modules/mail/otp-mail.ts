import type { MailMessage } from './mailer';

const BRAND = 'Circuit Haat';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

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
} as const;

/** The code mail: a plain text part and a branded HTML part saying the same. */
export function otpMail(options: {
  to: string;
  code: string;
  validMinutes: number;
  shopUrl: string;
  purpose?: 'sign-in' | 'register';
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
    ``,
    `${BRAND} - computer hardware for Bangladesh and Japan`,
    shopUrl,
  ].join('\n');

  const safeUrl = escapeHtml(shopUrl);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(words.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#0f172a">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;overflow:hidden">
        <tr><td style="background:#0f172a;padding:20px 24px;color:#ffffff;font-size:20px;font-weight:700">
          <span style="color:#38bdf8">&#9889;</span> ${BRAND}
        </td></tr>
        <tr><td style="padding:28px 24px 8px">
          <h1 style="margin:0 0 12px;font-size:20px">${words.title}</h1>
          <p style="margin:0 0 20px;font-size:15px;line-height:1.5">${words.lead}</p>
          <p style="margin:0 0 20px;text-align:center">
            <span style="display:inline-block;padding:14px 24px;border-radius:10px;background:#e0f2fe;color:#0c4a6e;font-size:32px;font-weight:700;letter-spacing:8px;font-family:Consolas,Menlo,monospace">${escapeHtml(code)}</span>
          </p>
          <p style="margin:0 0 8px;font-size:14px;color:#475569;line-height:1.5">The code is valid for ${validMinutes} minutes and works once.</p>
          <p style="margin:0 0 24px;font-size:14px;color:#475569;line-height:1.5">${words.ignoreShort}</p>
        </td></tr>
        <tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">
          ${BRAND} &middot; computer hardware for Bangladesh and Japan &middot; <a href="${safeUrl}" style="color:#0369a1">${safeUrl}</a>
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;

  return { to, subject: words.subject, text, html };
}

/**
 * Sent instead of a confirmation code when someone registers an address that already
 * has an account: the page answers as for a new address (so it reveals nothing), and
 * only the owner learns of it.
 */
export function accountExistsMail(options: { to: string; shopUrl: string }): MailMessage {
  const { to, shopUrl } = options;
  const text = [
    `Hello,`,
    ``,
    `Someone asked to register a ${BRAND} account with this e-mail address, which already has one.`,
    `If it was you, sign in with your e-mail address instead: we will mail you a sign-in code.`,
    `If it was not you, you can ignore this mail: nothing about your account has changed.`,
    ``,
    `${BRAND} - computer hardware for Bangladesh and Japan`,
    shopUrl,
  ].join('\n');
  const safeUrl = escapeHtml(shopUrl);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${BRAND} account</title></head>
<body style="margin:0;padding:24px 12px;background:#f1f5f9;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#0f172a">
  <div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px 24px">
    <h1 style="margin:0 0 12px;font-size:20px">You already have an account</h1>
    <p style="font-size:15px;line-height:1.5">Someone asked to register a ${BRAND} account with this e-mail address, which already has one.</p>
    <p style="font-size:15px;line-height:1.5">If it was you, sign in with your e-mail address instead: we will mail you a sign-in code.</p>
    <p style="font-size:14px;color:#475569;line-height:1.5">If it was not you, ignore this mail: nothing about your account has changed.</p>
    <p style="font-size:12px;color:#64748b"><a href="${safeUrl}" style="color:#0369a1">${safeUrl}</a></p>
  </div>
</body>
</html>`;
  return { to, subject: `Your ${BRAND} account`, text, html };
}
