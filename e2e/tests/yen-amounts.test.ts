import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { collectErrors } from '../support/browser';
import { mailFromOutbox } from '../support/outbox';
import { shopSuite } from '../support/suite';

// Yen amounts add up. Prices are kept in taka and yen is derived with the API's rate
// (1.25 yen per taka by default). The shop converts each UNIT price to whole yen, then
// multiplies and adds what it shows. The seeded ESET NOD32 (৳950, was ৳1,000) is ¥1,187.5,
// shown as ¥1,188: four of them must show ¥4,752 in the drawer, at checkout, on the order
// page and in the mail (it showed ¥4,750), and 'You save' must be the shown ¥1,250 − ¥1,188.

const suite = shopSuite();
const SHOTS = process.env.MONEY_SHOTS_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'money-shots');
const SLUG = 'eset-nod32-antivirus-1-user-1-year';
const VIEWPORTS = [
  { label: '1280', width: 1280, height: 900 },
  { label: '360', width: 360, height: 780 },
] as const;

interface ApiProduct {
  id: string;
  name: string;
  price: number;
  oldPrice?: number | null;
}

/** The whole yen a shopper reads off '¥4,752' or '−¥475'. */
function yen(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d]/g, '');
  if (!/¥/.test(text ?? '') || digits === '') throw new Error(`not a yen amount: ${text}`);
  return Number(digits);
}

async function yenOf(locator: Locator): Promise<number> {
  return yen(await locator.textContent());
}

/** Shipping as shown: FREE is 0. */
async function shippingOf(locator: Locator): Promise<number> {
  const text = (await locator.textContent())?.trim() ?? '';
  return text === 'FREE' ? 0 : yen(text);
}

/** Product total, shipping, discount and total of an order summary once it has settled. */
async function summaryOf(scope: Locator) {
  // The server's shipping quote has answered (the summary is no longer busy).
  await scope.locator('[data-testid="order-summary"][aria-busy="false"]').waitFor();
  const summary = scope.getByTestId('order-summary');
  const discount = summary.getByTestId('summary-discount');
  return {
    products: await yenOf(summary.getByTestId('summary-products')),
    shipping: await shippingOf(summary.getByTestId('summary-shipping')),
    discount: (await discount.count()) ? await yenOf(discount) : 0,
    total: await yenOf(summary.getByTestId('summary-total')),
  };
}

/** The figure next to a term of the order page's totals. */
function totalsValue(page: Page, term: string): Locator {
  return page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

describe.each(VIEWPORTS)('yen amounts at $label px', ({ label, width, height }) => {
  test('four of one product in yen: drawer, checkout, order page and mail add up', async () => {
    const product = (await (
      await fetch(`${suite.shop.apiUrl}/api/v1/products/slug/${SLUG}`)
    ).json()) as ApiProduct;
    // The report's numbers: ৳950 at 1.25 is ¥1,187.5.
    expect(product.price).toBe(950);
    expect(product.oldPrice).toBe(1000);

    const context = await suite.newContext({ viewport: { width, height } });
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${suite.shop.url}/product/${SLUG}`);
      await page.getByRole('heading', { name: product.name }).first().waitFor();
      await page
        .getByRole('group', { name: 'Currency' })
        .getByRole('button', { name: /JPY/ })
        .click();
      await page.getByText('¥1,188').first().waitFor();
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await page.getByTestId('cart-badge').getByText('1', { exact: true }).waitFor();

      await page.getByTestId('cart-badge').click();
      const drawer = page.getByRole('dialog', { name: /Your cart/ });
      await drawer.waitFor();
      for (let quantity = 2; quantity <= 4; quantity += 1) {
        await drawer.getByRole('button', { name: `Increase ${product.name}` }).click();
        await drawer
          .getByLabel(`Quantity of ${product.name}`)
          .getByText(String(quantity), { exact: true })
          .waitFor();
      }

      // The drawer: the unit price, 'You save' and the summary add up.
      const line = drawer.getByTestId('cart-line');
      // The unit price is the text before the struck-through old price.
      const unit = yen(
        await line.locator('s').evaluate((old) => old.parentElement?.firstChild?.textContent ?? ''),
      );
      const old = await yenOf(line.locator('s'));
      expect(unit).toBe(1188);
      expect(old).toBe(1250);
      await line.getByText(/^You save/).waitFor();
      expect(await yenOf(line.getByText(/^You save/))).toBe((old - unit) * 4);
      const inDrawer = await summaryOf(drawer);
      expect(inDrawer.products).toBe(unit * 4);
      expect(inDrawer.total).toBe(inDrawer.products - inDrawer.discount + inDrawer.shipping);
      // The badge shows the same product total.
      await page.getByTestId('cart-badge').getByText('¥4,752').waitFor();
      await shot(page, `drawer-${label}`);

      await drawer.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/checkout$/);
      await page.getByRole('heading', { name: 'Checkout' }).waitFor();
      const side = page.getByRole('complementary', { name: 'Order summary' });
      const checkoutLine = side.locator('li', { hasText: `${product.name} × 4` });
      expect(await yenOf(checkoutLine.locator('span').last())).toBe(unit * 4);
      const atCheckout = await summaryOf(side);
      expect(atCheckout.products).toBe(unit * 4);
      expect(atCheckout.total).toBe(
        atCheckout.products - atCheckout.discount + atCheckout.shipping,
      );
      await side.scrollIntoViewIfNeeded();
      await shot(page, `checkout-${label}`);

      const field = (name: string) =>
        page.getByLabel(new RegExp(`^${name.replace(/[()*/]/g, '\\$&')}`));
      const email = `yen.${label}.${Date.now()}@example.com`;
      await field('First name').fill('Hanako');
      await field('Last name').fill('Yamada');
      await field('Email').fill(email);
      await field('Address').fill('1-2-3 Shibuya');
      await field('Prefecture').selectOption('Tokyo');
      await field('City').fill('Shibuya');
      await field('Postcode').fill('150-0002');
      await field('Card number').fill('4242 4242 4242 4242');
      await field('Name on card').fill('HANAKO YAMADA');
      await field('Expiry (MM/YY)').fill('12/30');
      await field('CVV').fill('123');
      const placedSummary = await summaryOf(side);
      const since = Date.now();
      await page.getByRole('button', { name: 'Place Order' }).click();
      const success = page.getByTestId('order-success');
      await success.waitFor();
      const orderId = (await success.getByTestId('order-id').textContent()) ?? '';

      // The order page: the line, the totals and the grand total are checkout's figures.
      await success.getByRole('link', { name: 'View your order' }).click();
      await page.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
      const row = page.getByRole('row', { name: new RegExp(product.name) });
      expect(await yenOf(row.getByRole('cell').last())).toBe(unit * 4);
      const products = await yenOf(totalsValue(page, 'Products'));
      const shipping = await shippingOf(totalsValue(page, 'Shipping'));
      const total = await yenOf(totalsValue(page, 'Total'));
      expect(products).toBe(unit * 4);
      expect(shipping).toBe(placedSummary.shipping);
      expect(total).toBe(products + shipping);
      expect(total).toBe(placedSummary.total);
      await shot(page, `order-${label}`);

      // The confirmation mail says the same.
      const mail = await mailFromOutbox(suite.shop.dataDir, email, orderId, since);
      expect(mail).toContain(`4 x ${product.name} - ¥4,752`);
      expect(mail).toContain('Products: ¥4,752');
      expect(mail).toContain(`Total: ¥${total.toLocaleString('en-US')}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
