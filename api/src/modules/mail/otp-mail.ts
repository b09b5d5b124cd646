import type { MailMessage } from './mailer';

const BRAND = 'Circuit Haat';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The sign-in code mail: a plain text part and a branded HTML part saying the same. */
export function otpMail(options: {
  to: string;
  code: string;
  validMinutes: number;
  shopUrl: string;
}): MailMessage {
  const { to, code, validMinutes, shopUrl } = options;
  const text = [
    `Hello,`,
    ``,
    `Your ${BRAND} sign-in code is: ${code}`,
    ``,
    `Enter it in the sign-in window within ${validMinutes} minutes. It works once.`,
    `If you did not try to sign in, you can ignore this mail: nobody can sign in without the code.`,
    ``,
    `${BRAND} - computer hardware for Bangladesh and Japan`,
    shopUrl,
  ].join('\n');

  const safeUrl = escapeHtml(shopUrl);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${BRAND} sign-in code</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#0f172a">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;overflow:hidden">
        <tr><td style="background:#0f172a;padding:20px 24px;color:#ffffff;font-size:20px;font-weight:700">
          <span style="color:#38bdf8">&#9889;</span> ${BRAND}
        </td></tr>
        <tr><td style="padding:28px 24px 8px">
          <h1 style="margin:0 0 12px;font-size:20px">Your sign-in code</h1>
          <p style="margin:0 0 20px;font-size:15px;line-height:1.5">Enter this code in the sign-in window to continue shopping.</p>
          <p style="margin:0 0 20px;text-align:center">
            <span style="display:inline-block;padding:14px 24px;border-radius:10px;background:#e0f2fe;color:#0c4a6e;font-size:32px;font-weight:700;letter-spacing:8px;font-family:Consolas,Menlo,monospace">${escapeHtml(code)}</span>
          </p>
          <p style="margin:0 0 8px;font-size:14px;color:#475569;line-height:1.5">The code is valid for ${validMinutes} minutes and works once.</p>
          <p style="margin:0 0 24px;font-size:14px;color:#475569;line-height:1.5">Did not try to sign in? Ignore this mail: nobody can sign in without the code.</p>
        </td></tr>
        <tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">
          ${BRAND} &middot; computer hardware for Bangladesh and Japan &middot; <a href="${safeUrl}" style="color:#0369a1">${safeUrl}</a>
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;

  return { to, subject: `Your ${BRAND} sign-in code`, text, html };
}
