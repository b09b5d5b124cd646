import type { BrowserContext, Page, Request } from 'playwright-core';
import { backOffice } from '../support/back-office';
import { screenshot } from '../support/browser';
import { shopSuite } from '../support/suite';

// Small things a shopper meets: the startup popup is shown once per browser session even
// when the page is reloaded before it is closed; the first My Orders load after the access
// token has expired still shows the orders (refresh, then the same call once more), and
// one whose sign-in was ended elsewhere signs out and goes to /login; every page's tab
// reads "Name · Circuit Haat".

// Access tokens live 3 seconds in this shop, so a test can wait one out.
const TOKEN_SECONDS = 3;
const suite = shopSuite({ env: { ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_SECONDS) } });
const shoppers = backOffice(suite);
const extraContexts: BrowserContext[] = [];

afterEach(async () => {
  await shoppers.closeAll();
  await Promise.all(extraContexts.splice(0).map((context) => context.close()));
});

const POPUP = 'Updates are coming soon';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A context as a new visitor has it: nothing in sessionStorage, so the popup is due. */
async function freshVisitor(width = 1280): Promise<BrowserContext> {
  const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
  extraContexts.push(context);
  return context;
}

describe('startup popup (docs/product.md#screens, #constants)', () => {
  test('once shown, a reload before closing it does not bring it back', async () => {
    const page = await (await freshVisitor()).newPage();
    await page.goto(`${suite.shop.url}/delivery-info`);
    const popup = page.getByRole('dialog', { name: POPUP });
    await popup.waitFor();
    await page.locator('[data-phase="visible"]').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('circuithaat.startupPopupShown'))).toBe(
      'true',
    );
    await wait(500); // the fade-in
    await screenshot(page, 'spec-details-popup-1280');

    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Well past the 1000 + 200 ms at which it would appear.
    await wait(2500);
    expect(await page.getByRole('dialog', { name: POPUP }).count()).toBe(0);
  });

  test('"Explore the shop" closes it and keeps the shopper on their page', async () => {
    const page = await (await freshVisitor(360)).newPage();
    await page.goto(`${suite.shop.url}/delivery-info`);
    await page.locator('[data-phase="visible"]').waitFor();
    await wait(500); // the fade-in
    await screenshot(page, 'spec-details-popup-360');
    await page.getByRole('button', { name: 'Explore the shop' }).click();
    await page.getByRole('dialog', { name: POPUP }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/delivery-info');
  });
});

interface Seen {
  path: string;
  authorization: string | undefined;
  status: number | undefined;
}

/** The API calls of a page, in the order they were sent, with the answers' statuses. */
function watchApi(page: Page): Seen[] {
  const seen: Seen[] = [];
  const byRequest = new Map<Request, Seen>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/v1/')) return;
    const entry = {
      path: url.pathname,
      authorization: request.headers().authorization,
      status: undefined,
    };
    byRequest.set(request, entry);
    seen.push(entry);
  });
  page.on('response', (response) => {
    const entry = byRequest.get(response.request());
    if (entry) entry.status = response.status();
  });
  return seen;
}

test('My Orders after the access token expired: refreshed, loaded again, the order listed', async () => {
  const session = await shoppers.signIn(`nadia.${Date.now()}@example.com`);
  const ryzen = await shoppers.product('amd-ryzen-7-7700x');
  const orderId = await shoppers.placeOrder(session, [{ productId: ryzen.id, quantity: 1 }]);

  const page = await shoppers.signedInPage(session);
  await page.goto(`${suite.shop.url}/delivery-info`);
  const account = page.getByRole('banner').getByRole('button', { name: session.user.name });
  await account.waitFor();

  // The shopper reads for a while: the access token the page holds runs out.
  const expiredToken = await page.evaluate(() => localStorage.getItem('circuithaat.access_token'));
  await wait((TOKEN_SECONDS + 1.5) * 1000);
  const seen = watchApi(page);

  await account.click();
  await page.getByRole('menuitem', { name: 'My Orders' }).click();
  const link = page.getByRole('link', { name: new RegExp(`Order ${orderId}`) });
  await link.waitFor();
  expect(await page.getByText('Failed to load your orders').count()).toBe(0);
  expect(await page.title()).toBe('My Orders · Circuit Haat');
  await screenshot(page, 'spec-details-orders-after-expiry');

  const orders = seen.filter((call) => call.path === '/api/v1/orders/user');
  const refreshes = seen.filter((call) => call.path === '/api/v1/auth/refresh-token');
  // Refused with the expired token, then sent once more with the renewed one.
  expect(orders.map((call) => call.status)).toEqual([401, 200]);
  expect(orders[0]?.authorization).toBe(`Bearer ${expiredToken}`);
  expect(orders[1]?.authorization).toMatch(/^Bearer /);
  expect(orders[1]?.authorization).not.toBe(orders[0]?.authorization);
  // One refresh between them, which never carries the expired bearer.
  expect(refreshes).toHaveLength(1);
  expect(refreshes[0]?.status).toBe(200);
  expect(refreshes[0]?.authorization).toBeUndefined();
  expect(seen.indexOf(refreshes[0]!)).toBeGreaterThan(seen.indexOf(orders[0]!));
  expect(seen.indexOf(refreshes[0]!)).toBeLessThan(seen.indexOf(orders[1]!));
});

test('My Orders after the sign-in was ended elsewhere: the refresh is refused, the session cleared, the shopper sent to /login', async () => {
  const session = await shoppers.signIn(`rafi.${Date.now()}@example.com`);
  // Seeded once per tab (not on every load, as signedInPage does), so the page /login
  // opens shows what the shop left in storage.
  const context = await suite.newContext();
  extraContexts.push(context);
  await context.addInitScript(
    (stored: { access: string; refresh: string; user: string }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      sessionStorage.setItem('circuithaat.startupPopupShown', 'true');
      localStorage.setItem('circuithaat.access_token', stored.access);
      localStorage.setItem('circuithaat.refresh_token', stored.refresh);
      localStorage.setItem('user', stored.user);
    },
    {
      access: session.access_token,
      refresh: session.refresh_token,
      user: JSON.stringify(session.user),
    },
  );
  const page = await context.newPage();
  await page.goto(`${suite.shop.url}/delivery-info`);
  const account = page.getByRole('banner').getByRole('button', { name: session.user.name });
  await account.waitFor();

  // Signed out on another device: the refresh token this page holds is ended, and the
  // access token runs out.
  const refreshToken = await page.evaluate(() => localStorage.getItem('circuithaat.refresh_token'));
  const ended = await fetch(`${suite.shop.apiUrl}/api/v1/auth/logout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  expect(ended.ok).toBe(true);
  await wait((TOKEN_SECONDS + 1.5) * 1000);
  const seen = watchApi(page);

  await account.click();
  await page.getByRole('menuitem', { name: 'My Orders' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  // Signed out by the shop itself: no notice that a stored session could not be restored.
  expect(await page.getByRole('banner').getByRole('alert').count()).toBe(0);

  const refreshes = seen.filter((call) => call.path === '/api/v1/auth/refresh-token');
  expect(refreshes.map((call) => call.status)).toEqual([401]);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('circuithaat.access_token'),
      localStorage.getItem('circuithaat.refresh_token'),
      localStorage.getItem('user'),
    ]),
  ).toEqual([null, null, null]);
});

test('every page is titled "Name · Circuit Haat"', async () => {
  const page = await suite.context.newPage();
  const titles: [string, string][] = [
    ['/', 'Home'],
    ['/about', 'About Us'],
    ['/delivery-info', 'Delivery Information'],
    ['/category/laptops', 'Laptops'],
    ['/category/flying-cars', 'Category not found'],
    ['/product/amd-ryzen-7-7700x', 'AMD Ryzen 7 7700X'],
    ['/search?q=ryzen', 'Search: ryzen'],
    ['/pc-builder', 'PC Builder'],
    ['/checkout', 'Checkout'],
    ['/orders', 'My Orders'],
    ['/login', 'Login'],
    ['/register', 'Register'],
    ['/no-such-page', 'Page Not Found'],
  ];
  for (const [path, name] of titles) {
    await page.goto(`${suite.shop.url}${path}`);
    const expected = `${name} · Circuit Haat`;
    await page
      .waitForFunction((title) => document.title === title, expected, { timeout: 10_000 })
      .catch(() => undefined);
    expect(`${path}: ${await page.title()}`).toBe(`${path}: ${expected}`);
  }
});

test('a stored session that cannot be restored says so beside Sign In (docs/product.md#messages)', async () => {
  const context = await suite.newContext({ viewport: { width: 360, height: 800 } });
  extraContexts.push(context);
  // An access token whose refresh token is gone (cleared by hand, another tool): the shop
  // cannot renew it, signs out and tells the shopper why.
  await context.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('circuithaat.access_token', 'left-over');
    localStorage.setItem('user', JSON.stringify({ id: 'u-gone', email: 'gone@example.com' }));
  });
  const page = await context.newPage();
  await page.goto(`${suite.shop.url}/about`);
  const notice = page.getByRole('banner').getByRole('alert');
  await notice.getByText('No refresh token available').waitFor();
  await screenshot(page, 'spec-details-session-notice-360');
  await notice.getByRole('button', { name: 'Sign in again' }).click();
  await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
});
