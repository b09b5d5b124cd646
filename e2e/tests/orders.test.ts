import type { BrowserContext } from 'playwright-core';
import { screenshot } from '../support/browser';
import { codeFromOutbox } from '../support/outbox';
import { shopSuite } from '../support/suite';

// My Orders for real: an order placed through the API appears on /orders and its own
// page for its owner, stays hidden from another shopper, and a signed-out visitor is
// asked to sign in.

const suite = shopSuite();
const signedInContexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(signedInContexts.splice(0).map((context) => context.close()));
});

interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string; email: string; name: string };
}

/** A registered account, confirmed with the code the API mailed (no session before that). */
async function register(email: string): Promise<Session> {
  const post = (pathname: string, body: unknown) =>
    fetch(`${suite.shop.apiUrl}/api/v1${pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const since = Date.now();
  const registered = await post('/auth/user/register', {
    firstName: 'Rina',
    lastName: 'Sato',
    email,
    password: 'Sunbeam421',
  });
  expect(registered.status).toBe(202);
  const challenge = (await registered.json()) as { userId: string; challengeId?: string };
  const otpCode = await codeFromOutbox(suite.shop.dataDir, email, since);
  const verified = await post('/auth/user/verify-otp', {
    userId: challenge.userId,
    ...(challenge.challengeId ? { challengeId: challenge.challengeId } : {}),
    otpCode,
    verificationType: 'email',
  });
  expect(verified.status).toBe(200);
  return (await verified.json()) as Session;
}

async function placeOrder(session: Session): Promise<string> {
  const product = (await (
    await fetch(`${suite.shop.apiUrl}/api/v1/products/slug/amd-ryzen-7-7700x`)
  ).json()) as {
    id: string;
  };
  const response = await fetch(`${suite.shop.apiUrl}/api/v1/orders`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${session.access_token}`,
      'Idempotency-Key': `e2e-${Date.now()}`,
    },
    body: JSON.stringify({
      items: [{ productId: product.id, quantity: 1 }],
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
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { orderId: string }).orderId;
}

async function signedInContext(session: Session): Promise<BrowserContext> {
  const signedIn = await suite.newContext();
  signedInContexts.push(signedIn);
  await signedIn.addInitScript(
    (stored: { access: string; refresh: string; user: string }) => {
      localStorage.setItem('circuithaat.access_token', stored.access);
      localStorage.setItem('circuithaat.refresh_token', stored.refresh);
      localStorage.setItem('user', stored.user);
    },
    {
      access: session.access_token,
      refresh: session.refresh_token,
      user: JSON.stringify(session.user),
    },
  );
  return signedIn;
}

test('an order placed by a shopper is listed on /orders and opens on its own page', async () => {
  const session = await register(`orders.${Date.now()}@example.com`);
  const orderId = await placeOrder(session);
  const page = await (await signedInContext(session)).newPage();
  await page.goto(`${suite.shop.url}/orders`);
  const link = page.getByRole('link', { name: new RegExp(`Order ${orderId}`) });
  await link.waitFor();
  expect(await link.textContent()).toContain('Paid');
  await screenshot(page, 'orders-list');
  await link.click();
  await page.getByRole('heading', { name: `Order ${orderId}` }).waitFor();
  await page.getByText('AMD Ryzen 7 7700X').waitFor();
  await page.getByText(/ending 4242/).waitFor();
  await screenshot(page, 'order-detail');
});

test("another shopper cannot open someone else's order", async () => {
  const owner = await register(`owner.${Date.now()}@example.com`);
  const orderId = await placeOrder(owner);
  const other = await register(`other.${Date.now()}@example.com`);
  const page = await (await signedInContext(other)).newPage();
  await page.goto(`${suite.shop.url}/orders/${orderId}`);
  await page.getByText('Order not found').waitFor();
  expect(await page.getByText('AMD Ryzen 7 7700X').count()).toBe(0);
});

test('a signed-out visitor on /orders gets the sign-in modal', async () => {
  const page = await suite.open('/orders');
  await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
  await page.getByText('Please sign in to see your orders.').waitFor();
});
