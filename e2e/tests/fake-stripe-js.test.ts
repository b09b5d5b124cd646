import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import {
  createStripeProvider,
  type StripeProvider,
} from '../../api/src/modules/payments/stripe/stripe-provider';
import { startFakeStripe, type FakeStripe } from '../../api/test/support/fake-stripe';
import { launchBrowser } from '../support/browser';
import { FAKE_STRIPE_BROWSER_BASE_URL, routeFakeStripeJs } from '../support/fake-stripe-js';

// The stand-in for Stripe.js that the checkout's browser suites use, on its own: loaded
// the way @stripe/stripe-js loads Stripe.js, under a Content Security Policy that allows
// Stripe's real hosts only, and driven as the checkout drives it. What it answers must be
// what Stripe.js answers, or a checkout test proves nothing.

const CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://js.stripe.com",
  "connect-src 'self' https://api.stripe.com",
  'frame-src https://js.stripe.com https://hooks.stripe.com',
].join('; ');

/** What a test reaches on the page: the stand-in, and what the page made with it. */
interface StripeAnswer {
  paymentIntent?: {
    status: string;
    next_action?: { konbini_display_details?: { hosted_voucher_url: string } } | null;
  };
  error?: { code?: string; message?: string };
}
interface StripeLike {
  elements(): { create(type: 'card'): { mount(selector: string): void } };
  confirmCardPayment(clientSecret: string, data: unknown): Promise<StripeAnswer>;
  confirmKonbiniPayment(clientSecret: string, data: unknown): Promise<StripeAnswer>;
}
interface PageScope {
  Stripe: ((publishableKey: string) => StripeLike) & { version: string };
  stripe: StripeLike;
  card: { mount(selector: string): void };
}

let fake: FakeStripe;
let provider: StripeProvider;
let page: http.Server;
let pageUrl: string;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeStripe({ browserBaseUrl: FAKE_STRIPE_BROWSER_BASE_URL });
  provider = createStripeProvider({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_URL: fake.url,
  });
  // A checkout-like page: Stripe.js from its URL, a place for the card element.
  page = http.createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': CSP,
    });
    response.end(
      '<!doctype html><html><head><script src="https://js.stripe.com/endive/stripe.js?advancedFraudSignals=false"></script></head>' +
        '<body><div id="card"></div></body></html>',
    );
  });
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => page?.close(resolve));
  await fake?.close();
});

async function checkout(): Promise<Page> {
  const tab = await browser.newPage();
  await routeFakeStripeJs(tab, fake.url);
  await tab.goto(pageUrl);
  await tab.evaluate((publishableKey) => {
    const scope = window as unknown as PageScope;
    scope.stripe = scope.Stripe(publishableKey);
    scope.card = scope.stripe.elements().create('card');
    scope.card.mount('#card');
  }, fake.publishableKey);
  return tab;
}

async function typeCard(tab: Page, number: string): Promise<void> {
  await tab.fill('input[name="cardnumber"]', number);
  await tab.fill('input[name="exp-date"]', '12 / 34');
  await tab.fill('input[name="cvc"]', '123');
}

function confirmCard(tab: Page, clientSecret: string) {
  return tab.evaluate(
    (secret) =>
      (window as unknown as PageScope).stripe.confirmCardPayment(secret, {
        payment_method: {
          card: (window as unknown as PageScope).card,
          billing_details: { name: 'Yamada Taro' },
        },
      }),
    clientSecret,
  );
}

async function startCard(amount = 5000) {
  const started = await provider.start({
    orderId: `CH-${Date.now()}`,
    method: 'card',
    amount,
    currency: 'JPY',
    email: 'taro@example.jp',
    name: 'Yamada Taro',
    phone: '09012345678',
    returnUrl: pageUrl,
    deadline: new Date(Date.now() + 30 * 60_000),
    idempotencyKey: `e2e-${Math.random()}`,
  });
  if (started.next.type !== 'stripe') throw new Error('expected a Stripe step');
  return { reference: started.reference, clientSecret: started.next.clientSecret };
}

it('is loaded from js.stripe.com as the release train @stripe/stripe-js expects', async () => {
  const tab = await checkout();
  expect(await tab.evaluate(() => (window as unknown as PageScope).Stripe.version)).toBe('endive');
  await tab.close();
});

it('pays a card after 3-D Secure in its overlay, and reports a failed challenge', async () => {
  const tab = await checkout();
  await typeCard(tab, '4000 0000 0000 3220');
  const payment = await startCard();
  const answer = confirmCard(tab, payment.clientSecret);
  const challenge = tab.frameLocator('iframe[name="stripe-challenge-frame"]');
  await challenge.getByRole('button', { name: 'Complete' }).click();
  expect((await answer).paymentIntent?.status).toBe('succeeded');
  await expect(provider.settle(payment.reference)).resolves.toMatchObject({
    state: 'paid',
    last4: '3220',
  });

  const failing = await startCard();
  const refused = confirmCard(tab, failing.clientSecret);
  await challenge.getByRole('button', { name: 'Fail' }).click();
  expect((await refused).error?.code).toBe('payment_intent_authentication_failure');
  expect(await tab.locator('[data-fake-stripe="challenge"]').count()).toBe(0);
  await tab.close();
});

it('answers a declined card with Stripe.js’s error', async () => {
  const tab = await checkout();
  await typeCard(tab, '4000000000000002');
  const payment = await startCard();
  const answer = await confirmCard(tab, payment.clientSecret);
  expect(answer.error).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });
  await expect(provider.settle(payment.reference)).resolves.toEqual({ state: 'pending' });
  await tab.close();
});

it('confirms konbini with the voucher in next_action, payable on the voucher page', async () => {
  const tab = await checkout();
  const started = await provider.start({
    orderId: `CH-${Date.now()}`,
    method: 'konbini',
    amount: 3300,
    currency: 'JPY',
    email: 'taro@example.jp',
    name: 'Yamada Taro',
    phone: '09012345678',
    returnUrl: pageUrl,
    deadline: new Date(Date.now() + 3 * 86_400_000),
    idempotencyKey: `e2e-${Math.random()}`,
  });
  if (started.next.type !== 'stripe') throw new Error('expected a Stripe step');
  const answer = await tab.evaluate(
    (secret) =>
      (window as unknown as PageScope).stripe.confirmKonbiniPayment(secret, {
        payment_method: { billing_details: { name: 'Yamada Taro', email: 'taro@example.jp' } },
      }),
    started.next.clientSecret,
  );
  const voucher = answer.paymentIntent?.next_action?.konbini_display_details;
  expect(voucher?.hosted_voucher_url).toBe(
    `${FAKE_STRIPE_BROWSER_BASE_URL}/konbini/${started.reference}`,
  );
  await tab.goto(voucher?.hosted_voucher_url ?? 'about:blank');
  await tab.getByRole('button', { name: 'Pay at the store' }).click();
  await expect(provider.settle(started.reference)).resolves.toMatchObject({
    state: 'paid',
    amount: 3300,
  });
  await tab.close();
});
