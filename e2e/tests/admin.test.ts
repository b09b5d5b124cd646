import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { codeFromOutbox, mailFromOutbox } from '../support/outbox';
import { REMOTE_PORTS } from '../support/shop';
import { shopSuite } from '../support/suite';

// The back office and the counter, as staff and shoppers meet them: an admin ships an
// order and the customer sees the tracking number and gets the mail; a shopper on /admin
// is refused and downloads nothing of the back office; a counter sale lowers stock and
// prints; a price edit reaches the product page.

const ADMIN = 'boss@circuithaat.test';
const suite = shopSuite({ env: { ADMIN_EMAILS: ADMIN } });
const SHOTS = process.env.ADMIN_SCREENSHOTS_DIR;
const contexts: BrowserContext[] = [];
// The shop refreshes (rotates) the tokens on every start, and a rotated refresh token
// used again ends the session, so the latest pair a page holds is kept for the next page.
const inUse: { page: Page; session: Session }[] = [];

afterEach(async () => {
  for (const { page, session } of inUse.splice(0)) {
    const stored = await page
      .evaluate(() => ({
        access: localStorage.getItem('circuithaat.access_token'),
        refresh: localStorage.getItem('circuithaat.refresh_token'),
      }))
      .catch(() => null);
    if (stored?.access && stored.refresh) {
      session.access_token = stored.access;
      session.refresh_token = stored.refresh;
    }
  }
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string; email: string; name: string; role?: string };
}

async function api<T>(
  pathname: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${suite.shop.apiUrl}/api/v1${pathname}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A code sign-in through the API, with the code from the shop's outbox. */
async function signIn(email: string): Promise<Session> {
  const since = Date.now();
  const challenge = await api<{ userId: string; challengeId?: string }>('/auth/user/signin', {
    body: { email, verificationType: 'email' },
  });
  expect(challenge.status).toBe(200);
  const otpCode = await codeFromOutbox(suite.shop.dataDir, email, since);
  const verified = await api<Session>('/auth/user/verify-otp', {
    body: {
      userId: challenge.body.userId,
      ...(challenge.body.challengeId ? { challengeId: challenge.body.challengeId } : {}),
      otpCode,
      verificationType: 'email',
    },
  });
  expect(verified.status).toBe(200);
  return verified.body;
}

async function signedInPage(session: Session, width = 1280): Promise<Page> {
  const context = await suite.newContext();
  contexts.push(context);
  await context.addInitScript(
    (stored: { access: string; refresh: string; user: string }) => {
      // Only on the context's first page: later pages keep the tokens the shop rotated.
      if (!localStorage.getItem('circuithaat.refresh_token')) {
        localStorage.setItem('circuithaat.access_token', stored.access);
        localStorage.setItem('circuithaat.refresh_token', stored.refresh);
        localStorage.setItem('user', stored.user);
      }
      sessionStorage.setItem('circuithaat.startupPopupShown', 'true');
    },
    {
      access: session.access_token,
      refresh: session.refresh_token,
      user: JSON.stringify(session.user),
    },
  );
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  inUse.push({ page, session });
  return page;
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

interface Product {
  id: string;
  slug: string;
  name: string;
  price: number;
}

async function product(slug: string): Promise<Product> {
  return (await api<Product>(`/products/slug/${slug}`)).body;
}

/** The first product the back office finds for `q` with a few units in stock. */
async function stocked(q: string): Promise<Product> {
  const found = await api<{ items: (Product & { stockQuantity: number })[] }>(
    `/admin/products?q=${encodeURIComponent(q)}&pageSize=50`,
    { token: admin.access_token },
  );
  const hit = found.body.items.find((p) => p.stockQuantity >= 3);
  if (!hit) throw new Error(`no product for "${q}" with stock`);
  return hit;
}

const stockOf = async (id: string) =>
  (await api<{ stock: number }>(`/inventory/${encodeURIComponent(id)}/check`)).body.stock;

async function placeOrder(session: Session, productId: string): Promise<string> {
  const placed = await api<{ orderId: string }>('/orders', {
    token: session.access_token,
    headers: { 'Idempotency-Key': `e2e-admin-${Date.now()}-${Math.random()}` },
    body: {
      items: [{ productId, quantity: 1 }],
      shipping: {
        firstName: 'Rina',
        lastName: 'Sato',
        email: session.user.email,
        phone: '+81 90 1234 5678',
        address: '1-2-3 Shibuya',
        city: 'Tokyo',
        state: 'Tokyo',
        zipCode: '150-0002',
        country: 'Japan',
      },
      payment: {
        cardNumber: '4242 4242 4242 4242',
        cardHolder: 'RINA SATO',
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
  return placed.body.orderId;
}

let admin: Session;

beforeAll(async () => {
  admin = await signIn(ADMIN);
  expect(admin.user.role).toBe('admin');
}, 60_000);

test('an admin ships an order with a tracking number; the customer sees it in My Orders and gets the mail', async () => {
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
  await detail.getByRole('button', { name: 'Mark shipped' }).click();
  await detail
    .getByRole('alert')
    .getByText('A tracking number is required to ship an order')
    .waitFor();
  const since = Date.now();
  await detail.getByLabel('Tracking number').fill('JP123456789');
  await detail.getByRole('button', { name: 'Mark shipped' }).click();
  await detail.getByRole('status').getByText(`Order ${orderId} is now shipped.`).waitFor();
  await detail.getByText('order.shipped').waitFor();
  await shot(page, 'admin-orders-1280');

  const mail = await mailFromOutbox(suite.shop.dataDir, shopper.user.email, 'JP123456789', since);
  expect(mail).toContain(`Your order ${orderId} has shipped.`);

  const customer = await signedInPage(shopper);
  await customer.goto(`${suite.shop.url}/orders/${orderId}`);
  await customer.getByText(/tracking JP123456789/).waitFor();
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
  const shopper = await suite.newContext();
  contexts.push(shopper);
  const productPage = await shopper.newPage();
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
