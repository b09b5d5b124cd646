import path from 'node:path';
import type { Page } from 'playwright-core';
import { backOffice, shotInto, type Session } from '../support/back-office';
import { collectErrors } from '../support/browser';
import { shopSuite } from '../support/suite';

// The back office and the counter in 日本語 and বাংলা (decision 22), as staff meet them
// at a desk (1280 px) and on a phone (360 px): /ja/admin and /bn/admin show the
// dashboard, the orders and an order's detail in the page's language, /ja/pos and
// /bn/pos the counter; money, dates and counts are written the language's way (Bangla
// digits and the taka sign after the amount on Bangla pages), while order numbers,
// e-mails and product names stay as they are. Screenshots go to
// test-results/languages-admin/ to be looked at.

const ADMIN = 'lang.boss@circuithaat.test';
const suite = shopSuite({ env: { ADMIN_EMAILS: ADMIN } });
const staff = backOffice(suite);
const SHOTS = path.resolve(__dirname, '../../test-results/languages-admin');

interface Words {
  heading: string;
  ordersToday: string;
  ordersTab: string;
  orderLabel: (id: string) => string;
  markShipped: string;
  tracking: string;
  posTitle: string;
  scan: RegExp;
  quantityOf: (name: string) => string;
  complete: string;
  title: string;
  /** The shell's answer to its offer of English (the browser prefers English). */
  stay: string;
  /** How the page writes 1 of something, e.g. an order count. */
  digit: RegExp;
}

const WORDS: Record<'ja' | 'bn', Words> = {
  ja: {
    heading: '管理画面',
    ordersToday: '本日の注文',
    ordersTab: '注文',
    orderLabel: (id) => `注文 ${id}`,
    markShipped: '発送済みにする',
    tracking: '追跡番号',
    posTitle: 'POSレジ',
    scan: /商品コードまたは商品名をスキャン/,
    quantityOf: (name) => `${name} の数量`,
    complete: '会計を完了',
    title: '管理画面 · Circuit Haat',
    stay: 'このままにする',
    digit: /^\d+件の注文$/,
  },
  bn: {
    heading: 'ব্যাক অফিস',
    ordersToday: 'আজকের অর্ডার',
    ordersTab: 'অর্ডার',
    orderLabel: (id) => `অর্ডার ${id}`,
    markShipped: 'পাঠানো হয়েছে চিহ্নিত করুন',
    tracking: 'ট্র্যাকিং নম্বর',
    posTitle: 'POS কাউন্টার',
    scan: /পণ্যের কোড বা নাম স্ক্যান করুন/,
    quantityOf: (name) => `${name}-এর পরিমাণ`,
    complete: 'বিক্রি সম্পন্ন করুন',
    title: 'অ্যাডমিন · Circuit Haat',
    stay: 'এভাবেই থাকুক',
    digit: /^[০-৯,]+টি অর্ডার$/,
  },
};

let admin: Session;

beforeAll(async () => {
  admin = await staff.signIn(ADMIN);
  expect(admin.user.role).toBe('admin');
}, 60_000);

afterEach(() => staff.closeAll());

/** Nothing wider than the screen: no sideways scrolling of the whole page. */
async function expectNoOverflow(page: Page, width: number) {
  const scrolled = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrolled).toBeLessThanOrEqual(width);
}

describe.each(['ja', 'bn'] as const)('/%s', (locale) => {
  const words = WORDS[locale];

  test.each([1280, 360])(
    `a staff member on /${locale}/admin sees the dashboard, the orders and an order at %i px in the page's language`,
    async (width) => {
      const shopper = await staff.signIn(`lang.${locale}.${width}.${Date.now()}@example.com`);
      const [stocked] = await staff.stocked(admin.access_token, 'Ryzen', 3);
      const orderId = await staff.placeOrder(shopper, [{ productId: stocked!.id, quantity: 1 }]);

      const page = await staff.signedInPage(admin, width);
      const errors = collectErrors(page);
      await page.goto(`${suite.shop.url}/${locale}/admin`);
      await page.getByRole('heading', { level: 1, name: words.heading }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
      await page.getByText(words.ordersToday).waitFor();
      // The browser prefers English and is offered it; the staff member stays.
      await page.getByRole('button', { name: words.stay }).click();
      // Order numbers stay as they are.
      await page.getByRole('button', { name: orderId }).first().waitFor();
      await page.waitForFunction((title) => document.title === title, words.title);
      await shotInto(SHOTS, page, `admin-dashboard-${locale}-${width}`, { fullPage: width > 360 });
      if (width === 360) await expectNoOverflow(page, width);

      await page.getByRole('tab', { name: words.ordersTab, exact: true }).click();
      const count = page.getByRole('tabpanel').getByText(words.digit);
      await count.waitFor();
      await page.getByRole('button', { name: orderId }).click();
      const detail = page.getByLabel(words.orderLabel(orderId), { exact: true });
      // Product names stay as the maker writes them.
      await detail.getByText(stocked!.name).waitFor();
      await detail.getByRole('button', { name: words.markShipped }).waitFor();
      await detail.getByLabel(words.tracking).waitFor();
      await shotInto(SHOTS, page, `admin-orders-${locale}-${width}`, { fullPage: width > 360 });
      await shotInto(SHOTS, page, `admin-order-detail-${locale}-${width}`, { target: detail });
      if (width === 360) await expectNoOverflow(page, width);
      expect(errors).toEqual([]);
    },
  );

  test.each([1280, 360])(
    `the counter on /${locale}/pos at %i px rings a product up in the page's language`,
    async (width) => {
      const [stocked] = await staff.stocked(admin.access_token, 'Ryzen', 2);
      const page = await staff.signedInPage(admin, width);
      const errors = collectErrors(page);
      await page.goto(`${suite.shop.url}/${locale}/pos`);
      await page.getByRole('heading', { level: 1, name: words.posTitle }).waitFor();
      const scan = page.getByLabel(words.scan);
      await scan.fill(stocked!.id);
      await scan.press('Enter');
      await page.getByLabel(words.quantityOf(stocked!.name)).waitFor();
      const total = await page.getByTestId('pos-total').textContent();
      if (locale === 'bn') expect(total).toMatch(/^[০-৯,]+৳$/);
      else expect(total).toMatch(/^৳[\d,]+$/);
      await page.getByRole('button', { name: words.complete }).waitFor();
      await shotInto(SHOTS, page, `pos-${locale}-${width}`, { fullPage: width > 360 });
      if (width === 360) await expectNoOverflow(page, width);
      // Leave the counter empty for the next test (the basket is kept for the tab).
      await page.getByLabel(words.quantityOf(stocked!.name)).fill('0');
      expect(errors).toEqual([]);
    },
  );
});
