import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { backOffice, type Session } from '../support/back-office';
import { shopSuite } from '../support/suite';

// What a clerk met in the back office: a product without an old price could not be
// saved, a save put back stock sold while the form was open, a free price and a blank
// name went through, expired coupons showed as active, refused fields got the API's raw
// text, and the Staff tab could not say who holds a role.

const ADMIN = 'owner@circuithaat.test';
const suite = shopSuite({ env: { ADMIN_EMAILS: ADMIN } });
const SHOTS = process.env.ADMIN_SCREENSHOTS_DIR;

interface AdminProduct {
  id: string;
  name: string;
  price: number;
  oldPrice: number | null;
  stockQuantity: number;
  revision: number;
}

// API calls and code sign-in as every back-office suite makes them.
const { api, signIn, signedInPage, closeAll } = backOffice(suite);

let admin: Session;
let page: Page;

/** One signed-in page for the suite: every test opens its own address on it. */
beforeAll(async () => {
  admin = await signIn(ADMIN);
  expect(admin.user.role).toBe('admin');
  page = await signedInPage(admin);
  page.on('dialog', (dialog) => void dialog.accept());
}, 60_000);

afterAll(async () => {
  await closeAll();
});

/** The API token the page holds now (the shop rotates it). */
async function token(): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('circuithaat.access_token'))) ?? '';
}

/** The whole page at each width, or only `part` of it (a long page's form). */
async function shot(name: string, part?: Locator): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    const file = path.join(SHOTS, `${name}-${width}.png`);
    if (part) await part.screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function adminProduct(id: string): Promise<AdminProduct> {
  return (await api<AdminProduct>(`/admin/products/${id}`, { token: await token() })).body;
}

/** A seeded product without an old price, as most of the catalogue is. */
async function productWithoutOldPrice(skip = 0): Promise<AdminProduct> {
  const list = await api<{ items: AdminProduct[] }>('/admin/products?pageSize=100', {
    token: await token(),
  });
  const found = list.body.items.filter((p) => p.oldPrice === null && p.stockQuantity > 2);
  expect(found.length).toBeGreaterThan(skip);
  return found[skip]!;
}

async function openProduct(product: AdminProduct): Promise<Locator> {
  await page.goto(`${suite.shop.url}/admin?tab=products&id=${product.id}`);
  const form = page.getByRole('form', { name: `Edit ${product.name}` });
  await form.getByLabel('Price (৳)', { exact: true }).waitFor();
  return form;
}

/** The message tied to a field by aria-describedby. */
async function messageOf(field: Locator): Promise<string> {
  const id = await field.getAttribute('aria-describedby');
  expect(id).toBeTruthy();
  return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
}

test('a product without an old price saves a new price and description', async () => {
  await page.goto(`${suite.shop.url}/admin`);
  await page.getByRole('heading', { name: 'Back office' }).waitFor();
  const product = await productWithoutOldPrice();
  const form = await openProduct(product);
  expect(await form.getByLabel(/^Old price/).inputValue()).toBe('');
  await form.getByLabel('Price (৳)', { exact: true }).fill(String(product.price - 10));
  await form.getByLabel('Description').fill('Checked by the back office.');
  await shot('product-edit-no-old-price', form);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await form
    .getByRole('status')
    .getByText(/^Saved/)
    .waitFor();
  const saved = await adminProduct(product.id);
  expect(saved).toMatchObject({ price: product.price - 10, oldPrice: null });
});

test('a save from a form opened before a sale is refused with a reload, and never puts the sold stock back', async () => {
  const product = await productWithoutOldPrice(1);
  const form = await openProduct(product);
  const opened = product.stockQuantity;
  expect(await form.getByLabel('Stock', { exact: true }).inputValue()).toBe(String(opened));

  // A sale at the counter while the form is open.
  const sale = await api<{ orderId: string }>('/admin/pos/sales', {
    token: await token(),
    headers: { 'Idempotency-Key': `defects-${Date.now()}` },
    body: {
      items: [{ productId: product.id, quantity: 1 }],
      payment: { method: 'cash', tendered: product.price },
    },
  });
  expect(sale.status).toBe(201);

  await form.getByLabel('Price (৳)', { exact: true }).fill(String(product.price - 20));
  await form.getByRole('button', { name: 'Save changes' }).click();
  await form
    .getByRole('alert')
    .getByText(/changed since you opened it/)
    .waitFor();
  expect((await adminProduct(product.id)).stockQuantity).toBe(opened - 1);

  await form.getByRole('button', { name: 'Reload product' }).click();
  await page
    .getByRole('form', { name: `Edit ${product.name}` })
    .getByLabel('Stock', { exact: true })
    .and(page.locator(`[value="${opened - 1}"]`))
    .waitFor();
  const fresh = page.getByRole('form', { name: `Edit ${product.name}` });
  await fresh.getByLabel('Price (৳)', { exact: true }).fill(String(product.price - 20));
  await fresh.getByRole('button', { name: 'Save changes' }).click();
  await fresh
    .getByRole('status')
    .getByText(/^Saved/)
    .waitFor();
  expect(await adminProduct(product.id)).toMatchObject({
    price: product.price - 20,
    stockQuantity: opened - 1,
  });

  // Stock moves by a counted adjustment with a reason.
  await fresh.getByLabel('Units to add or take away').fill('+3');
  await fresh.getByLabel('Reason').fill('Delivery from the supplier');
  await fresh.getByRole('button', { name: 'Adjust', exact: true }).click();
  await fresh.getByRole('status').getByText('Stock raised by 3.').waitFor();
  expect((await adminProduct(product.id)).stockQuantity).toBe(opened + 2);
});

test('a blank name and a price of 0 get a message beside the field; 0 goes through once "sell for free" is ticked', async () => {
  const product = await productWithoutOldPrice(2);
  const form = await openProduct(product);
  const name = form.getByLabel('Name', { exact: true });
  const price = form.getByLabel('Price (৳)', { exact: true });
  await name.fill('   ');
  await price.fill('0');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await form.getByRole('alert').getByText('Check the fields marked below.').waitFor();
  expect(await name.getAttribute('aria-invalid')).toBe('true');
  expect(await messageOf(name)).toBe('Enter a name');
  expect((await adminProduct(product.id)).name).toBe(product.name);

  await name.fill(product.name);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await form.getByRole('alert').waitFor();
  expect(await messageOf(price)).toMatch(/gives the product away/);
  await shot('product-field-messages', form);
  expect((await adminProduct(product.id)).price).toBe(product.price);

  await form.getByLabel('Yes, sell for free (price 0)').check();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await form
    .getByRole('status')
    .getByText(/^Saved/)
    .waitFor();
  expect((await adminProduct(product.id)).price).toBe(0);
});

test('the coupon list shows expired and used-up coupons as such, and the form says what is wrong beside each field', async () => {
  await page.goto(`${suite.shop.url}/admin?tab=coupons`);
  const row = (code: string) => page.getByRole('row').filter({ hasText: code });
  await row('EXPIRED2025').waitFor();
  expect(await row('EXPIRED2025').getByText('expired', { exact: true }).isVisible()).toBe(true);
  expect(await row('FLASH100').getByText('used up', { exact: true }).isVisible()).toBe(true);

  const form = page.getByRole('form', { name: 'Coupon' });
  const code = form.getByLabel('Code', { exact: true });
  await code.fill('no spaces!');
  await form.getByLabel('Percent', { exact: true }).fill('10');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await form.getByRole('alert').getByText('Check the fields marked below.').waitFor();
  expect(await messageOf(code)).toBe('Use 3-32 letters, digits, - or _');
  expect(await form.textContent()).not.toMatch(/must match pattern/);

  await code.fill(`LATE${Date.now() % 100000}`);
  const ends = form.getByLabel('Ends on');
  await ends.fill('2025-06-30');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await form.getByRole('alert').waitFor();
  expect(await messageOf(ends)).toMatch(/already passed/);
  await shot('coupons');

  // An expired coupon's other fields can still be edited: its past end date is kept.
  await page.getByRole('button', { name: 'EXPIRED2025' }).click();
  await form.getByLabel('Description').fill('15% off; ended on 31 December 2025 (kept)');
  await form.getByRole('button', { name: 'Save coupon' }).click();
  await form.getByRole('status').getByText('Saved EXPIRED2025.').waitFor();
});

test('the Staff tab lists who holds a role, since when and from whom, and revokes it', async () => {
  const clerkEmail = `clerk.${Date.now()}@example.com`;
  await signIn(clerkEmail);
  await page.goto(`${suite.shop.url}/admin?tab=staff`);
  const table = page.getByRole('table', { name: 'Staff and admins' });
  await table
    .getByRole('row')
    .filter({ hasText: ADMIN })
    .getByText('ADMIN_EMAILS setting')
    .waitFor();

  await page.getByLabel('E-mail').fill(clerkEmail);
  await page.getByRole('button', { name: 'Save role' }).click();
  await page
    .getByRole('status')
    .getByText(`${clerkEmail} is now staff.`, { exact: false })
    .waitFor();
  const clerkRow = table.getByRole('row').filter({ hasText: clerkEmail });
  await clerkRow.getByText(ADMIN, { exact: true }).waitFor();
  expect(await clerkRow.getByText('staff', { exact: true }).isVisible()).toBe(true);
  await shot('staff');

  await clerkRow.getByRole('button', { name: `Revoke staff role of ${clerkEmail}` }).click();
  await page
    .getByRole('status')
    .getByText(/no longer holds the staff role/)
    .waitFor();
  await clerkRow.waitFor({ state: 'detached' });
  const list = await api<{ items: { email: string }[] }>('/admin/staff', { token: await token() });
  expect(list.body.items.map((m) => m.email)).not.toContain(clerkEmail);
});
