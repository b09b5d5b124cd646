import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { collectErrors } from '../support/browser';
import { shopSuite } from '../support/suite';

// What a shopper tripped over at checkout and in the drawer: the coupon box on /checkout
// reloaded the page and lost the form; an empty Place Order marked nothing; a reload lost
// the shipping details and the success screen; a refused coupon stayed refused after the
// cart grew past its minimum spend; the minimum spend was named in taka while yen was shown.

const suite = shopSuite();
const SHOTS =
  process.env.CHECKOUT_SHOTS_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'checkout-shots');

const VIEWPORTS = [
  { label: '1280', width: 1280, height: 900 },
  { label: '360', width: 360, height: 780 },
] as const;

const CARD_OK = '4242 4242 4242 4242';

interface ApiProduct {
  id: string;
  slug: string;
  name: string;
  price: number;
  stockQuantity: number;
}

async function apiJson<T>(pathname: string): Promise<T> {
  const response = await fetch(`${suite.shop.apiUrl}/api/v1${pathname}`);
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** One product under WELCOME10's ৳2,000 minimum spend whose two come to more. */
async function pickProduct(): Promise<ApiProduct> {
  const list = await apiJson<{ items: ApiProduct[] }>(
    '/products?minPrice=1000&maxPrice=1900&inStock=true&sort=price-asc&pageSize=50',
  );
  const product = list.items.find((item) => item.stockQuantity >= 10);
  if (!product) throw new Error('the seeded catalog has no product for this test');
  return product;
}

function shot(page: Page, name: string, fullPage = true) {
  fs.mkdirSync(SHOTS, { recursive: true });
  return page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

async function addToCart(page: Page, product: ApiProduct, quantity: number) {
  await page.goto(`${suite.shop.url}/product/${product.slug}`);
  await page.getByRole('heading', { name: product.name }).first().waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByTestId('cart-badge').getByText('1', { exact: true }).waitFor();
  if (quantity > 1) {
    const drawer = await openDrawer(page);
    for (let count = 2; count <= quantity; count += 1) {
      await drawer.getByRole('button', { name: `Increase ${product.name}` }).click();
      await drawer.getByLabel(`Quantity of ${product.name}`).getByText(String(count)).waitFor();
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  }
}

async function openDrawer(page: Page) {
  await page.getByTestId('cart-badge').click();
  const drawer = page.getByRole('dialog', { name: /Your cart/ });
  await drawer.waitFor();
  return drawer;
}

/** A checkout field by the start of its label (required ones end in a hidden asterisk). */
function formField(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${label.replace(/[()*/]/g, '\\$&')}`));
}

const SHIPPING: [string, string][] = [
  ['First name', 'Hanako'],
  ['Last name', 'Yamada'],
  ['Email', 'hanako.draft@example.com'],
  ['Phone', '090-1234-5678'],
  ['Address', '1-2-3 Kumoji'],
  ['City', 'Naha'],
  ['Postcode', '900-0001'],
];
const CARD: [string, string][] = [
  ['Card number', CARD_OK],
  ['Name on card', 'HANAKO Y CARDHOLDER'],
  ['Expiry (MM/YY)', '12/30'],
  ['CVV', '123'],
];

async function fillShipping(page: Page, email: string) {
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  for (const [label, value] of SHIPPING) {
    await formField(page, label).fill(label === 'Email' ? email : value);
  }
  await formField(page, 'Prefecture').selectOption('Okinawa');
}

async function fillCard(page: Page) {
  for (const [label, value] of CARD) await formField(page, label).fill(value);
}

async function expectValues(page: Page, fields: [string, string][], email?: string) {
  for (const [label, value] of fields) {
    expect(await formField(page, label).inputValue()).toBe(
      label === 'Email' && email ? email : value,
    );
  }
}

async function newContext(width: number, height: number): Promise<BrowserContext> {
  return suite.newContext({ viewport: { width, height } });
}

async function placeAsGuest(page: Page, email: string) {
  await page.goto(`${suite.shop.url}/checkout`);
  await fillShipping(page, email);
  await fillCard(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const success = page.getByTestId('order-success');
  await success.waitFor();
  return (await success.getByTestId('order-id').textContent()) ?? '';
}

describe.each(VIEWPORTS)('checkout at $label px', ({ label, width, height }) => {
  test('the coupon box applies the coupon (Enter and Apply) and keeps every field typed', async () => {
    const product = await pickProduct();
    const context = await newContext(width, height);
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await addToCart(page, product, 2);
      await page.goto(`${suite.shop.url}/checkout`);
      const email = `coupon.${label}.${Date.now()}@example.com`;
      await fillShipping(page, email);
      await fillCard(page);
      const validations: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/coupons/validate')) validations.push(request.url());
      });

      // Enter in the coupon box applies the coupon; it neither reloads nor places an order.
      await page.getByLabel('Coupon code').fill('welcome10');
      await page.getByLabel('Coupon code').press('Enter');
      await page.getByTestId('coupon-applied').getByText('WELCOME10').waitFor();
      await page.getByTestId('summary-discount').waitFor();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/checkout');
      expect(validations.length).toBeGreaterThanOrEqual(1);
      expect(await page.getByTestId('order-success').count()).toBe(0);
      await expectValues(page, SHIPPING, email);
      await expectValues(page, CARD);
      expect(await formField(page, 'Prefecture').inputValue()).toBe('Okinawa');

      // Remove, then the Apply button: the same.
      await page.getByRole('button', { name: 'Remove coupon' }).click();
      await page.getByLabel('Coupon code').fill('WELCOME10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByTestId('coupon-applied').getByText('WELCOME10').waitFor();
      expect(new URL(page.url()).search).toBe('');
      await expectValues(page, SHIPPING, email);
      await expectValues(page, CARD);
      await page.getByTestId('coupon-applied').scrollIntoViewIfNeeded();
      await shot(page, `checkout-coupon-kept-${label}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('an empty Place Order marks every empty required field and focuses the first', async () => {
    const product = await pickProduct();
    const context = await newContext(width, height);
    try {
      const page = await context.newPage();
      await addToCart(page, product, 1);
      await page.goto(`${suite.shop.url}/checkout`);
      await page.getByRole('heading', { name: 'Checkout' }).waitFor();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page
        .getByRole('alert')
        .getByText('Please fill in all required shipping information')
        .waitFor();
      const required = [
        'First name',
        'Last name',
        'Email',
        'Address',
        'City',
        'Postcode',
        'Card number',
        'Name on card',
        'Expiry (MM/YY)',
        'CVV',
      ];
      for (const name of required) {
        expect(await formField(page, name).getAttribute('aria-invalid')).toBe('true');
      }
      expect(await formField(page, 'Phone').getAttribute('aria-invalid')).toBeNull();
      // The first one has the focus, so a phone scrolls to it.
      expect(
        await formField(page, 'First name').evaluate((input) => input === document.activeElement),
      ).toBe(true);
      expect(await formField(page, 'First name').isVisible()).toBe(true);
      const box = await formField(page, 'First name').boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= height).toBe(true);
      // Marked visibly, not only for a screen reader.
      const border = await formField(page, 'First name').evaluate(
        (input) => getComputedStyle(input).borderTopColor,
      );
      const phoneBorder = await formField(page, 'Phone').evaluate(
        (input) => getComputedStyle(input).borderTopColor,
      );
      expect(border).not.toBe(phoneBorder);
      await shot(page, `checkout-empty-submit-${label}`, false);

      // A field filled in is no longer marked.
      await formField(page, 'First name').fill('Hanako');
      expect(await formField(page, 'First name').getAttribute('aria-invalid')).toBeNull();
    } finally {
      await context.close();
    }
  });

  test('the success screen survives a reload, naming the order, with no token in the query', async () => {
    const product = await pickProduct();
    const context = await newContext(width, height);
    try {
      const page = await context.newPage();
      await addToCart(page, product, 1);
      const email = `success.${label}.${Date.now()}@example.com`;
      const orderId = await placeAsGuest(page, email);
      expect(orderId).toMatch(/^CH-[0-9A-Z]{10}$/);
      expect(page.url()).toContain(orderId);
      expect(new URL(page.url()).search).not.toMatch(/token/i);

      await page.reload();
      const success = page.getByTestId('order-success');
      await success.waitFor();
      expect(await success.getByTestId('order-id').textContent()).toBe(orderId);
      await success.getByText(`An e-mail confirmation will be sent to ${email}`).waitFor();
      expect(await page.getByText('Your cart is empty').count()).toBe(0);
      expect(new URL(page.url()).search).not.toMatch(/token/i);
      await shot(page, `checkout-success-reloaded-${label}`);

      // The guest's link still opens the order.
      await success.getByRole('link', { name: 'View your order' }).click();
      await page.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
    } finally {
      await context.close();
    }
  });
});

test('a reload keeps the shipping draft for the tab, never the card; a placed order clears it', async () => {
  const product = await pickProduct();
  const page = await suite.context.newPage();
  await addToCart(page, product, 1);
  await page.goto(`${suite.shop.url}/checkout`);
  const email = `draft.${Date.now()}@example.com`;
  await fillShipping(page, email);
  await fillCard(page);
  // Typing is saved as it happens; wait for the last field to reach the draft.
  await page.waitForFunction(() => JSON.stringify(sessionStorage).includes('900-0001'));

  await page.reload();
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  await expectValues(page, SHIPPING, email);
  expect(await formField(page, 'Prefecture').inputValue()).toBe('Okinawa');
  for (const [label] of CARD) expect(await formField(page, label).inputValue()).toBe('');
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  // The e-mail address is the shopper's (its timestamp may hold any digits, 4242 too).
  expect(stored.replaceAll(email, '')).not.toContain('4242');
  expect(stored).not.toContain('CARDHOLDER');
  expect(stored).not.toContain('12/30');

  // A new tab (its own session) starts empty.
  const other = await suite.context.newPage();
  await other.goto(`${suite.shop.url}/checkout`);
  await other.getByRole('heading', { name: 'Checkout' }).waitFor();
  expect(await formField(other, 'Address').inputValue()).toBe('');
  await other.close();

  await fillCard(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByTestId('order-success').waitFor();
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('Kumoji');
  await addToCart(page, product, 1);
  await page.goto(`${suite.shop.url}/checkout`);
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  expect(await formField(page, 'Address').inputValue()).toBe('');
});

test('the drawer re-checks a refused coupon when the cart changes: it applies once it qualifies', async () => {
  const product = await pickProduct();
  const page = await suite.context.newPage();
  await addToCart(page, product, 1);
  const drawer = await openDrawer(page);
  await drawer.getByLabel('Coupon code').fill('WELCOME10');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await drawer.getByRole('alert').getByText('Invalid coupon code').waitFor();
  await drawer
    .getByRole('alert')
    .getByText(/needs a product total of at least/)
    .waitFor();

  await drawer.getByRole('button', { name: `Increase ${product.name}` }).click();
  await drawer.getByTestId('coupon-applied').getByText('WELCOME10').waitFor();
  await drawer.getByTestId('summary-discount').getByText(/−৳/).waitFor();
  expect(await drawer.getByText('Invalid coupon code').count()).toBe(0);

  // Below the minimum again it is dropped with the reason, and back above it returns.
  await drawer.getByRole('button', { name: `Decrease ${product.name}` }).click();
  await drawer
    .getByRole('alert')
    .getByText(/needs a product total of at least/)
    .waitFor();
  expect(await drawer.getByTestId('coupon-applied').count()).toBe(0);
  await drawer.getByRole('button', { name: `Increase ${product.name}` }).click();
  await drawer.getByTestId('coupon-applied').getByText('WELCOME10').waitFor();
  expect(await drawer.getByRole('alert').count()).toBe(0);
});

test('with yen shown, the minimum spend of a refused coupon is named in yen', async () => {
  const product = await pickProduct();
  const page = await suite.context.newPage();
  await addToCart(page, product, 1);
  await page.getByRole('group', { name: 'Currency' }).getByRole('button', { name: /JPY/ }).click();
  await page.getByTestId('cart-badge').getByText(/¥/).waitFor();
  const { jpyPerBdt } = await apiJson<{ jpyPerBdt: number }>('/config');
  const yen = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'JPY',
    maximumFractionDigits: 0,
  }).format(Math.round(2000 * jpyPerBdt));

  const drawer = await openDrawer(page);
  await drawer.getByLabel('Coupon code').fill('WELCOME10');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  const alert = drawer.getByRole('alert');
  await alert.getByText(/needs a product total of at least/).waitFor();
  expect(await alert.textContent()).toContain(`at least ${yen}`);
  expect(await alert.textContent()).not.toContain('৳');
  await shot(page, 'drawer-min-spend-yen-1280', false);

  // The same box on /checkout says the same.
  await page.keyboard.press('Escape');
  await page.goto(`${suite.shop.url}/checkout`);
  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page
    .getByRole('alert')
    .getByText(/needs a product total of at least/)
    .waitFor();
  expect(await page.getByRole('alert').textContent()).toContain(`at least ${yen}`);
  // Switching back names taka.
  await page.getByRole('group', { name: 'Currency' }).getByRole('button', { name: /BDT/ }).click();
  await page
    .getByRole('alert')
    .getByText(/at least ৳2,000/)
    .waitFor();
});
