import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { collectErrors, hydrationComplaints } from '../support/browser';
import { codeFromOutbox } from '../support/outbox';
import { POPUP_SEEN, shopSuite } from '../support/suite';

// The shop in English, 日本語 and বাংলা (decision 22), as a phone shopper meets it: the
// language switch in the header keeps the page, the cart and the address's path, the
// address says the language (/ja/...), a reload and a later visit stay in it, the server
// renders it (no flash of English, no hydration warning), and a browser that prefers
// Japanese is offered it without being sent there. Screenshots at 360 px go to
// test-results/languages/ to be looked at (Japanese line breaks, Bangla glyphs, ৳).

const suite = shopSuite();
const SHOTS = path.resolve(__dirname, '../../test-results/languages');
const PHONE = { width: 360, height: 780 };

interface ApiProduct {
  name: string;
  slug: string;
}

async function inStockProduct(): Promise<ApiProduct> {
  const response = await fetch(`${suite.shop.apiUrl}/api/v1/products?inStock=true&pageSize=1`);
  const [product] = ((await response.json()) as { items: ApiProduct[] }).items;
  if (!product) throw new Error('the seeded catalog has no product in stock');
  return product;
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** Nothing wider than the phone: no sideways scrolling. */
async function expectNoOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

/** Signs in through the header's control (a code from the mail outbox). */
async function signIn(page: Page, email: string) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  const code = await codeFromOutbox(suite.shop.dataDir, email, since);
  await dialog.getByLabel('OTP code').fill(code);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await dialog.waitFor({ state: 'detached' });
}

let context: BrowserContext;
afterEach(async () => {
  await context?.close();
});

test('switching to 日本語 on a product page at 360 px keeps the page, the cart and the sign-in; a reload stays Japanese', async () => {
  const product = await inStockProduct();
  context = await suite.newContext({ viewport: PHONE, locale: 'en-US' });
  await context.addInitScript(POPUP_SEEN);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const complaints = hydrationComplaints(page);

  await page.goto(`${suite.shop.url}/product/${product.slug}`);
  await page.getByRole('heading', { name: product.name }).first().waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByTestId('cart-badge').getByText('1', { exact: true }).waitFor();
  const email = `hana.${Date.now()}@example.com`;
  await signIn(page, email);
  const account = page.getByRole('banner').getByRole('button', { name: email.split('@')[0]! });
  await account.waitFor();
  await shot(page, 'product-en-360');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await page.waitForURL(`**/ja/product/${product.slug}`);
  // The same page (the product's name stays as the maker writes it), in Japanese.
  await page
    .getByRole('navigation', { name: 'メイン' })
    .getByRole('link', { name: 'ホーム' })
    .waitFor();
  await page.getByRole('heading', { name: product.name }).first().waitFor();
  await page.getByTestId('cart-badge').getByText('1', { exact: true }).waitFor();
  await account.waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('ja');
  await expectNoOverflow(page);
  await shot(page, 'product-ja-360');

  // A link followed in Japanese stays in Japanese.
  await page
    .getByRole('navigation', { name: 'メイン' })
    .getByRole('link', { name: 'ホーム' })
    .click();
  await page.waitForURL((url) => url.pathname === '/ja');

  await page.goBack();
  await page.waitForURL(`**/ja/product/${product.slug}`);
  await page.reload();
  await page.getByRole('heading', { name: product.name }).first().waitFor();
  await page.getByRole('combobox', { name: '言語' }).waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('ja');
  await page.getByTestId('cart-badge').getByText('1', { exact: true }).waitFor();
  await account.waitFor();
  await page.waitForLoadState('networkidle');
  await shot(page, 'product-ja-360-reloaded');

  // A later visit to an address without a prefix goes to the chosen language's.
  await page.goto(`${suite.shop.url}/about`);
  await page.waitForURL((url) => url.pathname === '/ja/about');
  await page.getByRole('heading', { name: '会社概要', level: 1 }).waitFor();
  await expectNoOverflow(page);
  await shot(page, 'about-ja-360');

  expect(complaints).toEqual([]);
  expect(errors).toEqual([]);
});

test('the server renders a Japanese page in Japanese, with its language, alternates and canonical', async () => {
  const product = await inStockProduct();
  const response = await fetch(`${suite.shop.url}/ja/product/${product.slug}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-language')).toBe('ja');
  const html = await response.text();
  expect(html).toMatch(/<html lang="ja"/);
  // The shell's words (the remotes' follow as each is translated).
  expect(html).toContain('aria-label="メイン"');
  expect(html).toContain('>ホーム<');
  const origin = new URL(suite.shop.url).origin;
  const at = `/product/${product.slug}`;
  expect(html).toContain(`<link rel="canonical" href="${origin}/ja${at}" />`);
  for (const [lang, href] of [
    ['en', `${origin}${at}`],
    ['ja', `${origin}/ja${at}`],
    ['bn', `${origin}/bn${at}`],
    ['x-default', `${origin}${at}`],
  ]) {
    expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}" />`);
  }
});

test('বাংলা renders at 360 px: Bangla text and the taka sign, nothing wider than the phone', async () => {
  context = await suite.newContext({ viewport: PHONE, locale: 'en-US' });
  await context.addInitScript(POPUP_SEEN);
  const page = await context.newPage();
  const complaints = hydrationComplaints(page);
  await page.goto(`${suite.shop.url}/bn/delivery-info`);
  await page.getByRole('heading', { name: 'ডেলিভারি তথ্য', level: 1 }).waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('bn');
  // The Bangla font draws the taka sign (the currency switch shows it).
  const takaWidth = await page
    .getByRole('group', { name: 'মুদ্রা' })
    .getByRole('button', { name: /BDT/ })
    .evaluate((button) => button.getBoundingClientRect().width);
  expect(takaWidth).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await expectNoOverflow(page);
  await shot(page, 'delivery-bn-360');
  await page.goto(`${suite.shop.url}/bn`);
  await page.getByRole('navigation', { name: 'প্রধান' }).waitFor();
  await page.waitForLoadState('networkidle');
  await expectNoOverflow(page);
  await shot(page, 'home-bn-360');
  expect(complaints).toEqual([]);
});

test('a browser that prefers Japanese is offered it, in Japanese, and not sent there', async () => {
  context = await suite.newContext({ viewport: PHONE, locale: 'ja-JP' });
  await context.addInitScript(POPUP_SEEN);
  const page = await context.newPage();
  await page.goto(`${suite.shop.url}/about`);
  const offer = page.getByRole('region', { name: 'このショップは日本語でもご利用いただけます。' });
  await offer.waitFor();
  expect(new URL(page.url()).pathname).toBe('/about');
  await shot(page, 'offer-ja-360');
  await offer.getByRole('button', { name: 'Stay in English' }).click();
  await offer.waitFor({ state: 'detached' });
  await page.reload();
  await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await offer.count()).toBe(0);

  // Accepted on another visit: the same page in Japanese.
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await offer.getByRole('button', { name: '日本語で見る' }).click();
  await page.waitForURL((url) => url.pathname === '/ja/about');
  await page.getByRole('heading', { name: '会社概要', level: 1 }).waitFor();
});
