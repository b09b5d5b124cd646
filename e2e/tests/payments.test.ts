import type { BrowserContext, Page } from 'playwright-core';
import { startFakeBkash, type FakeBkash } from '../../api/test/support/fake-bkash';
import {
  startFakeStripe,
  STRIPE_TEST_CARDS,
  type FakeStripe,
} from '../../api/test/support/fake-stripe';
import { backOffice, type Session } from '../support/back-office';
import { collectErrors } from '../support/browser';
import { FAKE_STRIPE_BROWSER_BASE_URL, routeFakeStripeJs } from '../support/fake-stripe-js';
import { mailFromOutbox } from '../support/outbox';
import { shopSuite } from '../support/suite';
import {
  VIEWPORTS,
  addToCart,
  formField,
  screenshots,
  storefrontApi,
  type ApiProduct,
} from '../support/storefront';

// Decision 21 from the shopper's side: cash on delivery in Dhaka from the drawer to the
// order page and its mail; bKash approved and cancelled on (a local fake of) bKash's page;
// a card through Stripe with 3-D Secure; a konbini voucher, then paid at the store. The
// fakes start before the suite's API, which is pointed at them by its environment; the
// browser gets the stand-in for Stripe.js and Stripe's hosts answered by the fake Stripe.

const fakes: { bkash?: FakeBkash; stripe?: FakeStripe } = {};
const ADMIN = 'boss@circuithaat.test';
const env: Record<string, string> = { ADMIN_EMAILS: ADMIN };

beforeAll(async () => {
  [fakes.bkash, fakes.stripe] = await Promise.all([
    startFakeBkash(),
    startFakeStripe({ browserBaseUrl: FAKE_STRIPE_BROWSER_BASE_URL }),
  ]);
  const { appKey, appSecret, username, password } = fakes.bkash.credentials;
  Object.assign(env, {
    BKASH_APP_KEY: appKey,
    BKASH_APP_SECRET: appSecret,
    BKASH_USERNAME: username,
    BKASH_PASSWORD: password,
    BKASH_BASE_URL: fakes.bkash.url,
    STRIPE_SECRET_KEY: fakes.stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: fakes.stripe.publishableKey,
    STRIPE_WEBHOOK_SECRET: fakes.stripe.webhookSecret,
    STRIPE_API_URL: fakes.stripe.url,
  });
});

// Registered after the hook above: the suite's API starts with the fakes' addresses.
const suite = shopSuite({ env });
const office = backOffice(suite);
// One sign-in for the suite (sign-ins are rate limited); each test's pages hand the
// rotated tokens back to it when they close.
let adminSession: Session | undefined;

afterEach(async () => {
  await office.closeAll();
});

beforeAll(() => {
  // Stripe's events go to this suite's API, as Stripe's webhook deliveries would.
  fakes.stripe?.setWebhookUrl(`${suite.shop.apiUrl}/api/v1/payments/stripe/webhook`);
});

afterAll(async () => {
  await Promise.all([fakes.bkash?.close(), fakes.stripe?.close()]);
});

const { pickProduct, stockOf, gulshan } = storefrontApi(() => suite.shop.apiUrl);
const shot = screenshots('payments');

async function newContext(width: number, height: number): Promise<BrowserContext> {
  const context = await suite.newContext({ viewport: { width, height } });
  await routeFakeStripeJs(context, fakes.stripe!.url);
  return context;
}

/** The PaymentIntent the fake Stripe holds for an order. */
function intentOf(orderId: string) {
  const intent = [...fakes.stripe!.intents.values()].find(
    (candidate) => candidate.metadata.order_id === orderId,
  );
  if (!intent) throw new Error(`no PaymentIntent for ${orderId}`);
  return intent;
}

/** The order id in the order page's address. */
const orderIdIn = (page: Page) => /\/orders\/([^/?#]+)/.exec(page.url())?.[1] ?? '';

/** From the product page through the drawer's Place Order to the checkout form. */
async function toCheckout(page: Page, product: ApiProduct) {
  await addToCart(page, suite.shop.url, product);
  await page.getByTestId('cart-badge').click();
  const drawer = page.getByRole('dialog', { name: /Your cart/ });
  await drawer.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
}

/** A Dhaka (Gulshan) address with a mobile number, in taka. */
async function fillDhaka(page: Page, email: string) {
  const area = await gulshan();
  await formField(page, 'First name').fill('Rahim');
  await formField(page, 'Last name').fill('Uddin');
  await formField(page, 'Email').fill(email);
  await formField(page, 'Country').selectOption('Bangladesh');
  await formField(page, 'Division').selectOption(area.division);
  await formField(page, 'District').selectOption(area.district);
  await formField(page, 'Upazila / Thana').selectOption(area.upazila);
  await formField(page, 'Address').fill('House 12, Road 45');
  await formField(page, 'Mobile number').fill('01712-345678');
  await page
    .getByTestId('summary-delivery')
    .getByText(/Gulshan/)
    .waitFor();
}

const paymentGroup = (page: Page) =>
  page.getByRole('group', { name: 'How would you like to pay?' });

describe.each(VIEWPORTS)('ways to pay at $label px', ({ label, width, height }) => {
  test('cash on delivery in Dhaka: from the drawer to the order page and its mail', async () => {
    const product = await pickProduct();
    const context = await newContext(width, height);
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await toCheckout(page, product);
      const email = `cod.${label}.${Date.now()}@example.com`;
      await fillDhaka(page, email);

      // Card, cash on delivery and bKash in Bangladesh; cash needs no card fields.
      const methods = paymentGroup(page);
      await methods.getByRole('radio', { name: 'bKash' }).waitFor();
      await methods.getByRole('radio', { name: 'Cash on delivery' }).check();
      await formField(page, 'Card number').waitFor({ state: 'detached' });
      await page
        .getByTestId('payment-note')
        .getByText(/Pay the courier in cash/)
        .waitFor();
      // No fee in Bangladesh.
      expect(await page.getByTestId('summary-payment-fee').count()).toBe(0);
      await shot(page, `checkout-cod-dhaka-${label}`);

      const since = Date.now();
      await page.getByRole('button', { name: 'Place Order' }).click();
      const success = page.getByTestId('order-success');
      await success.waitFor();
      const orderId = (await success.getByTestId('order-id').textContent()) ?? '';
      const mail = await mailFromOutbox(suite.shop.dataDir, email, orderId, since);
      expect(mail).toMatch(/To be paid on delivery/i);

      await success.getByRole('link', { name: 'View your order' }).click();
      const state = page.getByTestId('payment-state');
      await state.getByText(/^To be paid on delivery: ৳[\d,]+$/).waitFor();
      await state.getByText('Payment: Cash on delivery').waitFor();
      await page
        .getByTestId('order-area')
        .getByText(/Gulshan/)
        .waitFor();
      await shot(page, `order-cod-dhaka-${label}`);
      expect(errors).toEqual([]);

      // The back office: the courier collected the cash.
      adminSession ??= await office.signIn(ADMIN);
      const admin = await office.signedInPage(adminSession, width);
      await admin.goto(`${suite.shop.url}/admin?tab=orders&id=${orderId}`);
      const detail = admin.getByLabel(`Order ${orderId}`);
      await detail
        .getByTestId('order-payment')
        .getByText(/^Cash on delivery: to be collected/)
        .waitFor();
      await detail.getByRole('button', { name: 'Mark paid (collected)' }).click();
      await detail
        .getByRole('status')
        .getByText(/is paid: ৳[\d,]+ collected/)
        .waitFor();
      await shot(admin, `admin-cod-collected-${label}`);
      await page.reload();
      await page.getByText('Paid', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe.each(VIEWPORTS)('bKash at $label px', ({ label, width, height }) => {
  test('approved on bKash’s page: back on the order page, paid, the cart emptied', async () => {
    const product = await pickProduct();
    const context = await newContext(width, height);
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await toCheckout(page, product);
      const email = `bkash.ok.${label}.${Date.now()}@example.com`;
      const since = Date.now();
      await fillDhaka(page, email);
      await paymentGroup(page).getByRole('radio', { name: 'bKash' }).check();
      await page
        .getByTestId('payment-note')
        .getByText('You will approve the payment in bKash')
        .waitFor();
      await shot(page, `checkout-bkash-${label}`);
      await page.getByRole('button', { name: 'Place Order' }).click();

      // bKash's page (the fake's), the wallet filled from the mobile number.
      await page.getByRole('heading', { name: 'bKash' }).waitFor();
      expect(await page.getByLabel('Your bKash account number').inputValue()).toBe('01712345678');
      await page.getByLabel('PIN').fill('12121');
      await shot(page, `bkash-approval-page-${label}`);
      await page.getByRole('button', { name: 'Confirm' }).click();

      // The API's redirect: the order page, with the guest's token moved out of the query.
      await page.waitForURL(/\/orders\/[^/?#]+#token=/);
      await page.getByRole('heading', { level: 1, name: /^Order CH-/ }).waitFor();
      await page.getByText('Paid', { exact: true }).waitFor();
      await page.getByTestId('payment-state').getByText('Payment: bKash').waitFor();
      await page.getByTestId('cart-badge').getByText('1', { exact: true }).waitFor({
        state: 'detached',
      });
      await shot(page, `order-bkash-paid-${label}`);
      const paidMail = await mailFromOutbox(suite.shop.dataDir, email, 'Payment received', since);
      expect(paidMail).toContain(orderIdIn(page));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('cancelled on bKash’s page: the order is cancelled, its stock back, the cart kept', async () => {
    const product = await pickProduct();
    const stockBefore = await stockOf(product);
    const context = await newContext(width, height);
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await toCheckout(page, product);
      const email = `bkash.cancel.${label}.${Date.now()}@example.com`;
      const since = Date.now();
      await fillDhaka(page, email);
      await paymentGroup(page).getByRole('radio', { name: 'bKash' }).check();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.getByRole('heading', { name: 'bKash' }).waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.waitForURL(/\/orders\/[^/?#]+#token=/);
      await page
        .getByTestId('payment-state')
        .getByText(/^Cancelled: /)
        .waitFor();
      await page.getByRole('link', { name: 'Return to checkout' }).waitFor();
      // The cart is as it was before bKash's page.
      await page.getByTestId('cart-badge').getByText('1', { exact: true }).waitFor();
      expect(await stockOf(product)).toBe(stockBefore);
      await shot(page, `order-bkash-cancelled-${label}`);
      const cancelledMail = await mailFromOutbox(suite.shop.dataDir, email, 'Cancelled', since);
      expect(cancelledMail).toContain(orderIdIn(page));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each(VIEWPORTS)('Stripe at $label px', ({ label, width, height }) => {
  test('a card that needs 3-D Secure: declined first, then the challenge, then the order page', async () => {
    const product = await pickProduct();
    const context = await newContext(width, height);
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await toCheckout(page, product);
      const email = `stripe.3ds.${label}.${Date.now()}@example.com`;
      const since = Date.now();
      await fillDhaka(page, email);
      // The card goes to Stripe's element, not to the shop's own fields.
      const card = page.getByTestId('stripe-card');
      await card.locator('input[name="cardnumber"]').fill(STRIPE_TEST_CARDS.declined);
      await card.locator('input[name="exp-date"]').fill('12 / 30');
      await card.locator('input[name="cvc"]').fill('123');
      expect(await page.getByLabel('Name on card').count()).toBe(0);
      await shot(page, `checkout-stripe-card-${label}`);

      await page.getByRole('button', { name: 'Place Order' }).click();
      await page
        .getByRole('alert')
        .getByText(/declined/i)
        .waitFor();
      await shot(page, `checkout-stripe-declined-${label}`);

      // Another card, the same order: 3-D Secure in Stripe's frame.
      await card.locator('input[name="cardnumber"]').fill(STRIPE_TEST_CARDS.threeDSecure);
      await page.getByRole('button', { name: 'Place Order' }).click();
      const challenge = page.frameLocator('iframe[title="3D Secure authentication"]');
      await challenge.getByRole('button', { name: 'Complete' }).click();

      await page.waitForURL(/\/orders\/[^/?#]+/);
      await page.getByText('Paid', { exact: true }).waitFor();
      await page.getByTestId('payment-state').getByText('Payment: Card').waitFor();
      expect(intentOf(orderIdIn(page)).status).toBe('succeeded');
      await shot(page, `order-stripe-paid-${label}`);
      const paidMail = await mailFromOutbox(suite.shop.dataDir, email, 'Payment received', since);
      expect(paidMail).toContain(orderIdIn(page));
      // The suite's start-up script runs in every frame, the sandboxed 3-D Secure frame
      // too, where storage is refused: that frame's complaint is not the shop's.
      expect(errors.filter((error) => !/sessionStorage.*Access is denied/.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('konbini in Japan: the voucher on the order page, then paid at the store', async () => {
    const product = await pickProduct();
    const context = await newContext(width, height);
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${suite.shop.url}/product/${product.slug}`);
      await page.getByRole('heading', { name: product.name }).first().waitFor();
      const yen = page
        .getByRole('group', { name: 'Currency' })
        .getByRole('button', { name: /JPY/ });
      await yen.click();
      // A press before the page is live is kept and given back once it is: the choice
      // is made only then, and the next page must be asked for after it.
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('button[aria-pressed="true"]')).some((button) =>
          /JPY/.test(button.textContent ?? ''),
        ),
      );
      await toCheckout(page, product);
      await formField(page, 'First name').fill('Hanako');
      await formField(page, 'Last name').fill('Yamada');
      const email = `konbini.${label}.${Date.now()}@example.com`;
      const since = Date.now();
      await formField(page, 'Email').fill(email);
      await formField(page, 'Country').selectOption('Japan');
      await formField(page, 'Phone').fill('090-1234-5678');
      await formField(page, 'Postcode').fill('1000005');
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('input')).some((input) => input.value === '丸の内'),
      );
      await formField(page, 'Address').fill('1-1-1');
      await paymentGroup(page)
        .getByRole('radio', { name: /Konbini/ })
        .check();
      await page
        .getByTestId('payment-note')
        .getByText('Pay at FamilyMart, Lawson, Ministop or Seicomart within 3 days')
        .waitFor();
      await shot(page, `checkout-konbini-${label}`);
      await page.getByRole('button', { name: 'Place Order' }).click();

      await page.waitForURL(/\/orders\/[^/?#]+/);
      await page
        .getByTestId('payment-state')
        .getByText(/^To be paid at a convenience store by \d{1,2} [A-Z][a-z]{2} \d{4}$/)
        .waitFor();
      const voucher = page.getByTestId('konbini-voucher');
      await voucher.getByRole('link', { name: 'Open the payment voucher' }).waitFor();
      expect(await voucher.getByRole('row').count()).toBeGreaterThan(1);
      await shot(page, `order-konbini-voucher-${label}`);
      const voucherMail = await mailFromOutbox(
        suite.shop.dataDir,
        email,
        'To be paid at a convenience store',
        since,
      );
      expect(voucherMail).toContain(orderIdIn(page));

      // Paid at the store: Stripe's webhook marks the order paid.
      await fakes.stripe!.payKonbini(intentOf(orderIdIn(page)).id);
      await fakes.stripe!.webhooksDelivered();
      await page.reload();
      await page.getByText('Paid', { exact: true }).waitFor();
      expect(await page.getByTestId('konbini-voucher').count()).toBe(0);
      await shot(page, `order-konbini-paid-${label}`);
      const paidMail = await mailFromOutbox(suite.shop.dataDir, email, 'Payment received', since);
      expect(paidMail).toContain(orderIdIn(page));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
