import { mailFromOutbox } from '../support/outbox';
import { backOffice, shotInto, type Session } from '../support/back-office';
import { shopSuite } from '../support/suite';

// The back office's orders as a clerk and the customer meet them: the dashboard's count
// of orders waiting to ship is all of them and opens them; a cancel tells the customer
// what was refunded and their order page says so instead of promising a delivery; a
// return is refunded in part from a dialog, stock coming back only for goods ticked as back.

const ADMIN = 'orders.boss@circuithaat.test';
const suite = shopSuite({ env: { ADMIN_EMAILS: ADMIN } });
const staff = backOffice(suite);
const SHOTS = process.env.ORDERS_SCREENSHOTS_DIR;

let admin: Session;

beforeAll(async () => {
  admin = await staff.signIn(ADMIN);
  expect(admin.user.role).toBe('admin');
}, 60_000);

afterEach(() => staff.closeAll());

const stockOf = async (id: string) =>
  (await staff.api<{ stock: number }>(`/inventory/${encodeURIComponent(id)}/check`)).body.stock;

test('the dashboard counts every order waiting to ship and links to them all', async () => {
  const shopper = await staff.signIn(`many.${Date.now()}@example.com`);
  const products = await staff.stocked(admin.access_token, '', 3);
  expect(products.length).toBeGreaterThanOrEqual(21);
  for (const product of products.slice(0, 21)) {
    await staff.placeOrder(shopper, [{ productId: product.id, quantity: 1 }]);
  }
  const paid = await staff.api<{ total: number }>('/admin/orders?status=paid&pageSize=1', {
    token: admin.access_token,
  });
  expect(paid.body.total).toBeGreaterThan(20);

  const page = await staff.signedInPage(admin);
  await page.goto(`${suite.shop.url}/admin`);
  const waiting = page.getByRole('link', { name: `Waiting to ship (${paid.body.total})` });
  await waiting.waitFor();
  await page
    .getByRole('link', { name: `See all ${paid.body.total} orders waiting to ship` })
    .waitFor();
  await shotInto(SHOTS, page, 'dashboard-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await shotInto(SHOTS, page, 'dashboard-360', {
    target: page.locator('div', { has: waiting }).last(),
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  await waiting.click();
  await page.getByRole('tab', { name: 'Orders', selected: true }).waitFor();
  expect(new URL(page.url()).searchParams.get('status')).toBe('paid');
  await page.getByText(`${paid.body.total} orders`, { exact: true }).waitFor();
  expect(await page.getByLabel('Status').inputValue()).toBe('paid');
});

test('a cancelled order mails the customer what was refunded and its page shows the refund, not a delivery date', async () => {
  const shopper = await staff.signIn(`cancel.${Date.now()}@example.com`);
  const [product] = await staff.stocked(admin.access_token, 'Ryzen', 3);
  const orderId = await staff.placeOrder(shopper, [{ productId: product!.id, quantity: 1 }], 'JPY');

  const page = await staff.signedInPage(admin);
  await page.goto(`${suite.shop.url}/admin?tab=orders&id=${orderId}`);
  const detail = page.getByLabel(`Order ${orderId}`);
  await detail.getByRole('button', { name: 'Cancel order' }).waitFor();
  page.once('dialog', (dialog) => void dialog.accept());
  const since = Date.now();
  await detail.getByRole('button', { name: 'Cancel order' }).click();
  await detail.getByRole('status').getByText(`Order ${orderId} is now cancelled.`).waitFor();
  await detail
    .getByRole('list', { name: 'Refunds' })
    .getByText(/Order cancelled/)
    .waitFor();

  const mail = await mailFromOutbox(
    suite.shop.dataDir,
    shopper.user.email,
    'has been cancelled',
    since,
  );
  expect(mail).toContain(`Your order ${orderId} has been cancelled.`);
  expect(mail).toMatch(/We refunded ¥[\d,]+ to your card ending 4242\./);

  for (const width of [1280, 360]) {
    const customer = await staff.signedInPage(shopper, width);
    await customer.goto(`${suite.shop.url}/orders/${orderId}`);
    const note = customer.getByRole('status', { name: 'Cancellation' });
    await note.waitFor();
    // Shown in taka (the shopper's currency) and in the yen that was paid.
    expect(await note.textContent()).toMatch(
      /৳[\d,]+ \(¥[\d,]+\) refunded to your Visa ending 4242\./,
    );
    expect(await customer.getByText(/arrives by/).count()).toBe(0);
    expect(await customer.getByText(/Paid by/).count()).toBe(0);
    await shotInto(SHOTS, customer, `cancelled-order-${width}`);
    await staff.closeAll();
  }
});

test('a shipped order is refunded in part from the back office; only the goods that came back return to stock', async () => {
  const shopper = await staff.signIn(`return.${Date.now()}@example.com`);
  const [product] = await staff.stocked(admin.access_token, 'Ryzen', 3);
  const orderId = await staff.placeOrder(shopper, [{ productId: product!.id, quantity: 2 }]);
  const shipped = await staff.api<{ total: number }>(`/admin/orders/${orderId}/status`, {
    token: admin.access_token,
    body: { status: 'shipped', carrier: 'yamato', trackingNumber: '123456789012' },
  });
  expect(shipped.status).toBe(200);
  const total = shipped.body.total;
  const stockBefore = await stockOf(product!.id);

  const page = await staff.signedInPage(admin);
  await page.goto(`${suite.shop.url}/admin?tab=orders&id=${orderId}`);
  const detail = page.getByLabel(`Order ${orderId}`);
  await detail.getByRole('button', { name: 'Refund or return…' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order ${orderId}` });
  await dialog.waitFor();
  await shotInto(SHOTS, page, 'refund-dialog-1280', { fullPage: false });

  // More than was paid is refused next to the amount, before anything is sent.
  await dialog.getByLabel('Amount to refund (৳)').fill(String(total + 1));
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await dialog.getByText(`At most ৳${total.toLocaleString('en-US')} is left to refund`).waitFor();

  await dialog.getByLabel('Amount to refund (৳)').fill(String(product!.price));
  expect(await dialog.getByText(/is left to refund/).count()).toBe(0);
  await dialog.getByLabel('Reason (the customer reads it)').fill('One unit came back faulty');
  await dialog.getByRole('checkbox', { name: new RegExp(`${product!.name}.*came back`) }).check();
  await dialog.getByLabel(`Units of ${product!.name} that came back`).fill('1');
  await page.setViewportSize({ width: 360, height: 800 });
  await shotInto(SHOTS, page, 'refund-dialog-360', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });
  const since = Date.now();
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  const price = `৳${product!.price.toLocaleString('en-US')}`;
  await detail
    .getByRole('status')
    .getByText(
      `Refunded ${price}; the order is now partially refunded and the customer was mailed.`,
    )
    .waitFor();
  await detail
    .getByRole('list', { name: 'Refunds' })
    .getByText(/One unit came back faulty/)
    .waitFor();
  expect(await stockOf(product!.id)).toBe(stockBefore + 1);

  const mail = await mailFromOutbox(
    suite.shop.dataDir,
    shopper.user.email,
    'One unit came back faulty',
    since,
  );
  expect(mail).toContain(
    `We refunded ${price} to your card ending 4242 for your order ${orderId}.`,
  );

  const customer = await staff.signedInPage(shopper);
  await customer.goto(`${suite.shop.url}/orders/${orderId}`);
  const refunds = customer.getByRole('status', { name: 'Refunds' });
  await refunds.getByText(`Refunded ${price} of ৳${total.toLocaleString('en-US')}`).waitFor();
  await refunds.getByText(/One unit came back faulty/).waitFor();
  await customer.getByText('Partially refunded').waitFor();
  await shotInto(SHOTS, customer, 'refunded-order-1280');
});
