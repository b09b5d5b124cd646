import { backOffice, shotInto, type Session } from '../support/back-office';
import { SCREENSHOT_DIR } from '../support/browser';
import { shopSuite } from '../support/suite';

// A return, for real: staff mark an order delivered in the back office; the shopper, on a
// phone-wide order page, opens "Return or claim", picks a line and a quantity, says what
// is wrong and sends it; staff accept the claim in the back office's claims panel and mark
// it received with a refund; the shopper's order page then shows the claim refunded and
// the refund on the order's timeline.

const ADMIN = 'returns.boss@circuithaat.test';
const suite = shopSuite({ env: { ADMIN_EMAILS: ADMIN } });
const staff = backOffice(suite);

let admin: Session;

beforeAll(async () => {
  admin = await staff.signIn(ADMIN);
  expect(admin.user.role).toBe('admin');
}, 60_000);

afterEach(() => staff.closeAll());

test('a shopper returns a delivered item; staff accept it, receive it and refund it', async () => {
  const shopper = await staff.signIn(`returns.${Date.now()}@example.com`);
  const [product] = await staff.stocked(admin.access_token, 'Ryzen', 3);
  const orderId = await staff.placeOrder(shopper, [{ productId: product!.id, quantity: 2 }]);

  // Staff take the order to the shopper's door through the back office.
  const office = await staff.signedInPage(admin);
  await office.goto(`${suite.shop.url}/admin?tab=orders&id=${orderId}`);
  const detail = office.getByLabel(`Order ${orderId}`);
  await detail.getByRole('button', { name: 'Mark packed' }).click();
  await detail.getByRole('status').getByText(`Order ${orderId} is now packed.`).waitFor();
  await detail.getByLabel('Carrier').selectOption('yamato');
  await detail.getByLabel('Tracking number').fill('4321-8765-2109');
  await detail.getByRole('button', { name: 'Mark shipped' }).click();
  await detail.getByRole('status').getByText(`Order ${orderId} is now shipped.`).waitFor();
  await detail.getByRole('button', { name: 'Mark delivered' }).click();
  await detail.getByRole('status').getByText(`Order ${orderId} is now delivered.`).waitFor();

  // The shopper, on a phone, asks to return one of the two.
  const page = await staff.signedInPage(shopper, 360);
  await page.goto(`${suite.shop.url}/orders/${orderId}`);
  const timeline = page.getByTestId('order-timeline');
  await timeline.getByText('Delivered', { exact: true }).waitFor();
  await shotInto(SCREENSHOT_DIR, page, 'returns-order-timeline-360');

  const claims = page.getByTestId('order-claims');
  await claims.getByRole('heading', { name: 'Return or claim' }).waitFor();
  // Nothing chosen yet: the form says what is missing.
  await claims.getByRole('button', { name: 'Send request' }).click();
  await claims.getByRole('alert').getByText('Choose at least one item').waitFor();
  await claims.getByLabel('Return', { exact: true }).check();
  await claims.getByLabel(`Quantity of ${product!.name}`).selectOption('1');
  await claims.getByLabel('What is wrong?').fill('The fan rattles at any speed.');
  await shotInto(SCREENSHOT_DIR, page, 'returns-claim-form-360', { target: claims });
  await claims.getByRole('button', { name: 'Send request' }).click();
  await claims
    .getByRole('status')
    .getByText('Your request was sent. We will e-mail you our decision.')
    .waitFor();
  const mine = claims.getByTestId('order-claim');
  await mine.getByTestId('claim-state').getByText('Requested', { exact: true }).waitFor();
  expect(await mine.textContent()).toContain(`1 × ${product!.name}`);
  // One of two is claimed: one unit is left to claim.
  expect(
    await claims
      .getByLabel(`Quantity of ${product!.name}`)
      .locator('option')
      .evaluateAll((options) => options.map((option) => option.textContent)),
  ).toEqual(['0', '1']);

  // Staff find it in the claims panel, accept it, then receive it with a refund.
  await office.reload();
  const panel = office.getByTestId('claims-panel');
  const row = panel.getByRole('row').filter({ hasText: orderId });
  await row.getByText('The fan rattles at any speed.').waitFor();
  await shotInto(SCREENSHOT_DIR, office, 'returns-claims-panel-1280', { target: panel });
  await row.getByRole('button', { name: 'Accept' }).click();
  await panel.getByLabel('Show').selectOption('accepted');
  await row.getByRole('button', { name: 'Mark received' }).waitFor();
  await row.getByLabel('Refund (taka, optional)').fill('500');
  await row.getByRole('button', { name: 'Mark received' }).click();
  await row.getByRole('button', { name: 'Mark received' }).waitFor({ state: 'detached' });
  await panel.getByLabel('Show').selectOption('refunded');
  await row.getByText('৳500').waitFor();
  expect(await row.getByRole('cell').nth(5).textContent()).toBe('Refunded৳500');
  await shotInto(SCREENSHOT_DIR, office, 'returns-claims-panel-refunded-1280', { target: panel });

  // The shopper's order page shows the claim refunded and the refund on the timeline.
  await page.reload();
  await mine.getByTestId('claim-state').getByText('Refunded', { exact: true }).waitFor();
  expect(await mine.getByTestId('claim-refund').textContent()).toBe('Refund: ৳500');
  await timeline.getByText(/^Refunded ৳500/).waitFor();
  await shotInto(SCREENSHOT_DIR, page, 'returns-claim-state-360');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

test('a Japanese order page and /bn/track read in their language on a phone', async () => {
  const shopper = await staff.signIn(`returns.ja.${Date.now()}@example.com`);
  const [product] = await staff.stocked(admin.access_token, 'Ryzen', 2);
  const placed = await staff.api<{ orderId: string }>('/orders', {
    token: shopper.access_token,
    headers: { 'Idempotency-Key': `e2e-returns-ja-${Date.now()}`, 'Accept-Language': 'ja' },
    body: {
      items: [{ productId: product!.id, quantity: 1 }],
      currency: 'JPY',
      shipping: {
        firstName: '花子',
        lastName: '山田',
        email: shopper.user.email,
        phone: '+81 90 1234 5678',
        address: '渋谷1-2-3',
        city: '渋谷区',
        state: 'Tokyo',
        zipCode: '150-0002',
        country: 'Japan',
      },
      payment: {
        cardNumber: '4242 4242 4242 4242',
        cardHolder: 'HANAKO YAMADA',
        expiryDate: '12/30',
        cvv: '123',
      },
      subtotal: 1,
      shippingCost: 0,
      couponDiscount: 0,
      total: 1,
    },
  });
  expect(placed.status).toBe(201);
  const orderId = placed.body.orderId;

  // Just paid: the timeline, the cancel button and the receipt, in Japanese.
  const page = await staff.signedInPage(shopper, 360);
  await page.goto(`${suite.shop.url}/ja/orders/${orderId}`);
  // The browser speaks English: the shop offers it once; the shopper stays in Japanese.
  await page
    .getByRole('region', { name: 'This shop is also in English.' })
    .getByRole('button', { name: 'このままにする' })
    .click();
  await page.getByTestId('order-timeline').getByRole('listitem').nth(1).waitFor();
  await page.getByRole('button', { name: '注文をキャンセル' }).waitFor();
  await shotInto(SCREENSHOT_DIR, page, 'returns-ja-order-paid-360');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Delivered: the return or claim section, in Japanese.
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
  const claims = page.getByTestId('order-claims');
  await claims.getByRole('heading', { name: '返品・保証修理のお申し込み' }).waitFor();
  await shotInto(SCREENSHOT_DIR, page, 'returns-ja-order-delivered-360');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // /bn/track with the order found.
  await page.goto(`${suite.shop.url}/bn/track`);
  await page.getByLabel('অর্ডার নম্বর').fill(orderId);
  await page.getByLabel('ইমেইল ঠিকানা', { exact: true }).fill(shopper.user.email);
  await page.getByRole('button', { name: 'অর্ডার ট্র্যাক করুন' }).click();
  await page.getByTestId('track-found').waitFor();
  await shotInto(SCREENSHOT_DIR, page, 'returns-bn-track-360');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
