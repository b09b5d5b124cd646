import type { Locale } from '../../i18n/locales';

// The words of the back-in-stock mail and of the unsubscribe page, in the shop's three
// languages. Product names stay as the maker writes them (decision 22).

export interface StockAlertWords {
  subject: (product: string) => string;
  hello: string;
  back: (product: string) => string;
  once: string;
  seeProduct: string;
  unsubscribe: string;
  unsubscribeNote: string;
  // The unsubscribe page (the link in the mail opens it).
  pageTitle: string;
  askStop: string;
  stopButton: string;
  stopped: string;
  stoppedNone: string;
  badLink: string;
  backToShop: string;
}

const en: StockAlertWords = {
  subject: (product) => `${product} is back in stock`,
  hello: 'Hello,',
  back: (product) => `Good news: ${product} is back in stock. You asked us to tell you.`,
  once: 'This is the only mail about it: stock may run out again, so do not wait too long.',
  seeProduct: 'See the product',
  unsubscribe: 'Stop back-in-stock mails',
  unsubscribeNote:
    'Did not ask for this, or want no more of these mails? This link ends every request of this address:',
  pageTitle: 'Back-in-stock mails',
  askStop: 'Stop every back-in-stock mail to this address?',
  stopButton: 'Stop these mails',
  stopped: 'Done: this address will get no more back-in-stock mails from us.',
  stoppedNone: 'Done: this address has no back-in-stock requests left.',
  badLink: 'This link is not valid. Copy the whole address from the mail and try again.',
  backToShop: 'Back to the shop',
};

const ja: StockAlertWords = {
  subject: (product) => `${product} の在庫が戻りました`,
  hello: 'お客様',
  back: (product) => `お知らせをご希望いただいた ${product} の在庫が戻りました。`,
  once: 'このお知らせは一度だけお送りします。在庫は再びなくなることがありますので、お早めにどうぞ。',
  seeProduct: '商品を見る',
  unsubscribe: '入荷お知らせメールを停止する',
  unsubscribeNote:
    'お心当たりがない場合や、今後このメールが不要な場合は、こちらからこのアドレスへのお知らせをすべて停止できます:',
  pageTitle: '入荷お知らせメール',
  askStop: 'このアドレスへの入荷お知らせメールをすべて停止しますか?',
  stopButton: 'メールを停止する',
  stopped: '停止しました。このアドレスに入荷お知らせメールをお送りすることはありません。',
  stoppedNone: '停止しました。このアドレスの入荷お知らせのご依頼は残っていません。',
  badLink: 'このリンクは無効です。メールのアドレスをすべてコピーして、もう一度お試しください。',
  backToShop: 'ショップに戻る',
};

const bn: StockAlertWords = {
  subject: (product) => `${product} আবার স্টকে এসেছে`,
  hello: 'প্রিয় গ্রাহক,',
  back: (product) => `সুখবর: ${product} আবার স্টকে এসেছে। আপনি আমাদের জানাতে বলেছিলেন।`,
  once: 'এ বিষয়ে এটিই একমাত্র ইমেইল: স্টক আবার ফুরিয়ে যেতে পারে, তাই বেশি দেরি করবেন না।',
  seeProduct: 'পণ্যটি দেখুন',
  unsubscribe: 'স্টকে ফেরার ইমেইল বন্ধ করুন',
  unsubscribeNote: 'আপনি এটি চাননি, বা আর এমন ইমেইল চান না? এই লিংক এই ঠিকানার সব অনুরোধ শেষ করে:',
  pageTitle: 'স্টকে ফেরার ইমেইল',
  askStop: 'এই ঠিকানায় স্টকে ফেরার সব ইমেইল বন্ধ করবেন?',
  stopButton: 'ইমেইল বন্ধ করুন',
  stopped: 'হয়ে গেছে: এই ঠিকানায় আমরা আর স্টকে ফেরার ইমেইল পাঠাব না।',
  stoppedNone: 'হয়ে গেছে: এই ঠিকানার স্টকে ফেরার কোনো অনুরোধ আর বাকি নেই।',
  badLink: 'এই লিংকটি সঠিক নয়। ইমেইল থেকে পুরো ঠিকানাটি কপি করে আবার চেষ্টা করুন।',
  backToShop: 'দোকানে ফিরে যান',
};

export const STOCK_ALERT_WORDS: Record<Locale, StockAlertWords> = { en, ja, bn };
