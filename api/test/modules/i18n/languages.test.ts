import { insertProduct } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import { type ReceivedMail, type SmtpInbox } from '../auth/smtp-inbox';
import { runTrackingMails } from '../orders/tracking-mails';
import {
  insertStaffUser,
  insertUser,
  orderBody,
  placeOrder,
  request,
  useShopWithInbox,
  type CommerceServer,
  type TestUser,
} from '../orders/commerce-harness';

// Decision 22: the API answers a shopper in their language (Accept-Language, else the
// account's), with the same codes; the mails speak the request's (sign-in code) or the
// order's language.

/** A header's encoded words (=?UTF-8?B?...?= / ?Q?), unfolded and decoded. */
function decodeHeader(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'm').exec(raw);
  if (!match) return '';
  return match[1]!
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_whole, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/** A part of the mail (text/plain or text/html), decoded from base64 or quoted-printable. */
function mailPart(mail: ReceivedMail, type: 'text/plain' | 'text/html'): string {
  const raw = mail.raw.replace(/\r\n/g, '\n');
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start === -1) return '';
  const bodyStart = raw.indexOf('\n\n', start) + 2;
  const headers = raw.slice(start, bodyStart);
  const end = raw.indexOf('\n--', bodyStart);
  const body = raw.slice(bodyStart, end === -1 ? undefined : end);
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const latin = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(latin, 'latin1').toString('utf8');
  }
  return body;
}

const subjectOf = (mail: ReceivedMail) => decodeHeader(mail.raw, 'Subject');
const textOf = (mail: ReceivedMail) => mailPart(mail, 'text/plain');
const codeFrom = (mail: ReceivedMail) => /: (\d{6})\n/.exec(textOf(mail))?.[1] ?? 'no code';

describeEachDatabase('the API in English, Japanese and Bangla', (database) => {
  let inbox: SmtpInbox;
  let server: CommerceServer;

  useShopWithInbox(
    database,
    { SHOP_URL: 'https://shop.example.com' },
    (shop) => ({ server, inbox } = shop),
  );

  const inLanguage = (language: string | null, token?: string): Record<string, string> => ({
    ...(language === null ? {} : { 'accept-language': language }),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });

  async function incompleteCheckout(language: string | null) {
    const product = await insertProduct(database.db, { price: 1000 });
    const body = orderBody({ items: [{ productId: product.id, quantity: 1 }] });
    const shipping = body.shipping as Record<string, string>;
    return request(server, 'POST', '/orders', {
      body: { ...body, shipping: { ...shipping, firstName: '', phone: '12' } },
      headers: { 'idempotency-key': `k-${Math.random()}`, ...inLanguage(language) },
    });
  }

  describe('error messages', () => {
    it('a checkout refused for its fields: the same code, the message and each field message in the language', async () => {
      const english = await incompleteCheckout(null);
      expect(english.status).toBe(400);
      expect(english.body.error).toEqual({
        code: 'SHIPPING_INCOMPLETE',
        message: 'Please fill in all required shipping information',
        fields: {
          'shipping.firstName': 'Fill this in',
          'shipping.phone': 'Please enter a valid phone number',
        },
      });

      const japanese = await incompleteCheckout('ja-JP,ja;q=0.9,en;q=0.8');
      expect(japanese.status).toBe(400);
      expect(japanese.body.error).toEqual({
        code: 'SHIPPING_INCOMPLETE',
        message: '配送先の必須項目をすべて入力してください',
        fields: {
          'shipping.firstName': '入力してください',
          'shipping.phone': '有効な電話番号を入力してください',
        },
      });

      const bangla = await incompleteCheckout('bn');
      expect(bangla.body.error).toEqual({
        code: 'SHIPPING_INCOMPLETE',
        message: 'ডেলিভারির সব প্রয়োজনীয় তথ্য পূরণ করুন',
        fields: {
          'shipping.firstName': 'এটি পূরণ করুন',
          'shipping.phone': 'একটি সঠিক ফোন নম্বর দিন',
        },
      });
    });

    it("a request schema's refusal: field messages translated, the developer's sentence replaced", async () => {
      const english = await request(server, 'POST', '/auth/user/signin', { body: {} });
      expect(english.status).toBe(400);
      expect(english.body.error.code).toBe('VALIDATION_ERROR');
      expect(english.body.error.fields).toEqual({ email: 'Fill this in' });

      const japanese = await request(server, 'POST', '/auth/user/signin', {
        body: {},
        headers: inLanguage('ja'),
      });
      expect(japanese.body.error).toEqual({
        code: 'VALIDATION_ERROR',
        message: '入力内容に誤りがあります',
        fields: { email: '入力してください' },
      });
    });

    it('numbers and names inside a message are written the language’s way (Bangla digits)', async () => {
      const product = await insertProduct(database.db, { name: 'Ryzen 7 7700X', stockQuantity: 3 });
      const order = (language: string) =>
        placeOrder(server, orderBody({ items: [{ productId: product.id, quantity: 5 }] }), {}).then(
          () =>
            request(server, 'POST', '/orders', {
              body: orderBody({ items: [{ productId: product.id, quantity: 5 }] }),
              headers: { 'idempotency-key': `k-${Math.random()}`, ...inLanguage(language) },
            }),
        );
      const english = await order('en');
      expect(english.body.error).toEqual({
        code: 'OUT_OF_STOCK',
        message: 'Only 3 of Ryzen 7 7700X left in stock',
      });
      expect((await order('bn')).body.error).toEqual({
        code: 'OUT_OF_STOCK',
        message: 'Ryzen 7 7700X স্টকে মাত্র ৩টি আছে',
      });
      expect((await order('ja')).body.error).toEqual({
        code: 'OUT_OF_STOCK',
        message: 'Ryzen 7 7700Xの在庫は残り3点です',
      });
    });

    it("q-values choose among the shop's languages; none of them is English", async () => {
      const coupon = (language: string) =>
        request(server, 'POST', '/coupons/validate', {
          body: { code: 'NO-SUCH-CODE', subtotal: 5000 },
          headers: inLanguage(language),
        });
      expect((await coupon('en;q=0.5, bn;q=0.9')).body.message).toBe('কুপন কোডটি সঠিক নয়');
      expect((await coupon('fr-FR, de;q=0.8')).body.message).toBe('Invalid coupon code');
      expect((await coupon('ja;q=0, en')).body.message).toBe('Invalid coupon code');
      expect((await coupon('ja')).body.message).toBe('クーポンコードが正しくありません');
    });

    it('unknown routes are answered in the language; the back office stays English', async () => {
      const missing = await request(server, 'GET', '/no-such-thing', { headers: inLanguage('ja') });
      expect(missing.status).toBe(404);
      expect(missing.body.error).toEqual({ code: 'NOT_FOUND', message: 'ページが見つかりません' });

      const shopper = await insertUser(database.db);
      const staffOnly = await request(server, 'GET', '/admin/dashboard', {
        headers: inLanguage('ja', shopper.token),
      });
      expect(staffOnly.status).toBe(403);
      expect(staffOnly.body.error).toEqual({ code: 'FORBIDDEN', message: 'Access forbidden' });
    });
  });

  describe("the account's language", () => {
    const localeOf = async (user: TestUser) =>
      (
        await database.db
          .selectFrom('users')
          .select('locale')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).locale;
    const missingOrder = (user: TestUser, language: string | null) =>
      request(server, 'GET', '/orders/ORD-NOPE', { headers: inLanguage(language, user.token) });

    it('is remembered when a signed-in call names one, and spoken when a call names none', async () => {
      const shopper = await insertUser(database.db);
      expect(await localeOf(shopper)).toBeNull();
      expect((await missingOrder(shopper, null)).body.error.message).toBe('Order not found');

      expect((await missingOrder(shopper, 'bn')).body.error).toEqual({
        code: 'ORDER_NOT_FOUND',
        message: 'অর্ডারটি পাওয়া যায়নি',
      });
      expect(await localeOf(shopper)).toBe('bn');
      expect((await missingOrder(shopper, null)).body.error.message).toBe('অর্ডারটি পাওয়া যায়নি');

      // A header that names none of the shop's languages leaves the account's as it is.
      expect((await missingOrder(shopper, 'fr')).body.error.message).toBe('অর্ডারটি পাওয়া যায়নি');
      expect(await localeOf(shopper)).toBe('bn');

      expect((await missingOrder(shopper, 'ja')).body.error.message).toBe('ご注文が見つかりません');
      expect(await localeOf(shopper)).toBe('ja');
      expect((await missingOrder(shopper, null)).body.error.message).toBe('ご注文が見つかりません');
    });

    it('is written once per change, not on every call that names it', async () => {
      const shopper = await insertUser(database.db);
      await missingOrder(shopper, 'ja');
      expect(await localeOf(shopper)).toBe('ja');
      // Changed behind the server's back: calls that name the language it already wrote
      // do not write it again.
      await database.db
        .updateTable('users')
        .set({ locale: 'en' })
        .where('id', '=', shopper.id)
        .execute();
      await missingOrder(shopper, 'ja');
      await missingOrder(shopper, 'ja-JP');
      expect(await localeOf(shopper)).toBe('en');
      await missingOrder(shopper, 'bn');
      expect(await localeOf(shopper)).toBe('bn');
    });
  });

  describe('mails', () => {
    async function signIn(language: string | null) {
      const email = `code.${language?.slice(0, 2) ?? 'none'}.${Date.now()}@example.com`;
      const start = await request(server, 'POST', '/auth/user/signin', {
        body: { email, verificationType: 'email' },
        headers: inLanguage(language),
      });
      expect(start.status).toBe(200);
      return { email, start: start.body, mail: await inbox.nextMail(email) };
    }

    it('the sign-in code in the language of the request; signing in remembers it', async () => {
      const english = await signIn(null);
      expect(subjectOf(english.mail)).toBe('Your Circuit Haat sign-in code');
      expect(textOf(english.mail)).toContain('Enter it in the sign-in window within 10 minutes.');
      expect(mailPart(english.mail, 'text/html')).toContain('<html lang="en">');

      const japanese = await signIn('ja');
      expect(subjectOf(japanese.mail)).toBe('Circuit Haat ログイン用確認コード');
      const jaText = textOf(japanese.mail);
      expect(jaText).toContain(`Circuit Haat のログイン用確認コード: ${codeFrom(japanese.mail)}`);
      expect(jaText).toContain('10分以内にログイン画面で入力してください。');
      expect(jaText).toContain('https://shop.example.com/ja');
      expect(mailPart(japanese.mail, 'text/html')).toContain('<html lang="ja">');

      const bangla = await signIn('bn-BD,bn;q=0.9');
      expect(subjectOf(bangla.mail)).toBe('আপনার Circuit Haat সাইন-ইন কোড');
      const bnText = textOf(bangla.mail);
      expect(bnText).toContain('১০ মিনিটের মধ্যে সাইন-ইন উইন্ডোতে কোডটি দিন।');
      expect(bnText).toContain('https://shop.example.com/bn');

      const verified = await request(server, 'POST', '/auth/user/verify-otp', {
        body: {
          userId: japanese.start.userId,
          challengeId: japanese.start.challengeId,
          otpCode: codeFrom(japanese.mail),
          verificationType: 'email',
        },
        headers: inLanguage('ja'),
      });
      expect(verified.status).toBe(200);
      const row = await database.db
        .selectFrom('users')
        .select('locale')
        .where('id', '=', verified.body.user.id)
        .executeTakeFirstOrThrow();
      expect(row.locale).toBe('ja');
    });

    it("a Japanese order's confirmation and shipped mails in Japanese, the address in Japanese order", async () => {
      const gpu = await insertProduct(database.db, { name: 'GeForce RTX 4060', price: 3952 });
      const email = `ja.order.${Date.now()}@example.com`;
      const placed = await request(server, 'POST', '/orders', {
        body: {
          ...orderBody({ items: [{ productId: gpu.id, quantity: 1 }], email }),
          currency: 'JPY',
        },
        headers: { 'idempotency-key': `k-${Math.random()}`, ...inLanguage('ja') },
      });
      expect(placed.status).toBe(201);
      const { orderId } = placed.body as { orderId: string };
      const stored = await database.db
        .selectFrom('orders')
        .select('locale')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(stored.locale).toBe('ja');

      const confirmation = await inbox.nextMail(email);
      expect(subjectOf(confirmation)).toBe(`【Circuit Haat】ご注文の確認（注文番号 ${orderId}）`);
      const text = textOf(confirmation);
      expect(text).toContain('Hanako 様');
      expect(text).toContain('GeForce RTX 4060 × 1 - ￥4,940');
      expect(text).toContain('合計: ￥');
      expect(text).toContain(
        'お届け先:\n〒150-0002\n東京都 Shibuya\n1-2-3 Shibuya\nYamada Hanako 様\n電話番号: +81 90-1234-5678',
      );
      expect(text).toMatch(/\d{4}年\d{1,2}月\d{1,2}日.曜日に発送/);
      expect(text).toContain(`https://shop.example.com/ja/orders/${orderId}#token=`);
      expect(mailPart(confirmation, 'text/html')).toContain('<html lang="ja">');

      const admin = await insertStaffUser(database.db, 'admin');
      const shipped = await request(server, 'POST', `/admin/orders/${orderId}/status`, {
        body: { status: 'shipped', carrier: 'yamato', trackingNumber: '123456789012' },
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(shipped.status).toBe(200);
      // Mailed with the day's shipments at 22:00 in Tokyo.
      const shop = {
        db: database.db,
        config: { ...database.config, SHOP_URL: 'https://shop.example.com' },
      };
      expect(await runTrackingMails(shop, inbox.url, '2026-12-31T13:00:00.000Z')).toContain(
        orderId,
      );
      const shippedMail = await inbox.nextMail(email);
      expect(subjectOf(shippedMail)).toBe(
        `【Circuit Haat】ご注文の商品を発送しました（注文番号 ${orderId}）`,
      );
      const shippedText = textOf(shippedMail);
      expect(shippedText).toContain(`ご注文 ${orderId} を発送しました。`);
      expect(shippedText).toContain('配送業者: Yamato Transport');
      expect(shippedText).toContain('お問い合わせ番号: 123456789012');
      expect(shippedText).toContain(
        'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=123456789012',
      );
      expect(shippedText).toContain(`https://shop.example.com/ja/orders/${orderId}#token=`);
    });

    it('a Bangla order is mailed in Bangla, with Bangla digits and the taka sign after the amount', async () => {
      const ram = await insertProduct(database.db, { name: 'Corsair Vengeance 16GB', price: 2470 });
      const email = `bn.order.${Date.now()}@example.com`;
      const placed = await request(server, 'POST', '/orders', {
        body: orderBody({ items: [{ productId: ram.id, quantity: 1 }], email }),
        headers: { 'idempotency-key': `k-${Math.random()}`, ...inLanguage('bn') },
      });
      expect(placed.status).toBe(201);
      const { orderId } = placed.body as { orderId: string };
      const mail = await inbox.nextMail(email);
      expect(subjectOf(mail)).toBe(`আপনার Circuit Haat অর্ডার ${orderId}`);
      const text = textOf(mail);
      expect(text).toContain('প্রিয় Hanako,');
      expect(text).toContain('১ x Corsair Vengeance 16GB - ২,৪৭০৳');
      expect(text).toContain('পণ্য: ২,৪৭০৳');
      expect(text).toContain(`https://shop.example.com/bn/orders/${orderId}#token=`);
    });
  });
});
