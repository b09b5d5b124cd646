import type { Locator, Page } from 'playwright-core';
import { collectErrors } from '../support/browser';
import { screenshots } from '../support/storefront';
import { shopSuite } from '../support/suite';

// Decision 25's comparison and recently viewed, as a phone shopper meets them: three
// monitors compared from the monitors listing at 360 px, /compare with the specification
// rows side by side and the differences highlighted, a reload, the link opened in a fresh
// browser (same three), Add to Cart from the table, and the products visited on the home
// page. Screenshots of /compare and the tray at 360 and 1280 px go to
// test-results/compare/.

const suite = shopSuite();
const shot = screenshots('compare');
const PHONE = { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true };

const cards = (page: Page) => page.locator('main [data-testid="product-card"]');

/** The slugs of the products /compare shows, in their order. */
const shownSlugs = (page: Page) =>
  page
    .getByTestId('compare-product')
    .locator('a')
    .evaluateAll((links) =>
      links.map((link) => decodeURIComponent(link.getAttribute('href')!.split('/').pop()!)),
    );

async function tableReady(page: Page, count: number) {
  await page.getByTestId('compare-table').waitFor();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="compare-product"]').length === n,
    count,
  );
}

const rowNamed = (page: Page, label: string): Locator =>
  page
    .getByTestId('compare-row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${label}`) }) });

const background = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test('a phone shopper compares 3 monitors, reloads, shares the link, buys from the table; recently viewed on the home page', async () => {
  const phone = await suite.newContext(PHONE);
  try {
    const page = await suite.open('/category/monitors', phone);
    const errors = collectErrors(page);
    await cards(page).nth(3).waitFor();

    // Compare on three cards: each says it is pressed; the tray counts them.
    const chosen: string[] = [];
    for (let n = 0; n < 3; n++) {
      const card = cards(page).nth(n);
      const toggle = card.getByTestId('compare-toggle');
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      await card.locator('[data-testid="compare-toggle"][aria-pressed="true"]').waitFor();
      const href = await card.locator('h3 a').getAttribute('href');
      chosen.push(decodeURIComponent(href!.split('/').pop()!));
    }
    const tray = page.getByTestId('compare-tray');
    await tray.waitFor();
    expect(await page.getByTestId('compare-count').textContent()).toBe(
      '3 products to compare (up to 4)',
    );
    // The tray stays inside the screen, clear of the cart's badge when there is one.
    const box = (await tray.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await shot(page, 'tray-360', false);

    // /compare: the three, in the order chosen, in its address.
    await page.getByTestId('compare-open').click();
    await page.waitForURL(/\/compare\?ids=/);
    expect(new URL(page.url()).searchParams.get('ids')).toBe(chosen.join(','));
    await tableReady(page, 3);
    expect(await shownSlugs(page)).toEqual(chosen);
    // A row per specification; the differing ones highlighted, the same ones not.
    const resolution = rowNamed(page, 'Resolution');
    await resolution.waitFor();
    expect(await page.getByRole('rowheader', { name: 'Screen Size' }).count()).toBe(1);
    const differing = page.locator('[data-testid="compare-row"][data-differs="true"]');
    const same = page.locator('[data-testid="compare-row"][data-differs="false"]');
    expect(await differing.count()).toBeGreaterThan(0);
    expect(await background(differing.first().locator('td').first())).not.toBe(
      (await same.count()) > 0
        ? await background(same.first().locator('td').first())
        : 'rgb(255, 255, 255)',
    );
    // At 360 px the table scrolls inside its frame with the labels kept in view.
    const scroller = page.getByTestId('compare-scroller');
    const labelLeft = () =>
      resolution.getByRole('rowheader').evaluate((cell) => cell.getBoundingClientRect().left);
    const before = await labelLeft();
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(
      true,
    );
    await scroller.evaluate((element) => element.scrollTo({ left: 200 }));
    expect(await labelLeft()).toBe(before);
    await scroller.evaluate((element) => element.scrollTo({ left: 0 }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await shot(page, 'compare-360');
    await shot(page, 'compare-360-top', false);

    // Only differences hides the rows that are the same.
    await page.getByRole('checkbox', { name: 'Only differences' }).check();
    expect(await same.count()).toBe(0);
    await shot(page, 'compare-360-differences', false);
    await page.getByRole('checkbox', { name: 'Only differences' }).uncheck();

    // A reload shows the same three; so does /compare without its list (kept in the browser).
    await page.reload();
    await tableReady(page, 3);
    expect(await shownSlugs(page)).toEqual(chosen);
    await page.goto(`${suite.shop.url}/compare`);
    await page.waitForURL(/\/compare\?ids=/);
    await tableReady(page, 3);
    expect(await shownSlugs(page)).toEqual(chosen);
    const link = page.url();

    // The link in a fresh browser (nothing kept there): the same three, and Add to Cart.
    const desk = await suite.newContext();
    try {
      const other = await suite.open(new URL(link).pathname + new URL(link).search, desk);
      const otherErrors = collectErrors(other);
      await tableReady(other, 3);
      expect(await shownSlugs(other)).toEqual(chosen);
      const name = (
        await other.getByTestId('compare-product').first().locator('a').innerText()
      ).trim();
      await other.getByRole('button', { name: `Add to Cart: ${name}` }).click();
      await other.getByTestId('cart-badge').getByText('1', { exact: true }).waitFor();
      await other.getByTestId('cart-notice').waitFor();
      await other.getByTestId('cart-notice').getByRole('button').click();
      await shot(other, 'compare-1280');
      // The receiver goes on with the set: the listing's tray shows it.
      await other.goto(`${suite.shop.url}/category/monitors`);
      await other.getByTestId('compare-tray').waitFor();
      expect(await other.getByTestId('compare-tray').getByRole('listitem').count()).toBe(3);
      await shot(other, 'tray-1280', false);
      expect(otherErrors).toEqual([]);
    } finally {
      await desk.close();
    }

    // Recently viewed: two product pages, then the home page shows them, latest first.
    const visited: string[] = [];
    for (const slug of chosen.slice(0, 2)) {
      await page.goto(`${suite.shop.url}/product/${encodeURIComponent(slug)}`);
      await page.locator('main h1').waitFor();
      // Recorded once the page is live (this browser's storage, nothing sent).
      await page.waitForFunction(
        (recorded) =>
          (localStorage.getItem('shop.recentlyViewed.v1') ?? '').includes(`"${recorded}"`),
        slug,
      );
      visited.unshift(slug);
    }
    // The product page's own strip leaves its product out.
    const onProduct = page.getByTestId('recently-viewed');
    await onProduct.waitFor();
    expect(await onProduct.getByRole('link').count()).toBe(1);
    await page.goto(suite.shop.url);
    const strip = page.getByTestId('recently-viewed');
    await strip.waitFor();
    const hrefs = await strip
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(visited.map((slug) => `/product/${encodeURIComponent(slug)}`));
    await strip.scrollIntoViewIfNeeded();
    await shot(page, 'recently-viewed-360', false);
    expect(errors).toEqual([]);
  } finally {
    await phone.close();
  }
});

test('the server renders /compare from its link, and the strip never (it is per browser)', async () => {
  const list = (await (
    await fetch(`${suite.shop.apiUrl}/api/v1/products?category=monitors&pageSize=2`)
  ).json()) as { items: { slug: string; name: string }[] };
  const [a, b] = list.items;
  const html = await (await fetch(`${suite.shop.url}/compare?ids=${a!.slug},${b!.slug}`)).text();
  expect(html).toContain('data-testid="compare-table"');
  expect(html).toContain('<title>Compare products');
  expect(html).toContain('noindex');
  const home = await (await fetch(suite.shop.url)).text();
  expect(home).not.toContain('data-testid="recently-viewed"');
});
