import type { Page } from 'playwright-core';
import { COUNT_REACT_RENDERERS, collectErrors, screenshot } from '../support/browser';
import { REMOTE_PORTS } from '../support/shop';
import { shopSuite } from '../support/suite';

// The composed storefront: layout, shell pages, each remote from its own port, one React,
// and a page that survives any one remote being down.

const suite = shopSuite();

test('home renders the header, nav, footer and the catalog, with each remote from its own port', async () => {
  const page = await suite.context.newPage();
  const errors = collectErrors(page);
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/(mf-manifest\.json|remoteEntry\.js)$/.test(request.url()))
      remoteRequests.push(request.url());
  });
  await page.goto(suite.shop.url);

  await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
  await expectVisible(page.getByRole('link', { name: 'Circuit Haat home' }));
  await expectVisible(page.getByRole('search'));
  await expectVisible(page.getByRole('group', { name: 'Currency' }));
  await expectVisible(page.getByRole('button', { name: 'Sign In' }));
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of [
    'Home',
    'Desktop PC',
    'Laptops',
    'Monitors',
    'Peripherals',
    'Gaming',
    'About Us',
    'PC Builder',
  ]) {
    await expectVisible(nav.getByRole('link', { name: label, exact: true }));
  }
  await expectVisible(page.getByRole('contentinfo').getByRole('heading', { name: 'Quick links' }));

  for (const port of [REMOTE_PORTS.catalog, REMOTE_PORTS.cart, REMOTE_PORTS.auth]) {
    expect(remoteRequests.some((url) => url.startsWith(`http://localhost:${port}/`))).toBe(true);
  }
  await page.goto(`${suite.shop.url}/pc-builder`);
  await page.getByRole('heading', { name: 'PC Builder' }).waitFor();
  expect(
    remoteRequests.some((url) => url.startsWith(`http://localhost:${REMOTE_PORTS.pcBuilder}/`)),
  ).toBe(true);

  await page.goto(suite.shop.url);
  await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
  await screenshot(page, 'home');
  expect(errors).toEqual([]);
});

test('only one copy of react-dom runs the page', async () => {
  await suite.context.addInitScript(COUNT_REACT_RENDERERS);
  const page = await suite.open('/pc-builder');
  await page.getByRole('heading', { name: 'PC Builder' }).waitFor();
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  const renderers = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(renderers).toBe(1);
});

test('/about and /delivery-info are shell pages', async () => {
  const page = await suite.open('/about');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'About Us' }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('heading', { name: 'Shop by category' }).waitFor();

  await page.goto(`${suite.shop.url}/delivery-info`);
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Delivery Information' }));
  await expectVisible(page.getByText('We do not ship on Sundays and public holidays.'));
  await expectVisible(page.getByText(/before 3PM ship in 1 business day/));
  await expectVisible(page.getByText(/July holiday notice/));
});

test('an unknown path shows Page Not Found with a way back home', async () => {
  const page = await suite.open('/no/such/page');
  await expectVisible(page.getByRole('heading', { name: 'Page Not Found' }));
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('nav and footer links land on real pages, never on Page Not Found', async () => {
  const page = await suite.open('/');
  await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
  const hrefs = await page
    .locator('nav[aria-label="Main"] a, footer a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
  expect(hrefs.length).toBeGreaterThan(8);
  for (const href of hrefs) {
    await page.goto(`${suite.shop.url}${href}`);
    await page.locator('main h1').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(0);
  }
});

test('the startup popup shows once per browser session', async () => {
  const fresh = await suite.browser.newContext();
  try {
    const page = await fresh.newPage();
    await page.goto(suite.shop.url);
    const dialog = page.getByRole('dialog', { name: 'Updates are coming soon' });
    await dialog.waitFor({ timeout: 5000 });
    await page.getByRole('button', { name: 'Explore the shop' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
    await page.waitForTimeout(1600);
    expect(await dialog.count()).toBe(0);
  } finally {
    await fresh.close();
  }
});

describe.each([
  { remote: 'catalog', path: '/', slot: 'catalog', survivor: () => 'Sign In' },
  { remote: 'cart', path: '/checkout', slot: 'cart', survivor: () => 'Sign In' },
  { remote: 'auth', path: '/', slot: 'auth', survivor: () => 'Shop by category' },
  { remote: 'pcBuilder', path: '/pc-builder', slot: 'pcBuilder', survivor: () => 'Sign In' },
] as const)('with the $remote remote down', ({ remote, path, slot, survivor }) => {
  beforeAll(() => suite.shop.stopApp(remote));
  afterAll(() => suite.shop.startApp(remote));

  test('the layout and the other remotes still render, and the slot shows its fallback', async () => {
    const page = await suite.open(path);
    const fallback = page.locator(`[data-remote-fallback="${slot}"]`).first();
    await fallback.waitFor({ timeout: 20_000 });
    await expectVisible(fallback.getByRole('button', { name: 'Retry' }));
    await expectVisible(page.getByRole('link', { name: 'Circuit Haat home' }));
    await expectVisible(page.getByRole('navigation', { name: 'Main' }));
    await expectVisible(page.getByRole('contentinfo'));
    await expectVisible(page.getByText(survivor(), { exact: true }).first());
    await screenshot(page, `${remote}-down`);

    // Once the remote is back, Retry loads it without reloading the page.
    await suite.shop.startApp(remote);
    const fallbacks = page.locator(`[data-remote-fallback="${slot}"]`);
    // A retry still in flight may bring it back between the count and the click: each
    // attempt is bounded, and the next one looks again.
    for (let attempt = 0; attempt < 5 && (await fallbacks.count()) > 0; attempt += 1) {
      await fallbacks
        .first()
        .getByRole('button', { name: 'Retry' })
        .click({ timeout: 3_000 })
        .catch(() => undefined);
      await fallbacks
        .first()
        .waitFor({ state: 'detached', timeout: 3_000 })
        .catch(() => undefined);
    }
    await expect(fallbacks.count()).resolves.toBe(0);
    await suite.shop.stopApp(remote);
  });
});

async function expectVisible(locator: ReturnType<Page['locator']>) {
  await locator.waitFor({ state: 'visible', timeout: 15_000 });
}
