import type { BrowserContext, Locator, Page } from 'playwright-core';
import path from 'node:path';
import { SCREENSHOT_DIR, collectErrors, screenshot } from '../support/browser';
import { codeFromOutbox } from '../support/outbox';
import { shopSuite } from '../support/suite';

// The wishlist across sign-in: signed out, a shopper hearts a product on a card and one
// on its product page, sees both on /wishlist with their prices, signs in with an
// e-mailed code (the browser's list becomes the account's, the hearts stay on), adds a
// third, and from a fresh browser signed in again finds all three; Add to Cart from the
// list, and Remove.

const suite = shopSuite();
const LOCAL_KEY = 'circuithaat.catalog.wishlist';

const header = (page: Page) => page.getByRole('banner');
const heartOf = (card: Locator) => card.getByRole('button', { name: /^Save to wishlist/ });

/** Signs in with the mailed code; answers when the code was asked for. */
async function signInWithCode(page: Page, email: string): Promise<number> {
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await dialog.getByLabel('OTP code').waitFor();
  const code = await codeFromOutbox(suite.shop.dataDir, email, since);
  await dialog.getByLabel('OTP code').fill(code);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await dialog.waitFor({ state: 'detached' });
  await header(page)
    .getByRole('button', { name: email.split('@')[0] })
    .waitFor();
  return since;
}

/** The home page's cards, one per product (a product may be in two of its rows). */
async function distinctCards(page: Page): Promise<{ slug: string; card: Locator }[]> {
  const cards = page.getByTestId('product-card');
  await cards.first().waitFor();
  const hrefs = await cards
    .locator('h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const seen = new Set<string>();
  return hrefs.flatMap((href, index) => {
    const slug = decodeURIComponent(href.split('/product/')[1] ?? '');
    if (!slug || seen.has(slug)) return [];
    seen.add(slug);
    return [{ slug, card: cards.nth(index) }];
  });
}

/** Asks again until the answer is `wanted` (15 s at most), then checks it. */
async function until<T>(read: () => Promise<T>, wanted: T): Promise<void> {
  const end = Date.now() + 15_000;
  let value = await read();
  while (value !== wanted && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  expect(value).toBe(wanted);
}

async function press(heart: Locator, pressed: 'true' | 'false') {
  await heart.click();
  await until(() => heart.getAttribute('aria-pressed'), pressed);
}

async function wishlistSlugs(page: Page): Promise<string[]> {
  await page.getByRole('heading', { name: /My Wishlist/ }).waitFor();
  return page
    .getByTestId('wishlist-item')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-slug') ?? '').sort());
}

async function waitForCount(page: Page, count: number) {
  await until(() => page.getByTestId('wishlist-item').count(), count);
}

test('hearts kept signed out join the account at sign-in and follow the shopper to another browser', async () => {
  const email = `wish.${Date.now()}@example.com`;
  const page = await suite.context.newPage();
  const errors = collectErrors(page);

  // Signed out: one heart on a card...
  await page.goto(suite.shop.url);
  const cards = await distinctCards(page);
  expect(cards.length).toBeGreaterThanOrEqual(3);
  const [first, second, third] = cards as [(typeof cards)[0], (typeof cards)[0], (typeof cards)[0]];
  await press(heartOf(first.card), 'true');
  await first.card.scrollIntoViewIfNeeded();
  await first.card.screenshot({ path: path.join(SCREENSHOT_DIR, 'wishlist-card-1280.png') });
  await screenshot(page, 'wishlist-home-1280');

  // ...and one on a product page.
  await page.goto(`${suite.shop.url}/product/${encodeURIComponent(second.slug)}`);
  const pageHeart = page.getByRole('button', { name: 'Save to wishlist', exact: true });
  await press(pageHeart, 'true');
  await screenshot(page, 'wishlist-product-page-1280');

  // Both on /wishlist, with their prices now and when added.
  await page.goto(`${suite.shop.url}/wishlist`);
  await waitForCount(page, 2);
  expect(await wishlistSlugs(page)).toEqual([first.slug, second.slug].sort());
  for (const price of await page.getByTestId('wishlist-price').allTextContents()) {
    expect(price).toMatch(/৳[\d,]+/);
  }
  for (const added of await page.getByTestId('wishlist-added').allTextContents()) {
    expect(added).toMatch(/^Added .+ at ৳[\d,]+$/);
  }
  await page.getByText('Kept in this browser.', { exact: false }).waitFor();
  expect(await page.title()).toMatch(/My Wishlist/);
  await screenshot(page, 'wishlist-signed-out-1280');

  // Signing in makes the browser's list the account's, and clears it here.
  const firstCode = await signInWithCode(page, email);
  await until(() => page.evaluate((key) => localStorage.getItem(key), LOCAL_KEY), null);
  await until(() => page.getByText('Kept in this browser.', { exact: false }).count(), 0);
  await waitForCount(page, 2);
  expect(await wishlistSlugs(page)).toEqual([first.slug, second.slug].sort());

  // The hearts are still on, now from the account; one more is added while signed in.
  await page.goto(suite.shop.url);
  const again = await distinctCards(page);
  const byslug = (slug: string) => again.find((card) => card.slug === slug)!.card;
  await until(() => heartOf(byslug(first.slug)).getAttribute('aria-pressed'), 'true');
  await press(heartOf(byslug(third.slug)), 'true');
  expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_KEY)).toBeNull();

  // Signed out, the hearts are the browser's again (empty): the list stays in the account.
  await header(page)
    .getByRole('button', { name: email.split('@')[0] })
    .click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await header(page).getByRole('button', { name: 'Sign In' }).waitFor();
  const signedOut = await distinctCards(page);
  await until(
    () =>
      heartOf(signedOut.find((card) => card.slug === first.slug)!.card).getAttribute(
        'aria-pressed',
      ),
    'false',
  );

  // Another browser, signed in again: all three are there. (A new code for the same
  // address is sent a minute after the last one at the earliest.)
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, firstCode + 62_000 - Date.now())));
  const fresh: BrowserContext = await suite.newContext();
  const other = await fresh.newPage();
  const otherErrors = collectErrors(other);
  await other.goto(suite.shop.url);
  await signInWithCode(other, email);
  await other.goto(`${suite.shop.url}/wishlist`);
  await waitForCount(other, 3);
  expect(await wishlistSlugs(other)).toEqual([first.slug, second.slug, third.slug].sort());
  await screenshot(other, 'wishlist-signed-in-1280');

  // Add to Cart from the list.
  const row = other.locator(`[data-testid="wishlist-item"][data-slug="${first.slug}"]`);
  await row.getByRole('button', { name: /^Add to Cart/ }).click();
  await other.getByTestId('cart-badge').getByText('1', { exact: true }).waitFor();
  const closeCart = other.getByRole('button', { name: 'Close cart' });
  if (await closeCart.isVisible()) await closeCart.click();

  // At 360 px.
  await other.setViewportSize({ width: 360, height: 740 });
  await other.reload();
  await waitForCount(other, 3);
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(other, 'wishlist-signed-in-360');

  // Remove: gone from the list, and stays gone.
  await other
    .locator(`[data-testid="wishlist-item"][data-slug="${second.slug}"]`)
    .getByRole('button', { name: /^Remove from wishlist/ })
    .click();
  await waitForCount(other, 2);
  await other.reload();
  await waitForCount(other, 2);
  expect(await wishlistSlugs(other)).toEqual([first.slug, third.slug].sort());

  // A card with its heart on, at 360 px.
  await other.goto(suite.shop.url);
  const phoneCards = await distinctCards(other);
  const hearted = phoneCards.find((card) => card.slug === first.slug)!.card;
  await until(() => heartOf(hearted).getAttribute('aria-pressed'), 'true');
  await hearted.scrollIntoViewIfNeeded();
  await hearted.screenshot({ path: path.join(SCREENSHOT_DIR, 'wishlist-card-360.png') });
  await screenshot(other, 'wishlist-home-360');
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await fresh.close();
  expect(errors).toEqual([]);
  expect(otherErrors).toEqual([]);
}, 180_000);

test('an empty wishlist says how to fill it, at 360 px too', async () => {
  const phone = await suite.newContext({ viewport: { width: 360, height: 740 } });
  const page = await phone.newPage();
  await page.goto(`${suite.shop.url}/wishlist`);
  await page.getByText('Your wishlist is empty').waitFor();
  await page.getByRole('link', { name: 'Browse products' }).waitFor();
  await screenshot(page, 'wishlist-empty-360');
  await phone.close();
});
