import type { Page } from 'playwright-core';
import { backOffice, shotInto, type Session } from '../support/back-office';
import { SCREENSHOT_DIR } from '../support/browser';
import { shopSuite } from '../support/suite';

// Decisions 19 and 20 in the profile and the back office: a shopper keeps a Bangladeshi
// address (division -> district -> upazila with Bangla names, mobile checked by the API and
// its message shown beside the field); staff filter the orders by country and division and
// print a packing slip whose address reads in the country's order.

const ADMIN = 'owner@circuithaat.test';
const suite = shopSuite({ env: { ADMIN_EMAILS: ADMIN } });
const { api, signIn, signedInPage, closeAll, stocked } = backOffice(suite);

let admin: Session;

beforeAll(async () => {
  admin = await signIn(ADMIN);
  expect(admin.user.role).toBe('admin');
}, 60_000);

afterEach(async () => {
  await closeAll();
});

const CARD = {
  cardNumber: '4242 4242 4242 4242',
  cardHolder: 'RAHIM UDDIN',
  expiryDate: '12/30',
  cvv: '123',
};

/** A Bangladeshi order placed over HTTP as the shopper's checkout would send it. */
async function placeBangladeshOrder(
  shopper: Session,
  productId: string,
  where: { firstName: string; division: string; district: string; upazila: string },
): Promise<string> {
  const placed = await api<{ orderId: string }>('/orders', {
    token: shopper.access_token,
    headers: { 'Idempotency-Key': `e2e-bd-${Date.now()}-${Math.random()}` },
    body: {
      items: [{ productId, quantity: 2 }],
      currency: 'BDT',
      shipping: {
        firstName: where.firstName,
        lastName: 'Uddin',
        email: shopper.user.email,
        phone: '01712-345678',
        address: 'House 12, Road 5',
        zipCode: '1212',
        country: 'Bangladesh',
        division: where.division,
        district: where.district,
        upazila: where.upazila,
      },
      payment: CARD,
      subtotal: 1,
      shippingCost: 0,
      couponDiscount: 0,
      total: 1,
    },
  });
  expect(placed.status).toBe(201);
  return placed.body.orderId;
}

async function fillBangladeshAddress(page: Page, mobile: string): Promise<void> {
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Label (optional)').fill('Home');
  await form.getByLabel('First name').fill('Rahim');
  await form.getByLabel('Last name').fill('Uddin');
  await form.getByLabel('Country').selectOption('Bangladesh');
  await form.getByLabel('Division').selectOption({ label: 'Dhaka (ঢাকা)' });
  await form.getByLabel('District').selectOption({ label: 'Dhaka (ঢাকা)' });
  await form.getByLabel('Upazila / thana').selectOption({ label: 'Gulshan (গুলশান)' });
  await form.getByLabel('Street address').fill('House 12, Road 5');
  await form.getByLabel('Postcode (optional)').fill('1212');
  await form.getByLabel('Mobile number').fill(mobile);
}

test('a shopper saves a Bangladeshi address in the profile; a bad mobile number is refused beside its field', async () => {
  const shopper = await signIn(`rahim.${Date.now()}@example.com`);
  const page = await signedInPage(shopper, 1280);
  await page.goto(`${suite.shop.url}/profile`);
  await page.getByRole('heading', { name: 'Saved addresses' }).waitFor();
  await page.getByText('You have no saved addresses yet.').waitFor();
  await page.getByRole('button', { name: 'Add an address' }).click();

  await fillBangladeshAddress(page, '0123');
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByRole('button', { name: 'Save address' }).click();
  // The API's message for the mobile number, tied to that field; the rest of the form stays.
  const mobile = form.getByLabel('Mobile number');
  await form.locator('input[type="tel"][aria-invalid="true"]').waitFor();
  const described = await mobile.getAttribute('aria-describedby');
  const message = page.locator(`[id="${described}"]`);
  await message.waitFor();
  expect(await message.textContent()).toMatch(/mobile/i);
  expect(await form.getByLabel('Street address').inputValue()).toBe('House 12, Road 5');
  await shotInto(SCREENSHOT_DIR, page, 'profile-address-error-1280', { target: form });

  await mobile.fill('+880 1712-345678');
  await form.getByRole('button', { name: 'Save address' }).click();
  const saved = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
  await saved.getByText('Gulshan (গুলশান)').waitFor();
  await saved.getByText('+8801712345678').waitFor();
  expect(await saved.locator('address span').allTextContents()).toEqual([
    'Rahim Uddin',
    'House 12, Road 5',
    'Gulshan (গুলশান)',
    'Dhaka (ঢাকা) - 1212',
    'Dhaka (ঢাকা)',
    'Bangladesh',
    '+8801712345678',
  ]);
  await shotInto(SCREENSHOT_DIR, page, 'profile-addresses-1280');

  // The API keeps it for the shopper.
  const book = await api<{ items: { upazila: string; phone: string }[] }>('/me/addresses', {
    token: (await page.evaluate(() => localStorage.getItem('circuithaat.access_token'))) ?? '',
  });
  expect(book.body.items).toEqual([
    expect.objectContaining({ upazila: '4694', phone: '+8801712345678' }),
  ]);
}, 120_000);

test('the address form fits a 360 px phone', async () => {
  const shopper = await signIn(`rahim.small.${Date.now()}@example.com`);
  const page = await signedInPage(shopper, 360);
  await page.goto(`${suite.shop.url}/profile`);
  await page.getByRole('button', { name: 'Add an address' }).click();
  await fillBangladeshAddress(page, '01712345678');
  const form = page.getByRole('form', { name: 'New address' });
  // Nothing wider than the screen: no sideways scrolling on a phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await form.getByLabel('Upazila / thana').boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await shotInto(SCREENSHOT_DIR, page, 'profile-address-form-360');
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('list', { name: 'Saved addresses' }).getByText('Gulshan (গুলশান)').waitFor();
}, 120_000);

test('staff filter the orders by Bangladesh and Dhaka division and print a packing slip in the country order', async () => {
  const [item] = await stocked(admin.access_token, '', 6);
  expect(item).toBeDefined();
  const shopper = await signIn(`karim.${Date.now()}@example.com`);
  const dhaka = await placeBangladeshOrder(shopper, item!.id, {
    firstName: 'Karim',
    division: '6',
    district: '47',
    upazila: '4694',
  });
  const sylhet = await placeBangladeshOrder(shopper, item!.id, {
    firstName: 'Salma',
    division: '5',
    district: '36',
    upazila: '272',
  });

  const page = await signedInPage(admin, 1280);
  await page.goto(`${suite.shop.url}/admin?tab=orders`);
  const filters = page.getByRole('form', { name: 'Order filters' });
  await filters.getByLabel('Country').selectOption('BD');
  await filters.getByLabel('Division').selectOption({ label: 'Dhaka (ঢাকা)' });
  await filters.getByRole('button', { name: 'Filter' }).click();
  await page.waitForURL(/country=BD/);
  expect(new URL(page.url()).searchParams.get('area')).toBe('6');

  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: dhaka }) });
  await row.getByText('Dhaka, Bangladesh').waitFor();
  await row.getByText('Delivery', { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: sylhet }).count()).toBe(0);

  await row.getByRole('button', { name: dhaka }).click();
  const detail = page.getByLabel(`Order ${dhaka}`);
  await detail.getByText('Delivery date').waitFor();
  await detail.getByRole('button', { name: 'Packing slip' }).click();

  const slip = page.getByRole('article', { name: `Packing slip of order ${dhaka}` });
  await slip.waitFor();
  expect(await slip.getByLabel('Address lines').locator('span').allTextContents()).toEqual([
    'Karim Uddin',
    'House 12, Road 5',
    'Gulshan',
    'Dhaka - 1212',
    'Dhaka Division',
    'Bangladesh',
    'Mobile: +8801712345678',
  ]);
  const line = slip.getByRole('row').filter({ hasText: item!.name });
  expect(await line.getByRole('cell').nth(1).textContent()).toBe('2');
  await page.getByRole('button', { name: 'Print' }).waitFor();
  await shotInto(SCREENSHOT_DIR, page, 'packing-slip-1280');
  // On paper only the slip shows.
  await page.emulateMedia({ media: 'print' });
  await shotInto(SCREENSHOT_DIR, page, 'packing-slip-print');
  expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
  await page.emulateMedia({ media: 'screen' });
}, 120_000);

test('a counter sale shows the Dhaka showroom in the order list and detail, not a shipping country', async () => {
  const [item] = await stocked(admin.access_token, '', 3);
  const sale = await api<{ orderId: string }>('/admin/pos/sales', {
    token: admin.access_token,
    headers: { 'Idempotency-Key': `e2e-pos-${Date.now()}-${Math.random()}` },
    body: {
      items: [{ productId: item!.id, quantity: 1 }],
      payment: { method: 'cash', tendered: item!.price },
    },
  });
  expect(sale.status).toBe(201);
  const saleId = sale.body.orderId;

  const page = await signedInPage(admin, 1280);
  await page.goto(`${suite.shop.url}/admin?tab=orders&channel=pos`);
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: saleId }) });
  await row.getByText('Counter sale at the Dhaka showroom').waitFor();
  // Order, customer, destination, status, total.
  expect(await row.getByRole('cell').nth(2).textContent()).toBe(
    'Dhaka showroomCounter sale at the Dhaka showroom',
  );
  expect(await row.getByText('Bangladesh').count()).toBe(0);

  await row.getByRole('button', { name: saleId }).click();
  const detail = page.getByLabel(`Order ${saleId}`);
  await detail.getByText('Counter sale at the Dhaka showroom').waitFor();
  // Nothing to pack for a sale handed over at the counter.
  expect(await detail.getByRole('button', { name: 'Packing slip' }).count()).toBe(0);
}, 120_000);
