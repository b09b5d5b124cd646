import { backOffice, type Session } from '../support/back-office';
import { screenshot } from '../support/browser';
import { codeFromOutbox } from '../support/outbox';
import { shopSuite } from '../support/suite';

// My Orders for real: an order placed through the API appears on /orders and its own
// page for its owner, stays hidden from another shopper, and a signed-out visitor is
// asked to sign in.

const suite = shopSuite();
const shoppers = backOffice(suite);
const { api, signedInPage } = shoppers;

afterEach(() => shoppers.closeAll());

/** A registered account, confirmed with the code the API mailed (no session before that). */
async function register(email: string): Promise<Session> {
  const since = Date.now();
  const registered = await api<{ userId: string; challengeId?: string }>('/auth/user/register', {
    body: { firstName: 'Rina', lastName: 'Sato', email, password: 'Sunbeam421' },
  });
  expect(registered.status).toBe(202);
  const challenge = registered.body;
  const otpCode = await codeFromOutbox(suite.shop.dataDir, email, since);
  const verified = await api<Session>('/auth/user/verify-otp', {
    body: {
      userId: challenge.userId,
      ...(challenge.challengeId ? { challengeId: challenge.challengeId } : {}),
      otpCode,
      verificationType: 'email',
    },
  });
  expect(verified.status).toBe(200);
  return verified.body;
}

async function placeOrder(session: Session): Promise<string> {
  const ryzen = await shoppers.product('amd-ryzen-7-7700x');
  return shoppers.placeOrder(session, [{ productId: ryzen.id, quantity: 1 }]);
}

test('an order placed by a shopper is listed on /orders and opens on its own page', async () => {
  const session = await register(`orders.${Date.now()}@example.com`);
  const orderId = await placeOrder(session);
  const page = await signedInPage(session);
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
  const page = await signedInPage(other);
  await page.goto(`${suite.shop.url}/orders/${orderId}`);
  await page.getByText('Order not found').waitFor();
  expect(await page.getByText('AMD Ryzen 7 7700X').count()).toBe(0);
});

test('a signed-out visitor on /orders gets the sign-in modal', async () => {
  const page = await suite.open('/orders');
  await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
  await page.getByText('Please sign in to see your orders.').waitFor();
});
