import type { BrowserContext, Page } from 'playwright-core';
import { collectErrors } from '../support/browser';
import { mailFromOutbox } from '../support/outbox';
import { shopSuite } from '../support/suite';
import { VIEWPORTS, addToCart, formField, screenshots, storefrontApi } from '../support/storefront';

// Issue 26 from the shopper's side (docs/shipping.md): a Dhaka order with a mobile number
// from the drawer's Calculate dialog to the confirmation mail; a Tokyo order that enters
// only the postcode and asks for 19-21; each refusal shown beside its own field.

const suite = shopSuite();
const { pickProduct, gulshan } = storefrontApi(() => suite.shop.apiUrl);
const shot = screenshots('bangladesh-japan-checkout');

function newContext(width: number, height: number): Promise<BrowserContext> {
  return suite.newContext({ viewport: { width, height } });
}

/** The message shown beside a field: the element its aria-describedby names. */
async function messageBeside(page: Page, label: string): Promise<string> {
  const field = formField(page, label);
  await page.waitForFunction(
    (element) => element?.getAttribute('aria-invalid') === 'true',
    await field.elementHandle(),
  );
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts: string[] = [];
  for (const id of ids.split(/\s+/).filter(Boolean)) {
    texts.push((await page.locator(`[id="${id}"]`).textContent()) ?? '');
  }
  return texts.join(' ');
}

async function fillNameAndCard(page: Page, email: string) {
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  await formField(page, 'First name').fill('Rahim');
  await formField(page, 'Last name').fill('Uddin');
  await formField(page, 'Email').fill(email);
  await formField(page, 'Card number').fill('4242 4242 4242 4242');
  await formField(page, 'Name on card').fill('RAHIM UDDIN');
  await formField(page, 'Expiry (MM/YY)').fill('12/30');
  await formField(page, 'CVV').fill('123');
}

async function placeOrder(page: Page): Promise<{ orderId: string; href: string }> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  const success = page.getByTestId('order-success');
  await success.waitFor();
  const orderId = (await success.getByTestId('order-id').textContent()) ?? '';
  const href =
    (await success.getByRole('link', { name: 'View your order' }).getAttribute('href')) ?? '';
  return { orderId, href };
}

describe.each(VIEWPORTS)('Bangladesh and Japan at $label px', ({ label, width, height }) => {
  test('a Dhaka order with a mobile number, from the drawer to the mail', async () => {
    const product = await pickProduct();
    const area = await gulshan();
    const context = await newContext(width, height);
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await addToCart(page, suite.shop.url, product);

      // The drawer's Calculate: Bangladesh is listed first with taka, with the area selects.
      await page.getByTestId('cart-badge').click();
      const drawer = page.getByRole('dialog', { name: /Your cart/ });
      await drawer.getByRole('button', { name: 'Calculate' }).click();
      const calculate = page.getByRole('dialog', { name: 'Calculate shipping' });
      const countries = await calculate.getByLabel('Country').locator('option').allTextContents();
      expect(countries[0]).toBe('Bangladesh');
      await calculate.getByLabel('Country').selectOption('Bangladesh');
      await calculate.getByLabel('Division').selectOption(area.division);
      expect(await calculate.getByLabel('Division').locator('option:checked').textContent()).toBe(
        'Dhaka (ঢাকা)',
      );
      await calculate.getByLabel('District').selectOption(area.district);
      await calculate.getByLabel('Upazila / Thana').selectOption(area.upazila);
      await calculate.getByRole('button', { name: 'Update' }).click();
      await calculate
        .getByTestId('calculate-result')
        .getByText(/Gulshan, Dhaka/)
        .waitFor();
      await shot(page, `calculate-dhaka-${label}`, false);
      await page.keyboard.press('Escape');
      await calculate.waitFor({ state: 'detached' });
      await drawer
        .getByTestId('summary-delivery')
        .getByText(/Gulshan/)
        .waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });

      // Checkout starts from the drawer's area; the mobile number is checked beside its field.
      await page.goto(`${suite.shop.url}/checkout`);
      const email = `dhaka.${label}.${Date.now()}@example.com`;
      await fillNameAndCard(page, email);
      expect(await formField(page, 'Country').inputValue()).toBe('Bangladesh');
      expect(await formField(page, 'Upazila / Thana').inputValue()).toBe(area.upazila);
      await formField(page, 'Address').fill('House 12, Road 45');
      await formField(page, 'Mobile number').fill('0123 456');
      await page.getByRole('button', { name: 'Place Order' }).click();
      expect(await messageBeside(page, 'Mobile number')).toContain(
        'Enter a Bangladeshi mobile number: 01XXXXXXXXX, with or without +880',
      );
      expect(await formField(page, 'Address').inputValue()).toBe('House 12, Road 45');
      await formField(page, 'Mobile number').fill('01712-345678');
      await page
        .getByTestId('summary-delivery')
        .getByText(/Gulshan/)
        .waitFor();
      await shot(page, `checkout-dhaka-${label}`);

      const since = Date.now();
      const { orderId, href } = await placeOrder(page);
      const mail = await mailFromOutbox(suite.shop.dataDir, email, orderId, since);
      expect(mail).toContain('Gulshan');
      expect(mail).toContain('+8801712345678');

      await page.goto(`${suite.shop.url}${href}`);
      await page
        .getByTestId('order-area')
        .getByText(/Gulshan/)
        .waitFor();
      await page.getByTestId('order-mobile').getByText('+8801712345678').waitFor();
      await shot(page, `order-dhaka-${label}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a Tokyo order from its postcode alone, delivered 19-21', async () => {
    const product = await pickProduct();
    const context = await newContext(width, height);
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await addToCart(page, suite.shop.url, product);
      await page.goto(`${suite.shop.url}/checkout`);
      const email = `tokyo.${label}.${Date.now()}@example.com`;
      await fillNameAndCard(page, email);
      await formField(page, 'Country').selectOption('Japan');

      // A postcode of another prefecture is refused beside the postcode; nothing is lost.
      await formField(page, 'Prefecture').selectOption('Osaka');
      await formField(page, 'Postcode').fill('100-0005');
      await formField(page, 'City').fill('Osaka-shi');
      await formField(page, 'Address').fill('1-1-1');
      await page.getByRole('button', { name: 'Place Order' }).click();
      expect(await messageBeside(page, 'Postcode')).toContain('is in Tokyo, not in Osaka');
      expect(await formField(page, 'Address').inputValue()).toBe('1-1-1');
      expect(await formField(page, 'Card number').inputValue()).toBe('4242 4242 4242 4242');

      // Only the postcode: it fills the prefecture, city and town.
      await formField(page, 'Prefecture').selectOption('');
      await formField(page, 'City').fill('');
      await formField(page, 'Town').fill('');
      await formField(page, 'Postcode').fill('');
      await formField(page, 'Postcode').fill('1000005');
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('input')).some((input) => input.value === '丸の内'),
      );
      expect(await formField(page, 'Prefecture').inputValue()).toBe('Tokyo');
      expect(await formField(page, 'City').inputValue()).toBe('千代田区');
      expect(await formField(page, 'Town').inputValue()).toBe('丸の内');
      await page.getByText('〒100-0005: 東京都千代田区丸の内').waitFor();
      await page.getByTestId('tax-note').getByText('税込').waitFor();

      const dates = await formField(page, 'Delivery date')
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      const asked = dates.find((value) => value !== '');
      expect(asked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await formField(page, 'Delivery date').selectOption(asked ?? '');
      await formField(page, 'Time slot').selectOption('19-21');
      await shot(page, `checkout-tokyo-${label}`);

      const since = Date.now();
      const { orderId, href } = await placeOrder(page);
      const mail = await mailFromOutbox(suite.shop.dataDir, email, orderId, since);
      expect(mail).toContain('100-0005');

      await page.goto(`${suite.shop.url}${href}`);
      await page.getByTestId('order-delivery-slot').getByText('19:00-21:00').waitFor();
      await page.getByTestId('order-delivery-date').waitFor();
      await page.getByTestId('order-tax').waitFor();
      await page.getByText('Tax included (10%)').waitFor();
      await shot(page, `order-tokyo-${label}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
