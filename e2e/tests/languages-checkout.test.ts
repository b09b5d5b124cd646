import type { Page } from 'playwright-core';
import { collectErrors, launchBrowser } from '../support/browser';
import { mailFromOutbox } from '../support/outbox';
import { COLD_HOME_BUDGET_KIB, coldScripts, kib } from '../support/page-bytes';
import { TEST_PORTS } from '../support/shop';
import { shopSuite } from '../support/suite';
import { VIEWPORTS, formField, screenshots, storefrontApi } from '../support/storefront';

// The cart and checkout in 日本語 and বাংলা (decision 22), as a shopper on /ja or /bn meets
// them: the drawer, the checkout's labels and a validation message in the page's
// language, an order placed from /ja whose page writes the address in Japanese order
// (〒, prefecture, city, town, street, then the name with 様), and a Bangla checkout with
// Bangladesh's areas named in Bangla first. Screenshots go to test-results/languages-checkout/;
// at 360 px nothing may be wider than the phone.

const suite = shopSuite();
const { pickProduct, gulshan } = storefrontApi(() => suite.shop.apiUrl);
const shot = screenshots('languages-checkout');

/** Add to Cart on the product page in the page's language (the catalog's own words). */
async function addToCartAt(page: Page, base: string, slug: string, name: string, one: string) {
  await page.goto(`${base}/product/${slug}`);
  await page.getByRole('heading', { name }).first().waitFor();
  await page
    .getByRole('main')
    .getByRole('button', { name: /Add to Cart|カート|কার্ট/ })
    .first()
    .click();
  await page.getByTestId('cart-badge').getByText(one, { exact: true }).waitFor();
}

/** Nothing wider than the viewport: no sideways scrolling. */
async function expectNoOverflow(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

describe.each(VIEWPORTS)(
  'the cart and checkout in Japanese and Bangla at $label px',
  ({ label, width, height }) => {
    test('a /ja shopper: drawer, checkout, a Japanese validation message, the order page in Japanese order', async () => {
      const product = await pickProduct();
      const context = await suite.newContext({ viewport: { width, height }, locale: 'ja-JP' });
      try {
        const page = await context.newPage();
        const errors = collectErrors(page);
        const base = `${suite.shop.url}/ja`;
        await addToCartAt(page, base, product.slug, product.name, '1');

        await page.getByTestId('cart-badge').click();
        const drawer = page.getByRole('dialog', { name: 'カート（1）' });
        await drawer.getByText('商品合計').waitFor();
        await drawer.getByRole('button', { name: '計算する' }).waitFor();
        await shot(page, `drawer-ja-${label}`, false);
        if (width <= 360) await expectNoOverflow(page, width);
        await drawer.getByRole('button', { name: 'レジに進む' }).click();

        await page.getByRole('heading', { name: 'ご注文手続き' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/ja/checkout');
        expect(await page.title()).toContain('ご注文手続き');
        await formField(page, '国').selectOption('Japan');
        // Japanese asks for the family name first.
        const names = await page
          .locator('label')
          .evaluateAll((labels) =>
            labels
              .map((label) => label.textContent?.replace(/\s*\*$/, '') ?? '')
              .filter((text) => text === '姓' || text === '名'),
          );
        expect(names).toEqual(['姓', '名']);
        await page.getByRole('button', { name: '注文を確定する' }).click();
        await page
          .getByRole('alert')
          .getByText('お届け先の必須項目をすべて入力してください')
          .waitFor();
        await page.getByText('必須項目です').first().waitFor();
        await shot(page, `checkout-ja-refused-${label}`);
        if (width <= 360) await expectNoOverflow(page, width);

        await formField(page, '姓').fill('山田');
        await formField(page, '名').fill('花子');
        const email = `hanako.${label}.${Date.now()}@example.com`;
        await formField(page, 'メールアドレス').fill(email);
        await formField(page, '郵便番号').fill('1000005');
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll('input')).some((input) => input.value === '丸の内'),
        );
        expect(await formField(page, '都道府県').locator('option:checked').textContent()).toBe(
          '東京都',
        );
        await formField(page, '番地・建物名・部屋番号').fill('1-1-1 テストビル101');
        await formField(page, 'カード番号').fill('4242 4242 4242 4242');
        await formField(page, 'カード名義人').fill('HANAKO YAMADA');
        await formField(page, '有効期限').fill('12/30');
        await formField(page, 'セキュリティコード').fill('123');
        await page.getByTestId('tax-note').getByText('税込').waitFor();
        await shot(page, `checkout-ja-${label}`);
        if (width <= 360) await expectNoOverflow(page, width);

        const since = Date.now();
        await page.getByRole('button', { name: '注文を確定する' }).click();
        const success = page.getByTestId('order-success');
        await success.getByRole('heading', { name: 'ご注文ありがとうございます！' }).waitFor();
        const orderId = (await success.getByTestId('order-id').textContent()) ?? '';
        expect(orderId).toMatch(/\S/);
        await success.getByRole('link', { name: '注文内容を見る' }).click();

        await page.getByRole('heading', { name: `注文 ${orderId}` }).waitFor();
        expect(new URL(page.url()).pathname).toBe(`/ja/orders/${orderId}`);
        const address = page.getByTestId('order-address').locator('p').first();
        const lines = (await address.innerText()).split('\n').map((line) => line.trim());
        expect(lines).toEqual([
          '〒100-0005',
          '東京都千代田区丸の内',
          '1-1-1 テストビル101',
          '山田 花子 様',
        ]);
        await page.getByText('ご注文商品').waitFor();
        await shot(page, `order-ja-${label}`);
        if (width <= 360) await expectNoOverflow(page, width);

        // The confirmation mail is Japanese too: the address in Japanese order, yen as a
        // Japanese page writes them, and a link that opens the order on the Japanese pages.
        const mail = await mailFromOutbox(suite.shop.dataDir, email, orderId, since);
        for (const line of ['〒100-0005', '東京都千代田区丸の内', '山田 花子 様'])
          expect(mail).toContain(line);
        expect(mail).toMatch(/[\u3040-\u30ff]{4}/);
        expect(mail).toContain(`/ja/orders/${orderId}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    test('a /bn shopper: the drawer and the checkout in Bangla, areas named in Bangla first', async () => {
      const product = await pickProduct();
      const area = await gulshan();
      const context = await suite.newContext({ viewport: { width, height }, locale: 'bn-BD' });
      try {
        const page = await context.newPage();
        const errors = collectErrors(page);
        const base = `${suite.shop.url}/bn`;
        await addToCartAt(page, base, product.slug, product.name, '১');

        await page.getByTestId('cart-badge').click();
        const drawer = page.getByRole('dialog', { name: 'আপনার কার্ট (১)' });
        await drawer.getByText('পণ্যের মোট').waitFor();
        // Bangla digits and the taka sign after the amount.
        expect(await drawer.getByTestId('summary-products').textContent()).toMatch(/^[০-৯,]+৳$/);
        await shot(page, `drawer-bn-${label}`, false);
        if (width <= 360) await expectNoOverflow(page, width);
        await drawer.getByRole('button', { name: 'অর্ডার করুন' }).click();

        await page.getByRole('heading', { name: 'চেকআউট' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/bn/checkout');
        await formField(page, 'দেশ').selectOption('Bangladesh');
        await page.getByText('কুরিয়ারে আমার ঠিকানায়').waitFor();
        await formField(page, 'বিভাগ').selectOption(area.division);
        expect(await formField(page, 'বিভাগ').locator('option:checked').textContent()).toBe(
          'ঢাকা (Dhaka)',
        );
        await formField(page, 'জেলা').selectOption(area.district);
        await formField(page, 'উপজেলা / থানা').selectOption(area.upazila);
        expect(
          await formField(page, 'উপজেলা / থানা').locator('option:checked').textContent(),
        ).toMatch(/^[\u0980-\u09FF ]+ \(Gulshan\)$/);
        await formField(page, 'মোবাইল নম্বর').fill('12345');
        await page.getByRole('button', { name: 'অর্ডার নিশ্চিত করুন' }).click();
        await page.getByRole('alert').getByText('ডেলিভারির সব আবশ্যক তথ্য পূরণ করুন').waitFor();
        await page.getByText('বাংলাদেশি মোবাইল নম্বর লিখুন: 01XXXXXXXXX, +880 সহ বা ছাড়া').waitFor();
        await shot(page, `checkout-bn-${label}`);
        if (width <= 360) await expectNoOverflow(page, width);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  },
);

test.each(['ja', 'bn'])(
  `a cold /%s home page loads none of the cart’s words and stays within ${COLD_HOME_BUDGET_KIB} KiB`,
  async (locale) => {
    const browser = await launchBrowser();
    try {
      const scripts = await coldScripts(
        browser,
        `${suite.shop.url}/${locale}`,
        (page) => page.locator('main h2').first().waitFor(),
        { ...process.env, ...TEST_PORTS },
      );
      const urls = scripts.map((script) => script.url);
      expect(
        urls.filter((url) => /cart-messages|checkout-messages|prefectures-/.test(url)),
      ).toEqual([]);
      const total = kib(scripts.reduce((sum, script) => sum + script.bytes, 0));
      expect(total).toBeLessThanOrEqual(COLD_HOME_BUDGET_KIB);
    } finally {
      await browser.close();
    }
  },
);
