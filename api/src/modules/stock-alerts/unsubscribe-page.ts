import type { Locale } from '../../i18n/locales';
import { BRAND, escapeHtml, shopUrlIn } from '../mail/mail-layout';
import { STOCK_ALERT_WORDS } from './stock-alert-words';

// The small page the mail's unsubscribe link opens, served by the API itself (the link
// works from any mail program, with no storefront code): a question with one button
// (a GET never ends anything, so a mail scanner that follows links changes nothing), and
// the answer after the button.

/** Lets the page's own inline style and its form work; nothing else. */
export const UNSUBSCRIBE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export function unsubscribePage(options: {
  locale: Locale;
  shopUrl: string;
  state: 'ask' | 'done' | 'none' | 'invalid';
}): string {
  const words = STOCK_ALERT_WORDS[options.locale];
  const message = {
    ask: words.askStop,
    done: words.stopped,
    none: words.stoppedNone,
    invalid: words.badLink,
  }[options.state];
  const form =
    options.state === 'ask'
      ? `<form method="post"><button type="submit">${escapeHtml(words.stopButton)}</button></form>`
      : '';
  return `<!doctype html>
<html lang="${options.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.pageTitle)} - ${BRAND}</title>
<style>
body{margin:0;background:#f1f5f9;color:#0f172a;font:16px/1.5 system-ui,"Segoe UI",Helvetica,Arial,sans-serif}
header{background:#0f172a;color:#fff;padding:16px 20px;font-weight:700;font-size:18px}
main{max-width:480px;margin:24px auto;background:#fff;border-radius:12px;padding:24px 20px}
h1{font-size:20px;margin:0 0 12px}
button{min-height:44px;padding:10px 20px;border:0;border-radius:8px;background:#0369a1;color:#fff;font:inherit;font-weight:600;cursor:pointer}
a{color:#0369a1}
@media (max-width:520px){main{margin:16px 12px}}
</style></head>
<body><header>${BRAND}</header>
<main><h1>${escapeHtml(words.pageTitle)}</h1>
<p role="status">${escapeHtml(message)}</p>
${form}
<p><a href="${escapeHtml(shopUrlIn(options.shopUrl, options.locale))}">${escapeHtml(words.backToShop)}</a></p>
</main></body></html>`;
}
