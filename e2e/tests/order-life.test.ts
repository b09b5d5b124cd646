import { backOffice, type Session } from '../support/back-office';
import { shopSuite } from '../support/suite';

// An order's life after the purchase, as the shopper and the back office meet it
// (docs/after-purchase.md): staff mark an order packed, shipped with its carrier and
// tracking number, and delivered from the order's detail; the shopper's order page shows
// each step with its time and the carrier's tracking link. The shopper cancels another
// order before it is packed, after a confirm step, and sees it cancelled.

const ADMIN = 'life.boss@circuithaat.test';
const suite = shopSuite({ env: { ADMIN_EMAILS: ADMIN } });
const staff = backOffice(suite);

let admin: Session;

beforeAll(async () => {
  admin = await staff.signIn(ADMIN);
  expect(admin.user.role).toBe('admin');
}, 60_000);

afterEach(() => staff.closeAll());

test('staff pack, ship and deliver; the shopper sees each step with the carrier and its tracking link', async () => {
  const shopper = await staff.signIn(`life.${Date.now()}@example.com`);
  const [product] = await staff.stocked(admin.access_token, 'Ryzen', 2);
  const orderId = await staff.placeOrder(shopper, [{ productId: product!.id, quantity: 1 }]);

  const office = await staff.signedInPage(admin);
  await office.goto(`${suite.shop.url}/admin?tab=orders&id=${orderId}`);
  const detail = office.getByLabel(`Order ${orderId}`);
  await detail.getByRole('button', { name: 'Mark packed' }).click();
  await detail.getByRole('status').getByText(`Order ${orderId} is now packed.`).waitFor();

  // A number not in the carrier's format is refused with the API's reason.
  await detail.getByLabel('Carrier').selectOption('yamato');
  await detail.getByLabel('Tracking number').fill('12345');
  await detail.getByRole('button', { name: 'Mark shipped' }).click();
  await detail
    .getByRole('alert')
    .getByText('A Yamato Transport tracking number has 12 digits')
    .waitFor();
  await detail.getByLabel('Tracking number').fill('4321-8765-2109');
  await detail.getByRole('button', { name: 'Mark shipped' }).click();
  await detail.getByRole('status').getByText(`Order ${orderId} is now shipped.`).waitFor();
  await detail.getByRole('button', { name: 'Mark delivered' }).click();
  await detail.getByRole('status').getByText(`Order ${orderId} is now delivered.`).waitFor();

  const page = await staff.signedInPage(shopper);
  await page.goto(`${suite.shop.url}/orders/${orderId}`);
  const timeline = page.getByTestId('order-timeline');
  await timeline.getByRole('heading', { name: 'Order progress' }).waitFor();
  const steps = timeline.getByRole('listitem');
  await steps.nth(4).waitFor();
  const labels = await steps.evaluateAll((items) =>
    items.map((item) => item.querySelector('span')?.textContent ?? ''),
  );
  expect(labels).toEqual(['Order placed', 'Payment received', 'Packed', 'Shipped', 'Delivered']);
  await timeline.getByText('Yamato Transport, tracking number 432187652109').waitFor();
  const link = timeline.getByRole('link', { name: 'Track the parcel on Yamato Transport' });
  expect(await link.getAttribute('href')).toBe(
    'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=432187652109',
  );
  // Each step carries its instant, shown in the shopper's time zone.
  expect(await steps.first().locator('time').getAttribute('datetime')).toMatch(
    /^\d{4}-\d{2}-\d{2}T/,
  );
  // A delivered order is no longer cancellable.
  expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
});

test('the shopper cancels an order before it is packed and sees it cancelled', async () => {
  const shopper = await staff.signIn(`life.cancel.${Date.now()}@example.com`);
  const [product] = await staff.stocked(admin.access_token, 'Ryzen', 2);
  const before = await staff.stockOf(product!.id);
  const orderId = await staff.placeOrder(shopper, [{ productId: product!.id, quantity: 1 }]);
  expect(await staff.stockOf(product!.id)).toBe(before - 1);

  const page = await staff.signedInPage(shopper);
  await page.goto(`${suite.shop.url}/orders/${orderId}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel order' });
  await confirm
    .getByText('Cancel this order? The payment is refunded and nothing is sent.')
    .waitFor();
  // Changing one's mind keeps the order.
  await confirm.getByRole('button', { name: 'Keep the order' }).click();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('button', { name: 'Yes, cancel the order' }).click();

  const timeline = page.getByTestId('order-timeline');
  await timeline.getByText('Cancelled by you').waitFor();
  await timeline.getByText(/^Refunded /).waitFor();
  await page.getByText('Cancelled', { exact: true }).first().waitFor();
  expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
  expect(await staff.stockOf(product!.id)).toBe(before);
});
