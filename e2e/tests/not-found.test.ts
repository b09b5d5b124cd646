import type { Page } from 'playwright-core';
import path from 'node:path';
import { SCREENSHOT_DIR, collectErrors } from '../support/browser';
import { startTestShell, type ShellServerProcess } from '../support/shell-process';
import { TEST_PORTS } from '../support/shop';
import { shopSuite } from '../support/suite';

// Not found is not an outage: an address naming a category, sub-category or product the
// shop does not have answers 404 with a not-found page in the shop's layout and a way
// home, on the server and after client-side navigation alike; only a failing API shows
// the 'Oops! Something went wrong' panel.

const suite = shopSuite();

/** What the shopper sees of the page (the screen, not the whole length). */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });

// The status is decided by the page the server renders; the shop's own server gives up on
// a page after 150 ms (then the browser renders it: 200, and the same not-found view), and
// this machine runs other work. A second shell server, as `npm start` runs it, with a
// generous budget, so these tests are about what the server answers, not about its speed.
const SHELL_PORT = Number(TEST_PORTS.SHELL_PORT) + 16;
const shellUrl = `http://localhost:${SHELL_PORT}`;
let shellHost: ShellServerProcess | undefined;

beforeAll(async () => {
  shellHost = await startTestShell(suite.shop.apiUrl, SHELL_PORT);
}, 60_000);

afterAll(async () => {
  await shellHost?.close();
});

const CASES = [
  ['/category/no-such-cat', 'Category not found'],
  ['/main-category/no-such-cat', 'Category not found'],
  ['/sub-category/No%20Such%20Thing', 'Sub-category not found'],
  ['/product/no-such-product-anywhere', 'Product not found'],
] as const;

async function expectNotFoundView(page: Page, heading: string) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  const main = page.locator('main');
  await main.getByRole('link', { name: 'Back to Home' }).waitFor();
  expect(await page.getByText('Oops! Something went wrong').count()).toBe(0);
  expect(await page.getByText(/^Failed to load/).count()).toBe(0);
  // In the shop's layout: header, nav and footer are there.
  await page.getByRole('banner').waitFor();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.getByRole('contentinfo').waitFor();
  expect(await page.title()).toBe(`${heading} · Circuit Haat`);
}

describe('from the server', () => {
  test.each(CASES)('%s answers 404 with "%s" and a way home', async (path, heading) => {
    const response = await fetch(`${shellUrl}${path}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain(heading);
    expect(main).toMatch(/<a[^>]*href="\/"[^>]*>Back to Home<\/a>/);
    expect(main).not.toContain('Oops! Something went wrong');

    const page = await suite.context.newPage();
    const errors = collectErrors(page);
    const shown = await page.goto(`${shellUrl}${path}`);
    expect(shown?.status()).toBe(404);
    await expectNotFoundView(page, heading);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('known pages still answer 200', async () => {
    for (const path of ['/category/laptops', '/main-category/laptops', '/sub-category/Processor']) {
      expect({ path, status: (await fetch(`${shellUrl}${path}`)).status }).toEqual({
        path,
        status: 200,
      });
    }
  });
});

test.each(CASES)(
  'client-side navigation to %s shows the same not-found view',
  async (path, heading) => {
    const page = await suite.open('/about');
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expectNotFoundView(page, heading);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByRole('region', { name: 'Featured offers' }).waitFor();
    await page.close();
  },
);

test('screens: not-found pages at 1280 and 360 px', async () => {
  const page = await suite.open('/product/no-such-product-anywhere');
  await expectNotFoundView(page, 'Product not found');
  await shot(page, 'not-found-product-1280');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${suite.shop.url}/category/no-such-cat`);
  await expectNotFoundView(page, 'Category not found');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  await shot(page, 'not-found-category-360');
  await page.close();
});
