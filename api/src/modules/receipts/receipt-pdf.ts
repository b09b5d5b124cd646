import PDFDocument from 'pdfkit';
import type { Locale } from '../../i18n/locales';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';
import { RECEIPT_WORDS, type ReceiptPaymentMethod } from '../../i18n/receipt-words';
import { convertFromBdt } from '@shop/shared/src/money/shown-amounts';
import type { Order } from '../orders/orders.schemas';
import { facesFor, fontBytes, runsOf, type FontFace } from './receipt-fonts';

// An order's receipt as a PDF (A4), in the order's language and currency: the shop and
// its address (and, on a Japanese receipt, its invoice registration number), the order's
// number and date, its lines, shipping, discount, total, the consumption tax the total
// includes (Japan: per rate, rounded down once per rate) and how it was paid.

export interface ReceiptShop {
  name: string;
  address: string;
  /** T and 13 digits; printed on Japanese orders' receipts when the shop has one. */
  invoiceRegistrationNumber?: string | undefined;
}

/** Statuses whose money the shop has (a shipped cash-on-delivery order's is not yet). */
export function isPaid(order: Pick<Order, 'status' | 'paymentMethod'>): boolean {
  if (order.status === 'shipped') return order.paymentMethod !== 'cod';
  return ['paid', 'delivered', 'refunded', 'partially_refunded'].includes(order.status);
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const INK = '#0f172a';
const MUTED = '#475569';

class Writer {
  private readonly faces: FontFace[];
  private readonly registered = new Set<string>();

  constructor(
    readonly doc: PDFKit.PDFDocument,
    locale: Locale,
  ) {
    this.faces = facesFor(locale);
  }

  /** Writes `text` at (x, y), in runs of the faces that hold its characters. */
  text(
    text: string,
    x: number,
    y: number,
    options: { size?: number; align?: 'left' | 'right'; width?: number; color?: string } = {},
  ): void {
    const size = options.size ?? 10;
    const runs = runsOf(text, this.faces);
    const widths = runs.map((run) => {
      this.use(run.face, size);
      return this.doc.widthOfString(run.text);
    });
    const total = widths.reduce((sum, width) => sum + width, 0);
    let at = options.align === 'right' ? x + (options.width ?? 0) - total : x;
    this.doc.fillColor(options.color ?? INK);
    runs.forEach((run, index) => {
      this.use(run.face, size);
      this.doc.text(run.text, at, y, { lineBreak: false });
      at += widths[index] ?? 0;
    });
  }

  private use(face: FontFace, size: number): void {
    if (!this.registered.has(face.name)) {
      this.doc.registerFont(face.name, fontBytes(face));
      this.registered.add(face.name);
    }
    this.doc.font(face.name).fontSize(size);
  }
}

const brandName = (brand: string) =>
  brand === 'amex' ? 'American Express' : brand.charAt(0).toUpperCase() + brand.slice(1);

/** Cuts a long name so it fits a column (receipt lines stay one line each). */
function fitted(text: string, most: number): string {
  const chars = [...text];
  return chars.length <= most ? text : `${chars.slice(0, most - 1).join('')}…`;
}

export function renderReceipt(options: {
  order: Order;
  locale: Locale;
  shop: ReceiptShop;
}): Promise<Buffer> {
  const { order, locale, shop } = options;
  const words = RECEIPT_WORDS[locale];
  const amounts = order.inCurrency;
  const money = (amount: number) => formatMoney(amount, amounts.currency, locale);
  const japan = order.countryCode === 'JP';
  const timeZone = japan || order.currency === 'JPY' ? 'Asia/Tokyo' : 'Asia/Dhaka';
  const paid = isPaid(order);

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: `${paid ? words.receipt : words.statement} ${order.id}`,
      Author: shop.name,
      Subject: order.id,
    },
    // pdfkit subsets every embedded font to the glyphs used; no outlines of the rest.
    compress: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const w = new Writer(doc, locale);
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const width = right - left;
  let y = PAGE.margin;

  w.text(paid ? words.receipt : words.statement, left, y, { size: 22 });
  y += 34;
  w.text(shop.name, left, y, { size: 13 });
  y += 18;
  w.text(shop.address, left, y, { size: 9, color: MUTED });
  y += 14;
  if (japan && shop.invoiceRegistrationNumber) {
    w.text(`${words.registrationNumber}: ${shop.invoiceRegistrationNumber}`, left, y, {
      size: 9,
      color: MUTED,
    });
    y += 14;
  }
  y += 12;

  const name = japan
    ? `${order.shipping.lastName} ${order.shipping.firstName}`.trim()
    : `${order.shipping.firstName} ${order.shipping.lastName}`.trim();
  if (name) {
    w.text(words.issuedTo(name), left, y, { size: 11 });
    y += 20;
  }
  w.text(`${words.orderNumber}: ${order.id}`, left, y);
  y += 15;
  const placed = formatDate(order.createdAt, locale, { dateStyle: 'long', timeZone });
  w.text(`${words.orderDate}: ${placed}`, left, y);
  y += 26;

  // The lines: name, quantity, unit price, amount.
  const cols = { qty: left + width * 0.55, unit: left + width * 0.62, amount: left + width * 0.8 };
  const colWidth = width * 0.2;
  w.text(words.item, left, y, { size: 9, color: MUTED });
  w.text(words.quantity, cols.qty - 40, y, { size: 9, color: MUTED, align: 'right', width: 50 });
  w.text(words.unitPrice, cols.unit, y, {
    size: 9,
    color: MUTED,
    align: 'right',
    width: colWidth - 10,
  });
  w.text(words.amount, cols.amount, y, { size: 9, color: MUTED, align: 'right', width: colWidth });
  y += 14;
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#cbd5e1').lineWidth(0.5).stroke();
  y += 6;
  order.items.forEach((item, index) => {
    const line = amounts.items[index];
    if (y > PAGE.height - 200) {
      doc.addPage();
      y = PAGE.margin;
    }
    w.text(fitted(item.name, 48), left, y);
    w.text(formatNumber(item.quantity, locale), cols.qty - 40, y, { align: 'right', width: 50 });
    w.text(money(line?.unitPrice ?? 0), cols.unit, y, { align: 'right', width: colWidth - 10 });
    w.text(money(line?.lineTotal ?? 0), cols.amount, y, { align: 'right', width: colWidth });
    y += 18;
  });
  doc.moveTo(left, y).lineTo(right, y).strokeColor('#cbd5e1').lineWidth(0.5).stroke();
  y += 8;

  const sumLine = (label: string, value: string, size = 10) => {
    w.text(label, cols.unit - 60, y, { size });
    w.text(value, cols.amount, y, { size, align: 'right', width: colWidth });
    y += size + 8;
  };
  sumLine(words.subtotal, money(amounts.subtotal));
  sumLine(words.shipping, money(amounts.shippingCost));
  if (amounts.couponDiscount > 0) {
    sumLine(
      order.couponCode ? `${words.discount} (${order.couponCode})` : words.discount,
      money(-amounts.couponDiscount),
    );
  }
  if ((amounts.codFee ?? 0) > 0) sumLine(words.codFee, money(amounts.codFee ?? 0));
  sumLine(words.total, money(amounts.total), 13);
  for (const tax of order.taxIncluded) {
    const rate = formatNumber(tax.rate, locale);
    sumLine(words.taxableAt(rate), money(amounts.total), 9);
    sumLine(words.taxIncluded(rate), money(tax.amount), 9);
  }
  const refunded = order.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  if (refunded > 0) {
    sumLine(words.refunded, money(-convertFromBdt(refunded, amounts.currency, order.rate)), 9);
  }
  y += 10;

  const method = order.paymentMethod as ReceiptPaymentMethod | null;
  if (method) {
    const how =
      method === 'card' && order.payment
        ? words.cardEnding(brandName(order.payment.brand), order.payment.last4)
        : words.methods[method];
    w.text(`${words.paymentMethod}: ${how}`, left, y);
    y += 16;
  }
  if (!paid) {
    w.text(words.notPaidYet, left, y, { color: '#b91c1c' });
    y += 16;
  }
  y += 12;
  w.text(words.thanks, left, y, { size: 9, color: MUTED });

  doc.end();
  return done;
}

/** The file name a browser saves the receipt under. */
export function receiptFileName(order: Pick<Order, 'id'>): string {
  return `receipt-${order.id.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}
