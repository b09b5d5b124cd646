import type { Page } from 'playwright-core';
import { pdfText } from '../../api/test/support/pdf-text';
import { collectErrors } from '../support/browser';
import { shopSuite } from '../support/suite';

// After the purchase, for real: a guest buys, downloads the receipt from the order page,
// then tracks the order at /track (footer link) by its number and e-mail address and
// sees its status; a wrong e-mail address reads exactly as a wrong order number.

const suite = shopSuite();

interface ApiProduct {
  id: string;
  slug: string;
  name: string;
  stockQuantity: number;
}

async function inStockProduct(): Promise<ApiProduct> {
  const response = await fetch(
    `${suite.shop.apiUrl}/api/v1/products?minPrice=600&maxPrice=3000&inStock=true&sort=price-asc&pageSize=50`,
  );
  const list = (await response.json()) as { items: ApiProduct[] };
  const product = list.items.find((item) => item.stockQuantity >= 5);
  if (!product) throw new Error('the seeded catalog has no product for this test');
  return product;
}

/** A checkout field by the start of its label (required ones end in a hidden asterisk). */
function formField(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[()*/]/g, '\\$&')}`));
}

async function guestBuys(page: Page, email: string): Promise<string> {
  const product = await inStockProduct();
  await page.goto(`${suite.shop.url}/product/${product.slug}`);
  await page.getByRole('heading', { name: product.name }).first().waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByTestId('cart-badge').getByText('1', { exact: true }).waitFor();
  await page.getByTestId('cart-badge').click();
  const drawer = page.getByRole('dialog', { name: /Your cart/ });
  await drawer.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/checkout$/);
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  await formField(page, 'First name').fill('Hanako');
  await formField(page, 'Last name').fill('Yamada');
  await formField(page, 'Email').fill(email);
  await formField(page, 'Prefecture').selectOption('Tokyo');
  await formField(page, 'City').fill('Shibuya');
  await formField(page, 'Postcode').fill('150-0002');
  await formField(page, 'Address').fill('1-2-3 Shibuya');
  await formField(page, 'Card number').fill('4242 4242 4242 4242');
  await formField(page, 'Name on card').fill('HANAKO YAMADA');
  await formField(page, 'Expiry (MM/YY)').fill('12/30');
  await formField(page, 'CVV').fill('123');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const success = page.getByTestId('order-success');
  await success.waitFor();
  return (await success.getByTestId('order-id').textContent()) ?? '';
}

async function track(page: Page, orderNumber: string, email: string) {
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Track order' }).click();
}

test('a guest downloads the receipt, then tracks the order at /track and sees its status', async () => {
  const context = await suite.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const errors = collectErrors(page);
    const email = `tracker.${Date.now()}@example.com`;
    const orderId = await guestBuys(page, email);
    expect(orderId).toMatch(/^CH-[0-9A-Z]{10}$/);

    // The order page (the guest's link) offers the receipt as a PDF download.
    await page.getByRole('link', { name: 'View your order' }).click();
    await page.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`receipt-${orderId}.pdf`);
    // A real PDF: its text holds the order's number and the total the order page shows.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const receipt = await pdfText(Buffer.concat(chunks));
    const squeezed = (text: string) => text.replace(/\s+/g, '');
    expect(receipt).toContain(orderId);
    const total = await page.getByTestId('order-total').textContent();
    expect(squeezed(receipt)).toContain(squeezed(total ?? 'no total on the page'));

    // The footer leads to /track; the form checks its fields before asking.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Track an order' }).click();
    await page.waitForURL(/\/track$/);
    await page.getByRole('heading', { name: 'Track an order' }).waitFor();
    await page.getByRole('button', { name: 'Track order' }).click();
    await page.getByText('Enter your order number', { exact: true }).waitFor();
    await page.getByText('Enter the e-mail address you ordered with').waitFor();

    await track(page, orderId, email.toUpperCase());
    const found = page.getByTestId('track-found');
    await found.waitFor();
    await found.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
    expect(await found.getByTestId('track-status').textContent()).toBe('Paid');

    // A wrong e-mail address and a wrong number get the very same answer.
    await track(page, orderId, 'someone.else@example.com');
    const notFound = page.getByTestId('track-not-found');
    await notFound.waitFor();
    const wrongEmail = await page.getByTestId('track-answer').textContent();
    expect(await found.count()).toBe(0);
    await track(page, 'CH-0000000000', email);
    await notFound.waitFor();
    expect(await page.getByTestId('track-answer').textContent()).toBe(wrongEmail);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('/ja/track speaks Japanese', async () => {
  const page = await suite.open('/ja/track');
  await page.getByRole('heading', { name: '注文状況の確認' }).waitFor();
  await page.getByRole('button', { name: '注文状況を確認' }).click();
  await page.getByText('注文番号を入力してください').waitFor();
});
