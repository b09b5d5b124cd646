import type { Locale } from './locales';

// The words of the mails about a return or warranty claim (modules/claims/claim-mail.ts),
// in the order's language.

export interface ClaimWords {
  hello: string;
  helloName: (name: string) => string;
  subject: (kind: 'return' | 'warranty', state: string, orderId: string) => string;
  accepted: (kind: 'return' | 'warranty', orderId: string) => string;
  sendBack: string;
  refused: (kind: 'return' | 'warranty', orderId: string) => string;
  received: (kind: 'return' | 'warranty', orderId: string) => string;
  note: (note: string) => string;
  items: string;
  seeYourOrder: string;
}

const en: ClaimWords = {
  hello: 'Hello,',
  helloName: (name) => `Hello ${name},`,
  subject: (kind, state, orderId) =>
    `Your ${kind === 'return' ? 'return' : 'warranty claim'} for order ${orderId}: ${state}`,
  accepted: (kind, orderId) =>
    `We accepted your ${kind === 'return' ? 'return' : 'warranty claim'} for order ${orderId}.`,
  sendBack: 'Please send the items back to us; we will let you know when they arrive.',
  refused: (kind, orderId) =>
    `We could not accept your ${kind === 'return' ? 'return' : 'warranty claim'} for order ${orderId}.`,
  received: (kind, orderId) =>
    `We received the items of your ${kind === 'return' ? 'return' : 'warranty claim'} for order ${orderId}.`,
  note: (note) => `Our note: ${note}`,
  items: 'Items',
  seeYourOrder: 'See your order',
};

const STATE_EN: Record<string, string> = {
  accepted: 'accepted',
  refused: 'refused',
  received: 'received',
};

const ja: ClaimWords = {
  hello: 'こんにちは。',
  helloName: (name) => `${name} 様`,
  subject: (kind, state, orderId) =>
    `ご注文 ${orderId} の${kind === 'return' ? '返品' : '保証修理'}のお申し込み：${({ accepted: '承りました', refused: 'お受けできませんでした', received: '商品を受け取りました' } as Record<string, string>)[state] ?? state}`,
  accepted: (kind, orderId) =>
    `ご注文 ${orderId} の${kind === 'return' ? '返品' : '保証修理'}のお申し込みを承りました。`,
  sendBack: '商品をご返送ください。到着しましたらご連絡いたします。',
  refused: (kind, orderId) =>
    `誠に恐れ入りますが、ご注文 ${orderId} の${kind === 'return' ? '返品' : '保証修理'}のお申し込みはお受けできませんでした。`,
  received: (kind, orderId) =>
    `ご注文 ${orderId} の${kind === 'return' ? '返品' : '保証修理'}の商品を受け取りました。`,
  note: (note) => `担当者より：${note}`,
  items: '対象商品',
  seeYourOrder: 'ご注文を確認する',
};

const bn: ClaimWords = {
  hello: 'নমস্কার,',
  helloName: (name) => `প্রিয় ${name},`,
  subject: (kind, state, orderId) =>
    `অর্ডার ${orderId}-এর ${kind === 'return' ? 'রিটার্ন' : 'ওয়ারেন্টি দাবি'}: ${({ accepted: 'গৃহীত', refused: 'গ্রহণ করা যায়নি', received: 'পণ্য পাওয়া গেছে' } as Record<string, string>)[state] ?? state}`,
  accepted: (kind, orderId) =>
    `অর্ডার ${orderId}-এর জন্য আপনার ${kind === 'return' ? 'রিটার্ন' : 'ওয়ারেন্টি দাবি'} আমরা গ্রহণ করেছি।`,
  sendBack: 'অনুগ্রহ করে পণ্যগুলো আমাদের কাছে ফেরত পাঠান; পৌঁছালে আমরা জানাব।',
  refused: (kind, orderId) =>
    `দুঃখিত, অর্ডার ${orderId}-এর জন্য আপনার ${kind === 'return' ? 'রিটার্ন' : 'ওয়ারেন্টি দাবি'} আমরা গ্রহণ করতে পারিনি।`,
  received: (kind, orderId) =>
    `অর্ডার ${orderId}-এর ${kind === 'return' ? 'রিটার্নের' : 'ওয়ারেন্টি দাবির'} পণ্যগুলো আমরা পেয়েছি।`,
  note: (note) => `আমাদের মন্তব্য: ${note}`,
  items: 'পণ্য',
  seeYourOrder: 'আপনার অর্ডার দেখুন',
};

export const CLAIM_WORDS: Record<Locale, ClaimWords> = {
  en: {
    ...en,
    subject: (kind, state, orderId) => en.subject(kind, STATE_EN[state] ?? state, orderId),
  },
  ja,
  bn,
};
