import type { BrowserContext, Locator, Page } from 'playwright-core';
import path from 'node:path';
import { SCREENSHOT_DIR, collectErrors, screenshot } from '../support/browser';
import { TEST_PORTS } from '../support/shop';
import { shopSuite } from '../support/suite';

// The catalog remote in the composed shop: home, category, search, product pages and the
// header search, against the built shop and its API. While the API does not serve the
// catalog, the pages run on their bundled sample data and the test checks they say so.

const suite = shopSuite();
/** True when the API serves the catalog routes (the catalog API issue has landed). */
let realApi = false;

beforeAll(async () => {
  const answer = await fetch(`${suite.shop.apiUrl}/api/v1/products?pageSize=1`).catch(() => null);
  realApi = answer?.ok ?? false;
  console.log(`catalog e2e: ${realApi ? 'real catalog API' : 'API without catalog: sample data'}`);
});

function open(path: string, target?: BrowserContext): Promise<Page> {
  return suite.open(path, target);
}

const cards = (page: Page) => page.locator('main [data-testid="product-card"]');

async function prices(page: Page): Promise<number[]> {
  return cards(page).evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-price'))));
}

/** With the real API no sample notice may show; without it, the notice must. */
async function expectDataSource(page: Page) {
  const notice = page.getByTestId('sample-notice');
  if (realApi) expect(await notice.count()).toBe(0);
  else await notice.waitFor();
}

async function waitForCards(page: Page) {
  await cards(page).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
}

async function imageLoaded(image: Locator): Promise<boolean> {
  return image.evaluate(
    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
  );
}

/** Retries the assertions until they pass (or time out), so a test waits for the page. */
async function eventually(check: () => Promise<void>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * How wide the catalog's content is: the right edge of anything inside main. (The shell's
 * header has its own layout and is measured by the shell's tests.)
 */
const mainWidth = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      ...Array.from(document.querySelectorAll('main *'))
        // Inside a box that clips or scrolls sideways (a zoomed image, a row of tiles),
        // only the box itself counts.
        .filter((el) => {
          for (let a = el.parentElement; a && a.tagName !== 'MAIN'; a = a.parentElement)
            if (getComputedStyle(a).overflowX !== 'visible') return false;
          // Fixed boxes (the cart notice) sit in the viewport, not in the content.
          return getComputedStyle(el).position !== 'fixed';
        })
        .map((el) => Math.round(el.getBoundingClientRect().right)),
    ),
  );

/** Scrolls through the page so every lazy image loads, then back to the top. */
async function loadLazyImages(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('main img')).every(
      (img) => (img as HTMLImageElement).complete,
    ),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The full page, plus what a phone shows first (the full page is too tall to look at). */
async function screenshots(page: Page, name: string) {
  await loadLazyImages(page);
  await page.waitForTimeout(600);
  await screenshot(page, name);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-top.png`) });
}

const attr = (locator: Locator, name: string) => locator.getAttribute(name);
const text = async (locator: Locator) => (await locator.innerText()).trim();

test('home: 3 slides, 8 category tiles that all open real pages, featured products', async () => {
  const page = await open('/');
  const errors = collectErrors(page);
  await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
  const slides = page.locator('[aria-roledescription="slide"]');
  expect(await slides.count()).toBe(3);
  expect(await page.getByRole('button', { name: /^Go to slide \d$/ }).count()).toBe(3);
  await page.getByRole('button', { name: 'Go to slide 2' }).click();
  await eventually(async () =>
    expect(
      await attr(page.locator('[aria-roledescription="slide"][data-active="true"]'), 'aria-label'),
    ).toBe('2 of 3'),
  );

  const featured = page.getByRole('list', { name: 'Featured products' });
  await featured.getByTestId('product-card').first().waitFor();
  await expectDataSource(page);
  if (realApi) {
    // Real slide images from the API (wait for the lazy ones by scrolling through the dots).
    for (const n of [1, 2, 3]) {
      await page.getByRole('button', { name: `Go to slide ${n}` }).click();
      const image = slides.nth(n - 1).locator('img');
      await page.waitForFunction(
        (img) => (img as HTMLImageElement).complete,
        await image.elementHandle(),
      );
      expect(await imageLoaded(image)).toBe(true);
    }
  }
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Go to slide 1' }).click();
  await page.mouse.move(0, 0);
  await screenshots(page, 'catalog-home-1280');

  const grid = page.locator('section', {
    has: page.getByRole('heading', { name: 'Shop by category' }),
  });
  const hrefs = await grid
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs).toEqual(
    [
      'desktop-components',
      'laptops',
      'monitors',
      'graphics-cards',
      'peripherals',
      'storage',
      'networking',
      'gaming',
    ].map((slug) => `/category/${slug}`),
  );
  for (const href of hrefs) {
    await page.goto(`${suite.shop.url}${href}`);
    await page.locator('main h1').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(0);
    await waitForCards(page);
    expect(await page.getByText('Oops! Something went wrong').count()).toBe(0);
  }
  expect(errors).toEqual([]);
});

test('home at 360 px: no horizontal scrolling', async () => {
  const phone = await suite.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await open('/', phone);
    await page
      .getByRole('list', { name: 'Featured products' })
      .getByTestId('product-card')
      .first()
      .waitFor();
    expect(await mainWidth(page)).toBeLessThanOrEqual(360);
    await screenshots(page, 'catalog-home-360');
  } finally {
    await phone.close();
  }
});

test('category page: filter by brand and sort by price, all kept in the URL', async () => {
  const page = await open('/category/desktop-components');
  await page.getByRole('heading', { level: 1, name: 'Desktop Components' }).waitFor();
  await waitForCards(page);
  await expectDataSource(page);

  // The server's page shows its cards before it is live, and a choice made then has no
  // handler to go to: choose once the header's sign-in control, which mounts after the page
  // is live, is there.
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption('price-asc');
  await page.waitForURL(/sort=price-asc/);
  // The address changes at once; the list follows when React has rendered the move (a
  // transition: the old cards stay on screen until then), so the order is waited for.
  await eventually(async () => {
    await waitForCards(page);
    const ascending = await prices(page);
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  }, 10_000);

  const filters = page.getByRole('complementary', { name: 'Filters' });
  const brand = filters.getByRole('checkbox').first();
  await brand.waitFor();
  const brandName = (await brand.locator('xpath=..').innerText()).split('\n')[0]!.trim();
  // A click, not check(): the box is checked once the URL (its state) has changed.
  await brand.click();
  await page.waitForURL(new RegExp(`brand=${encodeURIComponent(brandName)}`));
  await eventually(async () => expect(await brand.isChecked()).toBe(true));
  await waitForCards(page);
  const brands = await cards(page).evaluateAll((n) => n.map((c) => c.getAttribute('data-brand')));
  expect(new Set(brands)).toEqual(new Set([brandName]));

  await sort.selectOption('price-desc');
  await page.waitForURL(/sort=price-desc/);
  await eventually(async () => {
    await waitForCards(page);
    const descending = await prices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  }, 10_000);
  await screenshots(page, 'catalog-category-1280');

  // Back restores the previous choice from the URL.
  await page.goBack();
  await page.waitForURL(/sort=price-asc/);
  await eventually(async () => expect(await sort.inputValue()).toBe('price-asc'));
  expect(await filters.getByRole('checkbox', { name: new RegExp(brandName) }).isChecked()).toBe(
    true,
  );
});

test('header search: a suggestion opens its product; Enter opens the results', async () => {
  const page = await open('/about');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('ryzen');
  // The suggestions' list (the header's language choice has options too).
  const suggestions = page.getByRole('listbox');
  const option = suggestions.getByRole('option').first();
  await option.waitFor();
  expect(await suggestions.getByRole('option').count()).toBeLessThanOrEqual(5);
  await box.press('ArrowDown');
  await eventually(async () => expect(await attr(option, 'aria-selected')).toBe('true'));
  const name = (await option.innerText()).trim();
  await box.press('Enter');
  await page.waitForURL(/\/product\//);
  await page.getByRole('heading', { level: 1, name }).waitFor();

  await box.fill('');
  await box.fill('ryzen');
  await suggestions.getByRole('option').first().waitFor();
  await box.press('Escape');
  expect(await suggestions.getByRole('option').count()).toBe(0);
  await box.press('Enter');
  await page.waitForURL(/\/search\?q=ryzen$/);
  await page.getByRole('heading', { name: 'Results for “ryzen”' }).waitFor();
  await waitForCards(page);
  const names = await cards(page).locator('h3').allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((n) => /ryzen/i.test(n))).toBe(true);
  await expectDataSource(page);
  await screenshots(page, 'catalog-search-1280');
});

test('product page: zoom, specifications, similar products; Add to Cart updates the badge', async () => {
  const page = await open('/category/desktop-components');
  await waitForCards(page);
  const first = cards(page).first();
  const name = (await first.locator('h3').innerText()).trim();
  await first.locator('h3 a').click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  const slug = new URL(page.url()).pathname.split('/').pop();
  expect(await page.getByText('(With Tax)').count()).toBe(1);

  const zoom = page.getByRole('button', { name: `Zoom image of ${name}` });
  await page.mouse.move(0, 0);
  await zoom.hover();
  await eventually(async () => expect(await attr(zoom, 'aria-pressed')).toBe('true'));
  expect(
    await page.getByTestId('zoom-layer').evaluate((el) => getComputedStyle(el).transform),
  ).not.toBe('none');
  await page.mouse.move(0, 0);
  await eventually(async () => expect(await attr(zoom, 'aria-pressed')).toBe('false'));
  await zoom.focus();
  await page.keyboard.press('Enter');
  await eventually(async () => expect(await attr(zoom, 'aria-pressed')).toBe('true'));
  await page.keyboard.press('Escape');

  const specs = page.locator('section', {
    has: page.getByRole('heading', { name: 'Specifications' }),
  });
  expect(await specs.getByRole('row').count()).toBeGreaterThan(0);
  const similar = page.getByRole('list', { name: 'Similar Products' });
  await similar.getByTestId('product-card').first().waitFor();
  const similarHrefs = await similar
    .locator('h3 a')
    .evaluateAll((a) => a.map((l) => l.getAttribute('href')));
  expect(similarHrefs.length).toBeGreaterThan(0);
  expect(similarHrefs).not.toContain(`/product/${slug}`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshots(page, 'catalog-product-1280');

  // Add to Cart: the cart remote's badge shows the count; the page turns into a stepper.
  const badge = page.getByTestId('cart-badge');
  expect(await badge.count()).toBe(0);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await eventually(async () => expect(await text(badge.locator('span').first())).toBe('1'));
  await eventually(async () => expect(await text(page.getByTestId('cart-quantity'))).toBe('1'));
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await eventually(async () => expect(await text(page.getByTestId('cart-quantity'))).toBe('2'));
  await eventually(async () => expect(await text(badge.locator('span').first())).toBe('2'));
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await page.getByRole('button', { name: `Remove ${name} from cart` }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).waitFor();
  await eventually(async () => expect(await badge.count()).toBe(0));
});

test('product and search pages at 360 px', async () => {
  const phone = await suite.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await open('/search?q=ryzen', phone);
    await waitForCards(page);
    expect(await mainWidth(page)).toBeLessThanOrEqual(360);
    await screenshots(page, 'catalog-search-360');
    await page.goto(`${suite.shop.url}/category/monitors`);
    await waitForCards(page);
    expect(await mainWidth(page)).toBeLessThanOrEqual(360);
    await screenshots(page, 'catalog-category-360');
    await cards(page).first().locator('h3 a').click();
    await page.getByText('(With Tax)').waitFor();
    // A tap zooms, a second tap zooms out.
    const zoom = page.getByRole('button', { name: /^Zoom image of / });
    await zoom.tap();
    await eventually(async () => expect(await attr(zoom, 'aria-pressed')).toBe('true'));
    await zoom.tap();
    expect(await mainWidth(page)).toBeLessThanOrEqual(360);
    await screenshots(page, 'catalog-product-360');
  } finally {
    await phone.close();
  }
});

test("an unknown slug shows 'Product not found' (a not-found page, not an outage)", async () => {
  const page = await open('/product/no-such-product-anywhere');
  await page.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor();
  expect(await page.getByText('Oops! Something went wrong').count()).toBe(0);
  expect(await page.title()).toBe('Product not found · Circuit Haat');
});

test('with the catalog remote down, the header keeps the shell search form', async () => {
  await suite.shop.stopApp('catalog');
  try {
    // A phone's network: the page's code comes a while after its HTML, and the shopper types
    // into the server's box meanwhile. The words stay once the page is live.
    const page = await suite.context.newPage();
    await page.route(/\.js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${suite.shop.url}/about`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.waitFor();
    await box.fill('ssd');
    // Live: the header's sign-in control mounts after hydration.
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
    await page.waitForTimeout(500);
    expect(await box.inputValue()).toBe('ssd');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=ssd$/);
  } finally {
    await suite.shop.startApp('catalog');
  }
});

test("words typed into the header's plain box while the catalog's box loads carry over, caret and all", async () => {
  // A slow network for the catalog's files only: the page is live with the shell's plain
  // search form, and the shopper types into it before the catalog's box arrives.
  const page = await suite.context.newPage();
  let arrive = () => {};
  const held = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(new RegExp(`:${TEST_PORTS.CATALOG_PORT}/`), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${suite.shop.url}/about`);
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
  const plain = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
  await plain.click();
  await page.keyboard.type('nvme');
  arrive();
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await box.waitFor();
  expect(await box.inputValue()).toBe('nvme');
  // The caret moved with the words: the next keys land in the new box.
  await page.keyboard.type(' 2tb');
  expect(await box.inputValue()).toBe('nvme 2tb');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/search\?q=nvme%202tb$/);
  await page.close();
});
