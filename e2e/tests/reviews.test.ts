import type { Page } from 'playwright-core';
import { backOffice, shotInto, type Session } from '../support/back-office';
import { SCREENSHOT_DIR } from '../support/browser';
import { shopSuite } from '../support/suite';

// A buyer's review, for real: a shopper orders a processor and staff deliver it; the
// shopper writes a review on the product page, which stays off the page until staff
// publish it in the back office's Reviews tab; then the product page (server-rendered
// rating beside the title, its JSON-LD, the reviews list) and a category card show the
// earned rating and count. A signed-out 'helpful' press asks to sign in.

const ADMIN = 'reviews.boss@circuithaat.test';
const suite = shopSuite({ env: { ADMIN_EMAILS: ADMIN } });
const staff = backOffice(suite);

let admin: Session;

beforeAll(async () => {
  admin = await staff.signIn(ADMIN);
  expect(admin.user.role).toBe('admin');
}, 60_000);

afterEach(() => staff.closeAll());

/**
 * The product page's JSON-LD Product, as the server renders it for anyone. A render that ran
 * out of its time budget (a busy machine) sends the page without it: asked again then.
 */
async function jsonLd(slug: string): Promise<{ aggregateRating?: unknown }> {
  for (let attempt = 1; ; attempt += 1) {
    const html = await (await fetch(`${suite.shop.url}/product/${slug}`)).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1]!) as { '@type'?: string; aggregateRating?: unknown });
    const product = blocks.find((block) => block['@type'] === 'Product');
    if (product) return product;
    if (attempt === 5) throw new Error(`no Product JSON-LD in /product/${slug} after 5 renders`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Asks `read` until it gives `want` (lists follow the database within a few seconds). */
async function eventually<T>(read: () => Promise<T>, want: T, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const got = await read();
    if (got === want) return;
    if (Date.now() > until) expect(got).toBe(want);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Brings the reviews section in (it loads as the shopper comes near it). */
async function openReviews(page: Page) {
  const section = page.getByTestId('reviews');
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('heading', { name: 'Customer reviews' }).waitFor();
  return section;
}

test('a buyer reviews a delivered product; it shows, with the rating, once staff publish it', async () => {
  const shopper = await staff.signIn(`reviews.${Date.now()}@example.com`);
  const [stocked] = await staff.stocked(admin.access_token, 'Ryzen', 3);
  const product = (
    await staff.api<{ id: string; slug: string; name: string; category: string }>(
      `/products/${stocked!.id}`,
    )
  ).body;
  const orderId = await staff.placeOrder(shopper, [{ productId: product.id, quantity: 1 }]);

  // Before delivery the shopper may not write one.
  const page = await staff.signedInPage(shopper);
  await page.goto(`${suite.shop.url}/product/${product.slug}`);
  let section = await openReviews(page);
  await section.getByText('Reviews are written by shoppers who received this product.').waitFor();
  await section.getByText('No reviews yet.').waitFor();
  // Nobody has reviewed it: no stars beside the title, no rating in the page's data.
  expect(await page.getByTestId('rating-summary').count()).toBe(0);
  expect((await jsonLd(product.slug)).aggregateRating).toBeUndefined();

  for (const status of ['packed', 'shipped', 'delivered']) {
    const moved = await staff.api(`/admin/orders/${encodeURIComponent(orderId)}/status`, {
      token: admin.access_token,
      body:
        status === 'shipped'
          ? { status, carrier: 'yamato', trackingNumber: '432187652109' }
          : { status },
    });
    expect(moved.status).toBe(200);
  }

  await page.reload();
  section = await openReviews(page);
  await section.getByRole('button', { name: 'Write a review' }).click();
  const form = section.getByTestId('review-form');
  // Nothing filled in: the form says what is missing, beside each field.
  await form.getByRole('button', { name: 'Send review' }).click();
  await form.getByRole('alert').getByText('Please correct the highlighted fields').waitFor();
  await form.getByText('Choose from 1 to 5 stars').waitFor();
  await form.getByText('Give your review a title').waitFor();
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form
    .getByRole('textbox', { name: 'Title', exact: true })
    .fill('Cool and quick <b>really</b>');
  await form
    .getByRole('textbox', { name: 'Your review', exact: true })
    .fill('Compiles my projects in half the time.\nStays under 80 °C with a tower cooler.');
  await form.getByRole('textbox', { name: 'Pros (optional)', exact: true }).fill('Fast, efficient');
  await form
    .getByRole('textbox', { name: 'Cons (optional)', exact: true })
    .fill('Needs a good cooler');
  await shotInto(SCREENSHOT_DIR, page, 'reviews-form-1280', { target: section });
  await form.getByRole('button', { name: 'Send review' }).click();
  await section
    .getByRole('status')
    .getByText('Thank you! Your review will be shown once our staff have read it.')
    .waitFor();
  await section.getByText('Waiting for our staff to read it').waitFor();

  // Not shown until staff publish it.
  await page.reload();
  section = await openReviews(page);
  await section.getByText('No reviews yet.').waitFor();
  expect(await page.getByTestId('rating-summary').count()).toBe(0);

  // Staff publish it in the Reviews tab.
  const office = await staff.signedInPage(admin);
  await office.goto(`${suite.shop.url}/admin?tab=reviews`);
  const panel = office.getByTestId('reviews-panel');
  const row = panel.getByTestId('review-row').filter({ hasText: 'Cool and quick' });
  await row.getByTestId('review-status').getByText('Pending', { exact: true }).waitFor();
  await shotInto(SCREENSHOT_DIR, office, 'reviews-admin-pending-1280', { target: panel });
  await office.setViewportSize({ width: 360, height: 900 });
  await shotInto(SCREENSHOT_DIR, office, 'reviews-admin-pending-360', { target: panel });
  await office.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole('button', { name: 'Publish' }).click();
  await row.getByTestId('review-status').getByText('Published', { exact: true }).waitFor();

  // The product page now shows the review and the earned rating, rendered by the server.
  await eventually(async () => {
    await page.reload();
    return page.getByTestId('rating-summary').textContent();
  }, '★ 4.0 (1 review)');
  expect((await jsonLd(product.slug)).aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: 4,
    reviewCount: 1,
  });
  section = await openReviews(page);
  const shown = section.getByTestId('review').filter({ hasText: 'Cool and quick' });
  // Typed markup stays text.
  await shown.getByRole('heading', { name: 'Cool and quick <b>really</b>' }).waitFor();
  await shown.getByText('Verified purchase').waitFor();
  // The shopper's profile has no name: no part of their e-mail address is shown.
  await shown.getByText(/^A verified buyer, /).waitFor();
  expect(await section.textContent()).not.toContain(shopper.user.email.split('@')[0]);
  await section.getByText('Published', { exact: true }).waitFor();
  expect(await section.getByRole('list', { name: 'Ratings by stars' }).textContent()).toContain(
    '4 stars: 1 review',
  );
  await shotInto(SCREENSHOT_DIR, page, 'reviews-section-1280', { target: section });
  await page.setViewportSize({ width: 360, height: 900 });
  await section.scrollIntoViewIfNeeded();
  await shotInto(SCREENSHOT_DIR, page, 'reviews-section-360', { target: section });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A category card shows the rating and count (the best rated first: the only one rated).
  const category = await suite.open(`/category/${product.category}?sort=rating`);
  const card = category.getByTestId('product-card').filter({ hasText: product.name }).first();
  await eventually(async () => {
    if ((await card.count()) === 0) await category.reload();
    return card.getByLabel('Rated 4.0 out of 5 from 1 review').count();
  }, 1);
  expect(await card.textContent()).toContain('★ 4.0 (1)');

  // A signed-out shopper's 'helpful' press asks them to sign in.
  const guest = await suite.open(`/product/${product.slug}`);
  const guestSection = await openReviews(guest);
  await guestSection.getByRole('button', { name: 'Helpful (0)' }).click();
  await guest.getByRole('dialog', { name: 'Sign In' }).waitFor();
});
