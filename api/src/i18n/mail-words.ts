import type { Locale } from './locales';
import type { ChallengePurpose } from '../modules/auth/auth.tables';

// The words of the shop's mails in each language. English is exactly what the mails said
// before they spoke other languages (the mail tests read it). Values that vary come in
// already formatted for the language (money, dates); HTML variants take escaped parts.

const BRAND = 'Circuit Haat';

export interface CodeWords {
  subject: string;
  title: string;
  lead: string;
  ignore: string;
  ignoreShort: string;
  /** The plain text's line with the code. */
  codeLine: (code: string) => string;
  /** The plain text's line on where and how long. */
  enterWithin: (minutes: string) => string;
  /** The HTML part's line on how long. */
  validFor: (minutes: string) => string;
}

export interface MailWords {
  /** After the brand in every mail's footer. */
  tagline: string;
  hello: string;
  /** The greeting of an order's mails; `null` when the name is not known. */
  helloName: (name: string | null) => string;
  code: Record<ChallengePurpose, CodeWords>;

  // The order confirmation.
  thankYouFor: (orderId: string) => string;
  orderTitle: (orderId: string) => string;
  confirmationSubject: (orderId: string) => string;
  thankYouHeading: string;
  /** HTML: `id` and `last4` already escaped. */
  confirmedHtml: (idHtml: string, last4Html: string | null) => string;
  products: string;
  shipping: string;
  free: string;
  codFee: string;
  discount: (couponCode: string | null) => string;
  total: string;
  taxIncluded: (rate: string) => string;
  paidByCard: (last4: string) => string;
  collectAt: string;
  shippingTo: string;
  seeAnyTime: string;
  product: string;
  qty: string;
  delivery: string;
  viewOrder: string;
  itemLine: (quantity: string, name: string, amount: string) => string;

  // When the goods leave and arrive.
  pickupReady: (day: string) => string;
  ships: (shipDay: string, byDay: string) => string;
  earliestDay: string;
  deliveryAskedFor: (choices: string[]) => string;

  // How the order stands on payment.
  toBePaidOnDelivery: (amount: string) => string;
  cancelled: (reason: string) => string;
  konbiniBy: (by: string | null) => string;
  konbiniStore: (chain: string, paymentCode: string, confirmation: string | null) => string;
  voucher: (url: string) => string;
  awaitingPayment: (via: string, by: string | null) => string;

  // A payment that finished away from the API.
  paymentReceived: (amount: string) => string;
  paymentNotCompleted: string;
  paidBody: (orderId: string, last4: string | null) => string;
  cancelledBody: (orderId: string) => string;
  paidSubject: (orderId: string) => string;
  cancelledSubject: (orderId: string) => string;

  // Shipped.
  hasShipped: (orderId: string) => string;
  hasShippedHtml: (idHtml: string) => string;
  trackingNumber: string;
  seeYourOrder: string;
  thanksForShopping: string;
  shippedTitle: (orderId: string) => string;
  shippedSubject: (orderId: string) => string;
  /** The 22:00 tracking mail: the carrier's name and the link to its tracking page. */
  carrierLine: (carrier: string) => string;
  trackParcel: string;

  // Cancelled by the customer (POST /orders/:id/cancel).
  youCancelled: (orderId: string) => string;
  youCancelledSubject: (orderId: string) => string;

  // Cancelled or refunded.
  orderCancelled: (orderId: string) => string;
  refunded: (amount: string, how: RefundHow) => string;
  refundedFor: (amount: string, how: RefundHow, orderId: string) => string;
  nothingToRefund: string;
  reason: (reason: string) => string;
  goodsBack: (lines: { quantity: string; name: string }[]) => string;
  wholeRefunded: (total: string) => string;
  refundedSoFar: (sofar: string, total: string) => string;
  cardRefundDelay: string;
  cancelledOrderSubject: (orderId: string) => string;
  refundSubject: (orderId: string, amount: string) => string;

  // Addresses.
  pickupAtShowroom: string;
  mobile: (phone: string) => string;
  phone: (phone: string) => string;
  division: (name: string) => string;
  /** How a name is addressed on a Japanese address ('様'); null: the name leads. */
  honorific: string | null;
}

export type RefundHow = { cash: true } | { card: string } | null;

const enWhere = (how: RefundHow) =>
  how === null ? '' : 'cash' in how ? ' in cash' : ` to your card ending ${how.card}`;

const en: MailWords = {
  tagline: 'computer hardware for Bangladesh and Japan',
  hello: 'Hello,',
  helloName: (name) => `Hello ${name ?? 'there'},`,
  code: {
    'sign-in': {
      subject: `Your ${BRAND} sign-in code`,
      title: 'Your sign-in code',
      lead: 'Enter this code in the sign-in window to continue shopping.',
      ignore:
        'If you did not try to sign in, you can ignore this mail: nobody can sign in without the code.',
      ignoreShort: 'Did not try to sign in? Ignore this mail: nobody can sign in without the code.',
      codeLine: (code) => `Your ${BRAND} sign-in code is: ${code}`,
      enterWithin: (minutes) =>
        `Enter it in the sign-in window within ${minutes} minutes. It works once.`,
      validFor: (minutes) => `The code is valid for ${minutes} minutes and works once.`,
    },
    register: {
      subject: `Confirm your ${BRAND} account`,
      title: 'Confirm your account',
      lead: 'Enter this code on the registration page to confirm your e-mail address and open your account.',
      ignore:
        'If you did not register, you can ignore this mail: no account is opened without the code.',
      ignoreShort: 'Did not register? Ignore this mail: no account is opened without the code.',
      codeLine: (code) => `Your ${BRAND} confirmation code is: ${code}`,
      enterWithin: (minutes) =>
        `Enter it in the registration page within ${minutes} minutes. It works once.`,
      validFor: (minutes) => `The code is valid for ${minutes} minutes and works once.`,
    },
    'existing-account': {
      subject: `Your ${BRAND} account: a sign-in code`,
      title: 'You already have an account',
      lead: 'Someone asked to register an account with this e-mail address, which already has one. If it was you, enter this code to sign in to your account as it is: nothing you typed on the form (name, password) is changed.',
      ignore:
        'If it was not you, you can ignore this mail: nothing about your account has changed, and nobody can sign in without the code.',
      ignoreShort: 'Not you? Ignore this mail: nothing about your account has changed.',
      codeLine: (code) => `Your ${BRAND} sign-in code is: ${code}`,
      enterWithin: (minutes) =>
        `Enter it in the registration page within ${minutes} minutes. It works once.`,
      validFor: (minutes) => `The code is valid for ${minutes} minutes and works once.`,
    },
  },

  thankYouFor: (id) => `Thank you for your order ${id} at ${BRAND}.`,
  orderTitle: (id) => `${BRAND} order ${id}`,
  confirmationSubject: (id) => `Your ${BRAND} order ${id}`,
  thankYouHeading: 'Thank you for your order',
  confirmedHtml: (id, last4) =>
    `Order <strong>${id}</strong> is confirmed${last4 !== null ? ` and paid by card ending ${last4}` : ''}.`,
  products: 'Products',
  shipping: 'Shipping',
  free: 'FREE',
  codFee: 'Cash on delivery fee',
  discount: (code) => `Discount${code ? ` (${code})` : ''}`,
  total: 'Total',
  taxIncluded: (rate) => `Includes ${rate}% consumption tax`,
  paidByCard: (last4) => `Paid by card ending ${last4}.`,
  collectAt: 'Collect it at:',
  shippingTo: 'Shipping to:',
  seeAnyTime: 'See your order at any time:',
  product: 'Product',
  qty: 'Qty',
  delivery: 'Delivery',
  viewOrder: 'View your order',
  itemLine: (quantity, name, amount) => `${quantity} x ${name} - ${amount}`,

  pickupReady: (day) => `Ready for pickup at the Dhaka showroom from ${day}.`,
  ships: (ship, by) => `Ships ${ship}; expected by ${by}.`,
  earliestDay: 'the earliest day',
  deliveryAskedFor: (choices) => `Delivery asked for: ${choices.join(', ')}.`,

  toBePaidOnDelivery: (amount) => `To be paid on delivery: ${amount}`,
  cancelled: (reason) => `Cancelled: ${reason}`,
  konbiniBy: (by) => `To be paid at a convenience store${by ? ` by ${by}` : ''}.`,
  konbiniStore: (chain, code, confirmation) =>
    `${chain}: payment number ${code}${confirmation ? `, confirmation number ${confirmation}` : ''}`,
  voucher: (url) => `Voucher: ${url}`,
  awaitingPayment: (via, by) => `Awaiting payment (${via})${by ? ` by ${by}` : ''}.`,

  paymentReceived: (amount) => `Payment received: ${amount}`,
  paymentNotCompleted: 'The payment was not completed',
  paidBody: (id, last4) =>
    `We received the payment for order ${id}${last4 !== null ? ` (card ending ${last4})` : ''}. We will let you know when it ships.`,
  cancelledBody: (id) =>
    `Order ${id} was cancelled because its payment was not completed. Nothing was charged; you are welcome to order again.`,
  paidSubject: (id) => `Payment received for your ${BRAND} order ${id}`,
  cancelledSubject: (id) => `Your ${BRAND} order ${id} was cancelled`,

  hasShipped: (id) => `Your order ${id} has shipped.`,
  hasShippedHtml: (id) => `Your order <strong>${id}</strong> has shipped.`,
  trackingNumber: 'Tracking number:',
  seeYourOrder: 'See your order',
  thanksForShopping: `Thank you for shopping at ${BRAND}.`,
  shippedTitle: (id) => `${BRAND} order ${id} has shipped`,
  shippedSubject: (id) => `Your ${BRAND} order ${id} has shipped`,
  carrierLine: (carrier) => `Carrier: ${carrier}`,
  trackParcel: 'Track your parcel',
  youCancelled: (id) => `As you asked, your order ${id} has been cancelled.`,
  youCancelledSubject: (id) => `You cancelled your ${BRAND} order ${id}`,

  orderCancelled: (id) => `Your order ${id} has been cancelled.`,
  refunded: (amount, how) => `We refunded ${amount}${enWhere(how)}.`,
  refundedFor: (amount, how, id) => `We refunded ${amount}${enWhere(how)} for your order ${id}.`,
  nothingToRefund: 'Nothing was charged for it, so there is nothing to refund.',
  reason: (reason) => `Reason: ${reason}`,
  goodsBack: (lines) =>
    `Goods received back: ${lines.map((line) => `${line.quantity} x ${line.name}`).join(', ')}`,
  wholeRefunded: (total) => `The whole order total of ${total} has now been refunded.`,
  refundedSoFar: (sofar, total) => `Refunded so far: ${sofar} of ${total}.`,
  cardRefundDelay: 'A card refund can take 5 to 10 business days to show on your statement.',
  cancelledOrderSubject: (id) => `Your ${BRAND} order ${id} has been cancelled`,
  refundSubject: (id, amount) => `Your ${BRAND} order ${id}: ${amount} refunded`,

  pickupAtShowroom: 'Pickup at the Dhaka showroom',
  mobile: (phone) => `Mobile: ${phone}`,
  phone: (phone) => `Phone: ${phone}`,
  division: (name) => `${name} Division`,
  honorific: null,
};

const jaWhere = (how: RefundHow) =>
  how === null ? '' : 'cash' in how ? '現金にて' : `末尾${how.card}のカードへ`;

const ja: MailWords = {
  tagline: 'バングラデシュと日本のためのPCパーツショップ',
  hello: 'お客様',
  helloName: (name) => (name ? `${name} 様` : 'お客様'),
  code: {
    'sign-in': {
      subject: `${BRAND} ログイン用確認コード`,
      title: 'ログイン用確認コード',
      lead: 'ログイン画面でこのコードを入力して、お買い物を続けてください。',
      ignore:
        'ログインした覚えがない場合は、このメールを破棄してください。コードがなければ誰もログインできません。',
      ignoreShort:
        'お心当たりがない場合は、このメールを破棄してください。コードがなければ誰もログインできません。',
      codeLine: (code) => `${BRAND} のログイン用確認コード: ${code}`,
      enterWithin: (minutes) =>
        `${minutes}分以内にログイン画面で入力してください。コードは1回のみ有効です。`,
      validFor: (minutes) => `このコードの有効期限は${minutes}分で、1回のみご利用いただけます。`,
    },
    register: {
      subject: `${BRAND} アカウント登録の確認`,
      title: 'アカウント登録の確認',
      lead: '登録画面でこのコードを入力すると、メールアドレスが確認され、アカウントが作成されます。',
      ignore:
        '登録した覚えがない場合は、このメールを破棄してください。コードがなければアカウントは作成されません。',
      ignoreShort:
        'お心当たりがない場合は、このメールを破棄してください。コードがなければアカウントは作成されません。',
      codeLine: (code) => `${BRAND} の確認コード: ${code}`,
      enterWithin: (minutes) =>
        `${minutes}分以内に登録画面で入力してください。コードは1回のみ有効です。`,
      validFor: (minutes) => `このコードの有効期限は${minutes}分で、1回のみご利用いただけます。`,
    },
    'existing-account': {
      subject: `${BRAND} アカウント: ログイン用確認コード`,
      title: 'すでにアカウントをお持ちです',
      lead: 'このメールアドレスでアカウント登録の申し込みがありましたが、このアドレスのアカウントはすでに存在します。ご本人の場合は、このコードを入力すると現在のアカウントにログインできます。フォームに入力された内容（氏名・パスワード）は変更されません。',
      ignore:
        'お心当たりがない場合は、このメールを破棄してください。アカウントは何も変更されておらず、コードがなければ誰もログインできません。',
      ignoreShort:
        'お心当たりがない場合は、このメールを破棄してください。アカウントは何も変更されていません。',
      codeLine: (code) => `${BRAND} のログイン用確認コード: ${code}`,
      enterWithin: (minutes) =>
        `${minutes}分以内に登録画面で入力してください。コードは1回のみ有効です。`,
      validFor: (minutes) => `このコードの有効期限は${minutes}分で、1回のみご利用いただけます。`,
    },
  },

  thankYouFor: (id) => `${BRAND} をご利用いただき、ありがとうございます。ご注文番号: ${id}`,
  orderTitle: (id) => `${BRAND} ご注文 ${id}`,
  confirmationSubject: (id) => `【${BRAND}】ご注文の確認（注文番号 ${id}）`,
  thankYouHeading: 'ご注文ありがとうございます',
  confirmedHtml: (id, last4) =>
    `ご注文 <strong>${id}</strong> を承りました${last4 !== null ? `（末尾${last4}のカードでお支払い済み）` : ''}。`,
  products: '商品合計',
  shipping: '送料',
  free: '無料',
  codFee: '代引き手数料',
  discount: (code) => `割引${code ? `（${code}）` : ''}`,
  total: '合計',
  taxIncluded: (rate) => `うち消費税（${rate}%）`,
  paidByCard: (last4) => `末尾${last4}のカードでお支払い済みです。`,
  collectAt: '受け取り場所:',
  shippingTo: 'お届け先:',
  seeAnyTime: 'ご注文内容はいつでもこちらからご確認いただけます:',
  product: '商品',
  qty: '数量',
  delivery: 'お届け',
  viewOrder: 'ご注文内容を見る',
  itemLine: (quantity, name, amount) => `${name} × ${quantity} - ${amount}`,

  pickupReady: (day) => `${day}からダッカのショールームでお受け取りいただけます。`,
  ships: (ship, by) => `${ship}に発送、${by}までにお届けの予定です。`,
  earliestDay: '最短日',
  deliveryAskedFor: (choices) => `ご希望のお届け: ${choices.join('、')}`,

  toBePaidOnDelivery: (amount) => `お届け時にお支払い: ${amount}`,
  cancelled: (reason) => `キャンセル: ${reason}`,
  konbiniBy: (by) => `コンビニでお支払いください${by ? `（${by}まで）` : ''}。`,
  konbiniStore: (chain, code, confirmation) =>
    `${chain}: 払込番号 ${code}${confirmation ? `、確認番号 ${confirmation}` : ''}`,
  voucher: (url) => `払込票: ${url}`,
  awaitingPayment: (via, by) => `お支払い待ち（${via}）${by ? `: ${by}まで` : ''}`,

  paymentReceived: (amount) => `お支払いを確認しました: ${amount}`,
  paymentNotCompleted: 'お支払いが完了しませんでした',
  paidBody: (id, last4) =>
    `ご注文 ${id} のお支払いを確認しました${last4 !== null ? `（末尾${last4}のカード）` : ''}。発送しましたらお知らせします。`,
  cancelledBody: (id) =>
    `お支払いが完了しなかったため、ご注文 ${id} はキャンセルされました。代金は請求されていません。またのご注文をお待ちしております。`,
  paidSubject: (id) => `【${BRAND}】お支払いを確認しました（注文番号 ${id}）`,
  cancelledSubject: (id) => `【${BRAND}】ご注文はキャンセルされました（注文番号 ${id}）`,

  hasShipped: (id) => `ご注文 ${id} を発送しました。`,
  hasShippedHtml: (id) => `ご注文 <strong>${id}</strong> を発送しました。`,
  trackingNumber: 'お問い合わせ番号:',
  seeYourOrder: 'ご注文内容を見る',
  thanksForShopping: `${BRAND} をご利用いただき、ありがとうございます。`,
  shippedTitle: (id) => `${BRAND} ご注文 ${id} を発送しました`,
  shippedSubject: (id) => `【${BRAND}】ご注文の商品を発送しました（注文番号 ${id}）`,
  carrierLine: (carrier) => `配送業者: ${carrier}`,
  trackParcel: '配送状況を確認する',
  youCancelled: (id) => `ご依頼により、ご注文 ${id} をキャンセルしました。`,
  youCancelledSubject: (id) => `【${BRAND}】ご注文をキャンセルしました（注文番号 ${id}）`,

  orderCancelled: (id) => `ご注文 ${id} はキャンセルされました。`,
  refunded: (amount, how) => `${jaWhere(how)}${amount}を返金しました。`,
  refundedFor: (amount, how, id) =>
    `ご注文 ${id} について、${jaWhere(how)}${amount}を返金しました。`,
  nothingToRefund: '代金は請求されていないため、返金はありません。',
  reason: (reason) => `理由: ${reason}`,
  goodsBack: (lines) =>
    `返品として受け取った商品: ${lines.map((line) => `${line.name} × ${line.quantity}`).join('、')}`,
  wholeRefunded: (total) => `ご注文の合計金額${total}を全額返金しました。`,
  refundedSoFar: (sofar, total) => `これまでの返金額: ${total}のうち${sofar}`,
  cardRefundDelay: 'カードへの返金がご利用明細に反映されるまで、5〜10営業日かかる場合があります。',
  cancelledOrderSubject: (id) => `【${BRAND}】ご注文はキャンセルされました（注文番号 ${id}）`,
  refundSubject: (id, amount) => `【${BRAND}】${amount}を返金しました（注文番号 ${id}）`,

  pickupAtShowroom: 'ダッカのショールームで受け取り',
  mobile: (phone) => `携帯電話: ${phone}`,
  phone: (phone) => `電話番号: ${phone}`,
  division: (name) => `${name} 管区`,
  honorific: '様',
};

const bnWhere = (how: RefundHow) =>
  how === null ? '' : 'cash' in how ? 'নগদে ' : `${how.card} দিয়ে শেষ হওয়া আপনার কার্ডে `;

const bn: MailWords = {
  tagline: 'বাংলাদেশ ও জাপানের জন্য কম্পিউটার হার্ডওয়্যার',
  hello: 'প্রিয় গ্রাহক,',
  helloName: (name) => (name ? `প্রিয় ${name},` : 'প্রিয় গ্রাহক,'),
  code: {
    'sign-in': {
      subject: `আপনার ${BRAND} সাইন-ইন কোড`,
      title: 'আপনার সাইন-ইন কোড',
      lead: 'কেনাকাটা চালিয়ে যেতে সাইন-ইন উইন্ডোতে এই কোডটি দিন।',
      ignore:
        'আপনি সাইন-ইন করার চেষ্টা না করে থাকলে এই মেইলটি উপেক্ষা করুন: কোড ছাড়া কেউ সাইন-ইন করতে পারবে না।',
      ignoreShort:
        'সাইন-ইন করার চেষ্টা করেননি? এই মেইলটি উপেক্ষা করুন: কোড ছাড়া কেউ সাইন-ইন করতে পারবে না।',
      codeLine: (code) => `আপনার ${BRAND} সাইন-ইন কোড: ${code}`,
      enterWithin: (minutes) =>
        `${minutes} মিনিটের মধ্যে সাইন-ইন উইন্ডোতে কোডটি দিন। এটি একবারই কাজ করে।`,
      validFor: (minutes) => `কোডটি ${minutes} মিনিট বৈধ এবং একবারই কাজ করে।`,
    },
    register: {
      subject: `আপনার ${BRAND} অ্যাকাউন্ট নিশ্চিত করুন`,
      title: 'আপনার অ্যাকাউন্ট নিশ্চিত করুন',
      lead: 'আপনার ইমেইল ঠিকানা নিশ্চিত করে অ্যাকাউন্ট খুলতে রেজিস্ট্রেশন পেজে এই কোডটি দিন।',
      ignore:
        'আপনি রেজিস্টার না করে থাকলে এই মেইলটি উপেক্ষা করুন: কোড ছাড়া কোনো অ্যাকাউন্ট খোলা হবে না।',
      ignoreShort: 'রেজিস্টার করেননি? এই মেইলটি উপেক্ষা করুন: কোড ছাড়া কোনো অ্যাকাউন্ট খোলা হবে না।',
      codeLine: (code) => `আপনার ${BRAND} নিশ্চিতকরণ কোড: ${code}`,
      enterWithin: (minutes) =>
        `${minutes} মিনিটের মধ্যে রেজিস্ট্রেশন পেজে কোডটি দিন। এটি একবারই কাজ করে।`,
      validFor: (minutes) => `কোডটি ${minutes} মিনিট বৈধ এবং একবারই কাজ করে।`,
    },
    'existing-account': {
      subject: `আপনার ${BRAND} অ্যাকাউন্ট: একটি সাইন-ইন কোড`,
      title: 'আপনার ইতিমধ্যে একটি অ্যাকাউন্ট আছে',
      lead: 'কেউ এই ইমেইল ঠিকানা দিয়ে একটি অ্যাকাউন্ট খুলতে চেয়েছেন, কিন্তু এই ঠিকানায় আগে থেকেই অ্যাকাউন্ট আছে। আপনি হলে এই কোডটি দিয়ে আপনার অ্যাকাউন্টে সাইন-ইন করুন: ফর্মে যা লিখেছেন (নাম, পাসওয়ার্ড) তার কিছুই বদলাবে না।',
      ignore:
        'আপনি না হলে এই মেইলটি উপেক্ষা করুন: আপনার অ্যাকাউন্টে কিছুই বদলায়নি, এবং কোড ছাড়া কেউ সাইন-ইন করতে পারবে না।',
      ignoreShort: 'আপনি নন? এই মেইলটি উপেক্ষা করুন: আপনার অ্যাকাউন্টে কিছুই বদলায়নি।',
      codeLine: (code) => `আপনার ${BRAND} সাইন-ইন কোড: ${code}`,
      enterWithin: (minutes) =>
        `${minutes} মিনিটের মধ্যে রেজিস্ট্রেশন পেজে কোডটি দিন। এটি একবারই কাজ করে।`,
      validFor: (minutes) => `কোডটি ${minutes} মিনিট বৈধ এবং একবারই কাজ করে।`,
    },
  },

  thankYouFor: (id) => `${BRAND}-এ অর্ডার ${id} করার জন্য ধন্যবাদ।`,
  orderTitle: (id) => `${BRAND} অর্ডার ${id}`,
  confirmationSubject: (id) => `আপনার ${BRAND} অর্ডার ${id}`,
  thankYouHeading: 'আপনার অর্ডারের জন্য ধন্যবাদ',
  confirmedHtml: (id, last4) =>
    `অর্ডার <strong>${id}</strong> নিশ্চিত হয়েছে${last4 !== null ? ` এবং ${last4} দিয়ে শেষ হওয়া কার্ডে পরিশোধিত` : ''}।`,
  products: 'পণ্য',
  shipping: 'ডেলিভারি চার্জ',
  free: 'ফ্রি',
  codFee: 'ক্যাশ অন ডেলিভারি চার্জ',
  discount: (code) => `ছাড়${code ? ` (${code})` : ''}`,
  total: 'মোট',
  taxIncluded: (rate) => `${rate}% ভোগ্য কর সহ`,
  paidByCard: (last4) => `${last4} দিয়ে শেষ হওয়া কার্ডে পরিশোধিত।`,
  collectAt: 'যেখান থেকে নেবেন:',
  shippingTo: 'ডেলিভারির ঠিকানা:',
  seeAnyTime: 'যেকোনো সময় আপনার অর্ডার দেখুন:',
  product: 'পণ্য',
  qty: 'পরিমাণ',
  delivery: 'ডেলিভারি',
  viewOrder: 'আপনার অর্ডার দেখুন',
  itemLine: (quantity, name, amount) => `${quantity} x ${name} - ${amount}`,

  pickupReady: (day) => `${day} থেকে ঢাকার শোরুমে নেওয়ার জন্য প্রস্তুত থাকবে।`,
  ships: (ship, by) => `${ship} পাঠানো হবে; ${by}-এর মধ্যে পৌঁছানোর কথা।`,
  earliestDay: 'সবচেয়ে আগের দিন',
  deliveryAskedFor: (choices) => `যে ডেলিভারি চেয়েছেন: ${choices.join(', ')}।`,

  toBePaidOnDelivery: (amount) => `ডেলিভারির সময় পরিশোধ করবেন: ${amount}`,
  cancelled: (reason) => `বাতিল: ${reason}`,
  konbiniBy: (by) => `কনভেনিয়েন্স স্টোরে পরিশোধ করুন${by ? ` (${by}-এর মধ্যে)` : ''}।`,
  konbiniStore: (chain, code, confirmation) =>
    `${chain}: পেমেন্ট নম্বর ${code}${confirmation ? `, নিশ্চিতকরণ নম্বর ${confirmation}` : ''}`,
  voucher: (url) => `ভাউচার: ${url}`,
  awaitingPayment: (via, by) => `পেমেন্টের অপেক্ষায় (${via})${by ? `, ${by}-এর মধ্যে` : ''}।`,

  paymentReceived: (amount) => `পেমেন্ট পাওয়া গেছে: ${amount}`,
  paymentNotCompleted: 'পেমেন্টটি সম্পন্ন হয়নি',
  paidBody: (id, last4) =>
    `অর্ডার ${id}-এর পেমেন্ট আমরা পেয়েছি${last4 !== null ? ` (${last4} দিয়ে শেষ হওয়া কার্ড)` : ''}। পাঠানো হলে আপনাকে জানাব।`,
  cancelledBody: (id) =>
    `পেমেন্ট সম্পন্ন না হওয়ায় অর্ডার ${id} বাতিল করা হয়েছে। কোনো টাকা কাটা হয়নি; আবার অর্ডার করতে পারেন।`,
  paidSubject: (id) => `আপনার ${BRAND} অর্ডার ${id}-এর পেমেন্ট পাওয়া গেছে`,
  cancelledSubject: (id) => `আপনার ${BRAND} অর্ডার ${id} বাতিল করা হয়েছে`,

  hasShipped: (id) => `আপনার অর্ডার ${id} পাঠানো হয়েছে।`,
  hasShippedHtml: (id) => `আপনার অর্ডার <strong>${id}</strong> পাঠানো হয়েছে।`,
  trackingNumber: 'ট্র্যাকিং নম্বর:',
  seeYourOrder: 'আপনার অর্ডার দেখুন',
  thanksForShopping: `${BRAND}-এ কেনাকাটার জন্য ধন্যবাদ।`,
  shippedTitle: (id) => `${BRAND} অর্ডার ${id} পাঠানো হয়েছে`,
  shippedSubject: (id) => `আপনার ${BRAND} অর্ডার ${id} পাঠানো হয়েছে`,
  carrierLine: (carrier) => `কুরিয়ার: ${carrier}`,
  trackParcel: 'আপনার পার্সেল ট্র্যাক করুন',
  youCancelled: (id) => `আপনার অনুরোধে অর্ডার ${id} বাতিল করা হয়েছে।`,
  youCancelledSubject: (id) => `আপনি ${BRAND} অর্ডার ${id} বাতিল করেছেন`,

  orderCancelled: (id) => `আপনার অর্ডার ${id} বাতিল করা হয়েছে।`,
  refunded: (amount, how) => `আমরা ${bnWhere(how)}${amount} ফেরত দিয়েছি।`,
  refundedFor: (amount, how, id) =>
    `আপনার অর্ডার ${id}-এর জন্য আমরা ${bnWhere(how)}${amount} ফেরত দিয়েছি।`,
  nothingToRefund: 'এর জন্য কোনো টাকা কাটা হয়নি, তাই ফেরত দেওয়ার কিছু নেই।',
  reason: (reason) => `কারণ: ${reason}`,
  goodsBack: (lines) =>
    `ফেরত পাওয়া পণ্য: ${lines.map((line) => `${line.quantity} x ${line.name}`).join(', ')}`,
  wholeRefunded: (total) => `অর্ডারের পুরো ${total} এখন ফেরত দেওয়া হয়েছে।`,
  refundedSoFar: (sofar, total) => `এ পর্যন্ত ফেরত: ${total}-এর মধ্যে ${sofar}।`,
  cardRefundDelay: 'কার্ডে ফেরত টাকা স্টেটমেন্টে দেখাতে ৫ থেকে ১০ কর্মদিবস লাগতে পারে।',
  cancelledOrderSubject: (id) => `আপনার ${BRAND} অর্ডার ${id} বাতিল করা হয়েছে`,
  refundSubject: (id, amount) => `আপনার ${BRAND} অর্ডার ${id}: ${amount} ফেরত দেওয়া হয়েছে`,

  pickupAtShowroom: 'ঢাকার শোরুম থেকে পিকআপ',
  mobile: (phone) => `মোবাইল: ${phone}`,
  phone: (phone) => `ফোন: ${phone}`,
  division: (name) => `${name} বিভাগ`,
  honorific: null,
};

export const MAIL_WORDS: Record<Locale, MailWords> = { en, ja, bn };
