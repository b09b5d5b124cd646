// The frame every mail of the shop shares: the brand bar, the message, and a footer that
// links the shop; and the same footer for the plain-text part.

export const BRAND = 'Circuit Haat';

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The last lines of every plain-text mail. */
export function textSignature(shopUrl: string): string[] {
  return [``, `${BRAND} - computer hardware for Bangladesh and Japan`, shopUrl];
}

/**
 * A whole HTML mail around `content` (already escaped HTML): tables and inline styles,
 * as mail programs render them. `width` is the message column's width in pixels.
 */
export function mailHtml(options: {
  title: string;
  content: string;
  shopUrl: string;
  width?: number;
}): string {
  const safeShop = escapeHtml(options.shopUrl);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#0f172a">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:${options.width ?? 480}px;background:#ffffff;border-radius:12px;overflow:hidden">
        <tr><td style="background:#0f172a;padding:20px 24px;color:#ffffff;font-size:20px;font-weight:700">
          <span style="color:#38bdf8">&#9889;</span> ${BRAND}
        </td></tr>
        <tr><td style="padding:28px 24px 8px">
${options.content}
        </td></tr>
        <tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">
          ${BRAND} &middot; computer hardware for Bangladesh and Japan &middot; <a href="${safeShop}" style="color:#0369a1">${safeShop}</a>
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
}
