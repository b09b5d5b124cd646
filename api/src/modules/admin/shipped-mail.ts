import type { MailMessage } from '../mail/mailer';

const BRAND = 'Circuit Haat';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Tells the customer their order left the warehouse, with the carrier's tracking number. */
export function shippedMail(options: {
  orderId: string;
  to: string;
  name: string;
  trackingNumber: string;
  link: string;
}): MailMessage {
  const { orderId, to, name, trackingNumber, link } = options;
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const text = [
    greeting,
    '',
    `Your order ${orderId} has shipped.`,
    `Tracking number: ${trackingNumber}`,
    '',
    `See your order: ${link}`,
    '',
    `Thank you for shopping at ${BRAND}.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1f2937">
<p>${escapeHtml(greeting)}</p>
<p>Your order <strong>${escapeHtml(orderId)}</strong> has shipped.</p>
<p>Tracking number: <strong>${escapeHtml(trackingNumber)}</strong></p>
<p><a href="${escapeHtml(link)}">See your order</a></p>
<p>Thank you for shopping at ${BRAND}.</p>
</body></html>`;
  return { to, subject: `Your ${BRAND} order ${orderId} has shipped`, text, html };
}
