import { localeBase, type Locale } from '../../i18n/locales';
import { MAIL_WORDS } from '../../i18n/mail-words';

// The frame every mail of the shop shares: the brand bar, the message, and a footer that
// links the shop (its pages in the mail's language); and the same footer for the
// plain-text part.

export const BRAND = 'Circuit Haat';

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The shop's address in a language: `https://shop` or `https://shop/ja`. */
export function shopUrlIn(shopUrl: string, locale: Locale): string {
  return `${shopUrl}${localeBase(locale)}`;
}

/** The last lines of every plain-text mail. */
export function textSignature(shopUrl: string, locale: Locale = 'en'): string[] {
  return [``, `${BRAND} - ${MAIL_WORDS[locale].tagline}`, shopUrlIn(shopUrl, locale)];
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
  locale?: Locale;
}): string {
  const locale = options.locale ?? 'en';
  const safeShop = escapeHtml(shopUrlIn(options.shopUrl, locale));
  return `<!doctype html>
<html lang="${locale}">
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
          ${BRAND} &middot; ${escapeHtml(MAIL_WORDS[locale].tagline)} &middot; <a href="${safeShop}" style="color:#0369a1">${safeShop}</a>
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
}
