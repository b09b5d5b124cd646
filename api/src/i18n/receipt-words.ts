import { BRAND } from '../modules/mail/mail-layout';
import type { Locale } from './locales';

// The words of the receipt PDF (GET /orders/:id/receipt.pdf), in the language the order
// was placed in (orders.locale). Amounts and dates are formatted apart (i18n/format.ts).

export type ReceiptPaymentMethod = 'card' | 'cod' | 'bkash' | 'konbini' | 'cash';

export interface ReceiptWords {
  /** The title of a paid order's receipt. */
  receipt: string;
  /** The title while the order is not paid (a statement, not a receipt). */
  statement: string;
  notPaidYet: string;
  orderNumber: string;
  orderDate: string;
  /** Whom the receipt is made out to. */
  issuedTo: (name: string) => string;
  registrationNumber: string;
  item: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  shipping: string;
  discount: string;
  codFee: string;
  total: string;
  /** The line of the total a rate's tax is in: "10% 税込" on a Japanese receipt. */
  taxableAt: (rate: string) => string;
  /** The tax that total includes. */
  taxIncluded: (rate: string) => string;
  refunded: string;
  paymentMethod: string;
  methods: Record<ReceiptPaymentMethod, string>;
  /** A card payment: the card's brand and last four digits. */
  cardEnding: (brand: string, last4: string) => string;
  thanks: string;
}

const en: ReceiptWords = {
  receipt: 'Receipt',
  statement: 'Order statement',
  notPaidYet: 'Not paid yet: this statement is not a receipt.',
  orderNumber: 'Order number',
  orderDate: 'Order date',
  issuedTo: (name) => `Issued to: ${name}`,
  registrationNumber: 'Invoice registration number',
  item: 'Item',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  amount: 'Amount',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  discount: 'Discount',
  codFee: 'Cash on delivery fee',
  total: 'Total',
  taxableAt: (rate) => `Subject to ${rate}% (tax included)`,
  taxIncluded: (rate) => `Consumption tax included (${rate}%)`,
  refunded: 'Refunded',
  paymentMethod: 'Payment method',
  methods: {
    card: 'Card',
    cod: 'Cash on delivery',
    bkash: 'bKash',
    konbini: 'Convenience store',
    cash: 'Cash',
  },
  cardEnding: (brand, last4) => `Card (${brand} ending in ${last4})`,
  thanks: `Thank you for shopping at ${BRAND}.`,
};

const ja: ReceiptWords = {
  receipt: '領収書',
  statement: 'ご注文明細書',
  notPaidYet: 'お支払い前のため、この明細書は領収書ではありません。',
  orderNumber: '注文番号',
  orderDate: '注文日',
  issuedTo: (name) => `${name} 様`,
  registrationNumber: '登録番号',
  item: '品名',
  quantity: '数量',
  unitPrice: '単価',
  amount: '金額',
  subtotal: '小計',
  shipping: '送料',
  discount: '割引',
  codFee: '代引手数料',
  total: '合計',
  taxableAt: (rate) => `${rate}% 税込対象`,
  taxIncluded: (rate) => `内消費税（${rate}%）`,
  refunded: '返金済み',
  paymentMethod: 'お支払い方法',
  methods: {
    card: 'クレジットカード',
    cod: '代金引換',
    bkash: 'bKash',
    konbini: 'コンビニ払い',
    cash: '現金',
  },
  cardEnding: (brand, last4) => `クレジットカード（${brand} 末尾 ${last4}）`,
  thanks: `${BRAND}をご利用いただきありがとうございます。`,
};

const bn: ReceiptWords = {
  receipt: 'রসিদ',
  statement: 'অর্ডারের বিবরণী',
  notPaidYet: 'এখনও পরিশোধ করা হয়নি: এই বিবরণী রসিদ নয়।',
  orderNumber: 'অর্ডার নম্বর',
  orderDate: 'অর্ডারের তারিখ',
  issuedTo: (name) => `প্রাপক: ${name}`,
  registrationNumber: 'ইনভয়েস নিবন্ধন নম্বর',
  item: 'পণ্য',
  quantity: 'পরিমাণ',
  unitPrice: 'একক মূল্য',
  amount: 'মূল্য',
  subtotal: 'উপমোট',
  shipping: 'ডেলিভারি চার্জ',
  discount: 'ছাড়',
  codFee: 'ক্যাশ অন ডেলিভারি ফি',
  total: 'সর্বমোট',
  taxableAt: (rate) => `${rate}% কর সহ`,
  taxIncluded: (rate) => `অন্তর্ভুক্ত ভোগ্য কর (${rate}%)`,
  refunded: 'ফেরত দেওয়া হয়েছে',
  paymentMethod: 'পেমেন্টের পদ্ধতি',
  methods: {
    card: 'কার্ড',
    cod: 'ক্যাশ অন ডেলিভারি',
    bkash: 'বিকাশ',
    konbini: 'কনভিনিয়েন্স স্টোর',
    cash: 'নগদ',
  },
  cardEnding: (brand, last4) => `কার্ড (${brand}, শেষ ${last4})`,
  thanks: `${BRAND} থেকে কেনাকাটার জন্য ধন্যবাদ।`,
};

export const RECEIPT_WORDS: Record<Locale, ReceiptWords> = { en, ja, bn };
