import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { collectErrors } from '../support/browser';
import { codeFromOutbox, mailFromOutbox } from '../support/outbox';
import { shopSuite } from '../support/suite';

// Buying for real, at a desktop and a phone width: two products into the cart, quantities
// changed in the drawer, WELCOME10, a shipping estimate for Okinawa, a card payment
// through the test gateway, the order and its stock in the API, the confirmation mail
// and its link; a declined card keeps the cart; a double click places one order; a
// signed-in shopper finds the order in My Orders at the total the drawer showed.

const suite = shopSuite();
const SHOTS =
  process.env.CHECKOUT_SHOTS_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'checkout-shots');

const VIEWPORTS = [
  { label: '1280', width: 1280, height: 900 },
  { label: '360', width: 360, height: 780 },
] as const;

const CARD_OK = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';

interface ApiProduct {
  id: string;
  slug: string;
  name: string;
  price: number;
  stockQuantity: number;
}

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'BDT',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});
const taka = (amount: number) => money.format(amount);
const day = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

async function apiJson<T>(pathname: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${suite.shop.apiUrl}/api/v1${pathname}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const stockOf = async (id: string) =>
  (await apiJson<{ stock: number }>(`/inventory/${encodeURIComponent(id)}/check`)).stock;

/**
 * Two in-stock products where one of the first and two of the second come to between
 * ৳2,000 and ৳5,000: WELCOME10 applies, and Japan charges the ৳150 shipping fee.
 */
async function pickProducts(): Promise<[ApiProduct, ApiProduct]> {
  const list = await apiJson<{ items: ApiProduct[] }>(
    '/products?minPrice=600&maxPrice=1600&inStock=true&sort=price-asc&pageSize=50',
  );
  const usable = list.items.filter((product) => product.stockQuantity >= 12);
  for (const first of usable) {
    for (const second of usable) {
      const total = first.price + 2 * second.price;
      if (first.id !== second.id && total >= 2400 && total <= 4600) return [first, second];
    }
  }
  throw new Error('the seeded catalog has no two products for this test');
}

async function newContext(width: number, height: number): Promise<BrowserContext> {
  return suite.newContext({ viewport: { width, height } });
}

/** Fixed layers (drawer, dialog) are shot as the viewport shows them; pages whole. */
async function shot(page: Page, name: string, fullPage = true) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

async function addFromProductPage(page: Page, product: ApiProduct, countAfter: number) {
  await page.goto(`${suite.shop.url}/product/${product.slug}`);
  await page.getByRole('heading', { name: product.name }).first().waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByTestId('cart-badge').getByText(String(countAfter), { exact: true }).waitFor();
}

async function openDrawer(page: Page) {
  await page.getByTestId('cart-badge').click();
  const drawer = page.getByRole('dialog', { name: /Your cart/ });
  await drawer.waitFor();
  return drawer;
}

/** A checkout field by the start of its label (required ones end in a hidden asterisk). */
function formField(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[()*/]/g, '\\$&')}`));
}

async function fillCheckout(page: Page, options: { email?: string; card: string }) {
  const field = (label: string) => formField(page, label);
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  await field('First name').fill('Hanako');
  await field('Last name').fill('Yamada');
  if (options.email) await field('Email').fill(options.email);
  await field('Address').fill('1-2-3 Kumoji');
  await field('Card number').fill(options.card);
  await field('Name on card').fill('HANAKO YAMADA');
  await field('Expiry (MM/YY)').fill('12/30');
  await field('CVV').fill('123');
}

/** Both clicks land before the page can re-render: the second must not place an order. */
async function doubleClickPlaceOrder(page: Page) {
  await page.getByRole('button', { name: 'Place Order' }).waitFor();
  await page.evaluate(() => {
    const button = Array.from(document.querySelectorAll('button')).find(
      (candidate) => candidate.textContent?.trim() === 'Place Order',
    );
    button?.click();
    button?.click();
  });
}

async function signInWithCode(page: Page, email: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await dialog.getByLabel('OTP code').waitFor();
  await dialog.getByLabel('OTP code').fill(await codeFromOutbox(suite.shop.dataDir, email, since));
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe.each(VIEWPORTS)('checkout at $label px', ({ label, width, height }) => {
  test('a guest buys two products with WELCOME10 and an Okinawa estimate, and gets the mail', async () => {
    const [first, second] = await pickProducts();
    const context = await newContext(width, height);
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await addFromProductPage(page, first, 1);
      await addFromProductPage(page, second, 2);

      const drawer = await openDrawer(page);
      await drawer.getByRole('button', { name: `Increase ${second.name}` }).click();
      await drawer.getByLabel(`Quantity of ${second.name}`).getByText('2').waitFor();
      const subtotal = first.price + 2 * second.price;
      await drawer.getByTestId('summary-products').getByText(taka(subtotal)).waitFor();
      await drawer
        .getByTestId('free-shipping-hint')
        .getByText(`Add ${taka(5000 - subtotal)} more for FREE shipping`)
        .waitFor();

      // An unknown code is refused with the spec's message; WELCOME10 takes 10% off.
      await drawer.getByLabel('Coupon code').fill('NOPE2026');
      await drawer.getByRole('button', { name: 'Apply' }).click();
      await drawer.getByRole('alert').getByText('Invalid coupon code').waitFor();
      await drawer.getByLabel('Coupon code').fill('welcome10');
      await drawer.getByRole('button', { name: 'Apply' }).click();
      const discount = Math.floor(subtotal / 10);
      await drawer.getByTestId('coupon-applied').getByText('WELCOME10').waitFor();
      await drawer
        .getByTestId('summary-discount')
        .getByText(`−${taka(discount)}`)
        .waitFor();

      // Calculate: Okinawa, with the fee and the date the API quotes.
      await drawer.getByRole('button', { name: 'Calculate' }).click();
      const calculate = page.getByRole('dialog', { name: 'Calculate shipping' });
      await calculate.getByLabel('Prefecture').selectOption('Okinawa');
      await calculate.getByLabel('City').fill('Naha');
      await calculate.getByLabel('Postcode').fill('900-0001');
      await calculate.getByRole('button', { name: 'Update' }).click();
      const quote = await apiJson<{ fee: number; deliveryDate: string; deliveryDays: number }>(
        '/shipping/quote',
        {
          method: 'POST',
          body: JSON.stringify({
            country: 'Japan',
            prefecture: 'Okinawa',
            items: [
              { productId: first.id, quantity: 1 },
              { productId: second.id, quantity: 2 },
            ],
          }),
        },
      );
      expect(quote.fee).toBe(150);
      expect(quote.deliveryDays).toBe(3);
      const result = calculate.getByTestId('calculate-result');
      await result.getByText(taka(150)).waitFor();
      await result.getByText(day.format(new Date(`${quote.deliveryDate}T00:00:00Z`))).waitFor();
      await shot(page, `calculate-${label}`, false);
      // Escape closes the inner dialog only; the drawer keeps the keyboard after it.
      await page.keyboard.press('Escape');
      await calculate.waitFor({ state: 'detached' });
      await drawer
        .getByTestId('summary-delivery')
        .getByText(/Okinawa/)
        .waitFor();
      const total = subtotal + 150 - discount;
      await drawer.getByTestId('summary-total').getByText(taka(total)).waitFor();
      const drawerTotal = (await drawer.getByTestId('summary-total').textContent()) ?? '';
      await shot(page, `drawer-${label}`, false);

      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'cart-badge',
      );

      const stockBefore = [await stockOf(first.id), await stockOf(second.id)];
      await (await openDrawer(page)).getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/checkout$/);
      const email = `guest.${label}.${Date.now()}@example.com`;
      await fillCheckout(page, { email, card: CARD_OK });
      expect(await formField(page, 'Prefecture').inputValue()).toBe('Okinawa');
      expect(await formField(page, 'City').inputValue()).toBe('Naha');
      await page.getByTestId('summary-total').getByText(drawerTotal).waitFor();
      await shot(page, `checkout-${label}`);

      const since = Date.now();
      await page.getByRole('button', { name: 'Place Order' }).click();
      const success = page.getByTestId('order-success');
      await success.waitFor();
      const orderId = (await success.getByTestId('order-id').textContent()) ?? '';
      expect(orderId).toMatch(/^CH-[0-9A-Z]{10}$/);
      await success.getByText(`An e-mail confirmation will be sent to ${email}`).waitFor();
      await shot(page, `success-${label}`);
      expect(await page.getByTestId('cart-badge').count()).toBe(0);

      // The API has the order the page named, at the drawer's total, and took the stock.
      const href =
        (await success.getByRole('link', { name: 'View your order' }).getAttribute('href')) ?? '';
      const token = new URLSearchParams(href.split('#')[1] ?? '').get('token') ?? '';
      const order = await apiJson<{
        id: string;
        total: number;
        items: { productId: string; quantity: number }[];
      }>(`/orders/${orderId}`, { headers: { 'X-Order-Token': token } });
      expect(order.id).toBe(orderId);
      expect(taka(order.total)).toBe(drawerTotal);
      expect(await stockOf(first.id)).toBe((stockBefore[0] ?? 0) - 1);
      expect(await stockOf(second.id)).toBe((stockBefore[1] ?? 0) - 2);

      // The confirmation mail arrived, and its link opens the order for a guest.
      const mail = await mailFromOutbox(suite.shop.dataDir, email, orderId, since);
      expect(mail).toContain(`Total: ${drawerTotal}`);
      expect(mail).toContain('Okinawa');
      const link = new RegExp(`${suite.shop.url}/orders/${orderId}#token=[\\w%-]+`).exec(mail)?.[0];
      expect(link).toBeDefined();
      const stranger = await newContext(width, height);
      try {
        const guest = await stranger.newPage();
        await guest.goto(link ?? '');
        await guest.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
        await guest.getByText(first.name).waitFor();
        await guest.getByText(drawerTotal).first().waitFor();
      } finally {
        await stranger.close();
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a declined card shows the reason and keeps the cart', async () => {
    const [product] = await pickProducts();
    const context = await newContext(width, height);
    try {
      const page = await context.newPage();
      await addFromProductPage(page, product, 1);
      const stockBefore = await stockOf(product.id);
      await page.goto(`${suite.shop.url}/checkout`);
      await fillCheckout(page, {
        email: `declined.${Date.now()}@example.com`,
        card: CARD_DECLINED,
      });
      await formField(page, 'Prefecture').selectOption('Tokyo');
      await formField(page, 'City').fill('Shibuya');
      await formField(page, 'Postcode').fill('150-0002');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page
        .getByRole('alert')
        .getByText('Your card was declined. Please use another card.')
        .waitFor();
      await shot(page, `declined-${label}`);
      expect(await page.getByTestId('order-success').count()).toBe(0);
      await page.getByTestId('cart-badge').getByText('1', { exact: true }).waitFor();
      const stored = await page.evaluate(() => localStorage.getItem('circuithaat.cart'));
      expect(JSON.parse(stored ?? '[]')).toHaveLength(1);
      expect(await stockOf(product.id)).toBe(stockBefore);
    } finally {
      await context.close();
    }
  });

  test('a signed-in shopper double-clicks Place Order, gets one order, and finds it in My Orders', async () => {
    const [first, second] = await pickProducts();
    const context = await newContext(width, height);
    try {
      const page = await context.newPage();
      await page.goto(suite.shop.url);
      const email = `shopper.${label}.${Date.now()}@example.com`;
      await signInWithCode(page, email);
      await addFromProductPage(page, first, 1);
      await addFromProductPage(page, second, 2);
      const drawer = await openDrawer(page);
      await drawer.getByRole('button', { name: `Increase ${second.name}` }).click();
      await drawer.getByLabel(`Quantity of ${second.name}`).getByText('2').waitFor();
      await drawer.getByLabel('Coupon code').fill('WELCOME10');
      await drawer.getByRole('button', { name: 'Apply' }).click();
      await drawer.getByTestId('coupon-applied').waitFor();
      await drawer.getByTestId('summary-total').getByText(/৳/).waitFor();
      await drawer.getByTestId('summary-shipping').getByText(taka(150)).waitFor();
      const drawerTotal = (await drawer.getByTestId('summary-total').textContent()) ?? '';
      await drawer.getByRole('button', { name: 'Place Order' }).click();

      await page.waitForURL(/\/checkout$/);
      // The session's e-mail fills the form.
      expect(await formField(page, 'Email').inputValue()).toBe(email);
      await fillCheckout(page, { card: CARD_OK });
      await formField(page, 'Prefecture').selectOption('Osaka');
      await formField(page, 'City').fill('Osaka');
      await formField(page, 'Postcode').fill('530-0001');
      await page.getByTestId('summary-total').getByText(drawerTotal).waitFor();
      await doubleClickPlaceOrder(page);
      const success = page.getByTestId('order-success');
      await success.waitFor();
      const orderId = (await success.getByTestId('order-id').textContent()) ?? '';

      const token = await page.evaluate(() => localStorage.getItem('circuithaat.access_token'));
      const mine = await apiJson<{ orders: { id: string; total: number }[] }>('/orders/user', {
        headers: { Authorization: `Bearer ${token ?? ''}` },
      });
      expect(mine.orders.map((order) => order.id)).toEqual([orderId]);
      expect(taka(mine.orders[0]?.total ?? -1)).toBe(drawerTotal);

      await page.goto(`${suite.shop.url}/orders`);
      const row = page.getByRole('link', { name: new RegExp(`Order ${orderId}`) });
      await row.waitFor();
      expect(await row.textContent()).toContain(drawerTotal);
      await shot(page, `my-orders-${label}`);
    } finally {
      await context.close();
    }
  });
});

test('a signed-out visitor opening an order page gets the sign-in modal, then a Sign In button', async () => {
  const page = await suite.open('/orders/CH-0000000000');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Please sign in to see this order.').waitFor();
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await dialog.waitFor();
});
