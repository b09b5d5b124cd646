import type { Page } from 'playwright-core';
import { backOffice, shotInto, type Session } from '../support/back-office';
import { REMOTE_PORTS } from '../support/shop';
import { shopSuite } from '../support/suite';

// The back office and the counter, as staff and shoppers meet them: an admin ships an
// order with its carrier and the customer sees the tracking number (the tracking mail
// goes out with the 22:00 batch, api/test/modules/orders/order-life.test.ts); a shopper on /admin
// is refused and downloads nothing of the back office; a counter sale lowers stock and
// prints; a price edit reaches the product page.

const ADMIN = 'boss@circuithaat.test';
const suite = shopSuite({ env: { ADMIN_EMAILS: ADMIN } });
const staff = backOffice(suite);
const { api, signIn, signedInPage, product, stockOf } = staff;
const SHOTS = process.env.ADMIN_SCREENSHOTS_DIR;

afterEach(() => staff.closeAll());

const shot = (page: Page, name: string) => shotInto(SHOTS, page, name);

/** The first product the back office finds for `q` with a few units in stock. */
async function stocked(q: string) {
  const [hit] = await staff.stocked(admin.access_token, q);
  if (!hit) throw new Error(`no product for "${q}" with stock`);
  return hit;
}

const placeOrder = (session: Session, productId: string) =>
  staff.placeOrder(session, [{ productId, quantity: 1 }]);

let admin: Session;

beforeAll(async () => {
  admin = await signIn(ADMIN);
  expect(admin.user.role).toBe('admin');
}, 60_000);

test('an admin ships an order with a carrier and tracking number; the customer sees it on their order', async () => {
  const shopper = await signIn(`rina.${Date.now()}@example.com`);
  const ryzen = await product('amd-ryzen-7-7700x');
  const orderId = await placeOrder(shopper, ryzen.id);

  const page = await signedInPage(admin);
  await page.goto(`${suite.shop.url}/admin`);
  await page.getByRole('heading', { name: 'Back office' }).waitFor();
  await page.getByText('Orders today').waitFor();
  await page.getByRole('button', { name: orderId }).first().waitFor();
  await shot(page, 'admin-dashboard-1280');

  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByRole('button', { name: orderId }).click();
  const detail = page.getByLabel(`Order ${orderId}`);
  await detail.getByText('AMD Ryzen 7 7700X').waitFor();
  // Shipping without a tracking number is refused with the API's reason.
  await detail.getByLabel('Carrier').selectOption('yamato');
  await detail.getByRole('button', { name: 'Mark shipped' }).click();
  await detail
    .getByRole('alert')
    .getByText('A tracking number is required to ship an order')
    .waitFor();
  await detail.getByLabel('Tracking number').fill('1234-5678-9012');
  await detail.getByRole('button', { name: 'Mark shipped' }).click();
  await detail.getByRole('status').getByText(`Order ${orderId} is now shipped.`).waitFor();
  await detail.getByText('order.shipped').waitFor();
  await shot(page, 'admin-orders-1280');

  const customer = await signedInPage(shopper);
  await customer.goto(`${suite.shop.url}/orders/${orderId}`);
  await customer.getByText(/tracking 123456789012/).waitFor();
});

test('a shopper on /admin sees Access forbidden and never downloads the back office', async () => {
  const shopper = await signIn(`nosy.${Date.now()}@example.com`);
  const page = await signedInPage(shopper);
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${REMOTE_PORTS.admin}/`)) {
      adminRequests.push(request.url());
    }
  });
  await page.goto(`${suite.shop.url}/admin`);
  await page.getByRole('alert').getByText('Access forbidden').waitFor();
  await page.goto(`${suite.shop.url}/pos`);
  await page.getByRole('alert').getByText('Access forbidden').waitFor();
  expect(adminRequests.filter((url) => !url.endsWith('/mf-manifest.json'))).toEqual([]);
});

test('a counter cash sale by staff lowers stock, gives change and prints the receipt', async () => {
  const clerkEmail = `clerk.${Date.now()}@circuithaat.test`;
  const first = await signIn(clerkEmail); // proves the address; the role counts only then
  const granted = await api('/admin/users/role', {
    method: 'PUT',
    token: admin.access_token,
    body: { email: clerkEmail, role: 'staff' },
  });
  expect(granted.status).toBe(200);
  // The next token carries the new role.
  const clerk = (
    await api<Session>('/auth/refresh-token', { body: { refreshToken: first.refresh_token } })
  ).body;
  expect(clerk.user.role).toBe('staff');

  const ssd = await stocked('990 PRO');
  const before = await stockOf(ssd.id);

  const page = await signedInPage(clerk);
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.goto(`${suite.shop.url}/pos`);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    const scan = page.getByLabel(/Scan or type a product code/);
    await scan.waitFor();
    // Scanner-style: the code and Enter, keyboard only.
    await scan.focus();
    await page.keyboard.type(ssd.id);
    await page.keyboard.press('Enter');
    await page.getByLabel(`Quantity of ${ssd.name}`).waitFor();
    await page.getByLabel('Cash handed over (৳)').fill(String(ssd.price + 500));
    await page.getByText('৳500', { exact: true }).waitFor();
    await shot(page, `pos-sale-${width}`);
    await page.getByRole('button', { name: 'Complete sale' }).click();
    await page.getByRole('status').getByText('Change due: ৳500').waitFor();
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await receipt.getByText(ssd.name).waitFor();
    await page.getByRole('button', { name: 'Print receipt' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(
      width === 1280 ? 1 : 2,
    );
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('heading', { name: 'Sale complete' }).isVisible()).toBe(false);
    expect(await receipt.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await shot(page, `pos-receipt-${width}`);
    await page.getByRole('button', { name: 'New sale' }).click();
  }

  expect(await stockOf(ssd.id)).toBe(before - 2);
  const sales = await api<{ items: { channel: string; status: string }[] }>(
    '/admin/orders?channel=pos',
    { token: admin.access_token },
  );
  expect(sales.body.items.slice(0, 2)).toEqual([
    expect.objectContaining({ channel: 'pos', status: 'delivered' }),
    expect.objectContaining({ channel: 'pos', status: 'delivered' }),
  ]);
});

test('a price edit in the back office shows on the product page', async () => {
  const gpu = await stocked('4070 Super');
  const newPrice = gpu.price - 1234;
  const page = await signedInPage(admin);
  await page.goto(`${suite.shop.url}/admin?tab=products&q=${encodeURIComponent(gpu.name)}`);
  await page.getByRole('button', { name: gpu.name }).first().click();
  const form = page.getByRole('form', { name: `Edit ${gpu.name}` });
  await form.getByLabel('Price (৳)', { exact: true }).fill(String(newPrice));
  await form.getByRole('button', { name: 'Save changes' }).click();
  await form.getByRole('status').getByText(/Saved/).waitFor();
  await shot(page, 'admin-products-1280');

  const formatted = `৳${newPrice.toLocaleString('en-US')}`;
  const productPage = await suite.context.newPage();
  const deadline = Date.now() + 15_000;
  for (;;) {
    await productPage.goto(`${suite.shop.url}/product/${gpu.slug}`);
    const price = productPage.getByTestId('product-price');
    await price.waitFor();
    if ((await price.textContent())?.includes(formatted)) break;
    if (Date.now() > deadline)
      throw new Error(`product page still shows ${await price.textContent()}`);
    await productPage.waitForTimeout(1000);
  }
});
