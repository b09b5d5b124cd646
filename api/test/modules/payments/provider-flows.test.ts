import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { buildApp, type App } from '../../../src/app';
import { insertProduct, stockOf } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import { bangladeshPlace } from '../../helpers/markets';
import { startFakeBkash, type FakeBkash } from '../../support/fake-bkash';
import { startFakeStripe, STRIPE_TEST_CARDS, type FakeStripe } from '../../support/fake-stripe';
import { insertStaffUser, orderBody, type JsonResponse } from '../orders/commerce-harness';

// The core with the real adapters, built from the configuration, against the fake Stripe
// and bKash servers: what a shop with STRIPE_* and BKASH_* set does, end to end over HTTP.

const SHOP_URL = 'https://shop.example.com';

describeEachDatabase('payments through the configured providers', (database) => {
  let app: App;
  let baseUrl: string;
  let stripe: FakeStripe;
  let bkash: FakeBkash;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    bkash = await startFakeBkash();
    app = buildApp({
      config: {
        ...database.config,
        SHOP_URL,
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: stripe.url,
        BKASH_BASE_URL: bkash.url,
        BKASH_APP_KEY: bkash.credentials.appKey,
        BKASH_APP_SECRET: bkash.credentials.appSecret,
        BKASH_USERNAME: bkash.credentials.username,
        BKASH_PASSWORD: bkash.credentials.password,
      },
      db: database.db,
      logger: pino({ level: 'silent' }),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    stripe.setWebhookUrl(`${baseUrl}/api/v1/payments/stripe/webhook`);
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.close();
    await bkash?.close();
  });

  async function call(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<JsonResponse> {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : null,
      headers: response.headers,
    };
  }

  const place = (body: unknown) =>
    call('POST', '/orders', { body, headers: { 'idempotency-key': randomUUID() } });

  async function bangladeshBody(method: string) {
    const part = await insertProduct(database.db, { price: 2400, stockQuantity: 5 });
    const email = `rahim.${randomUUID().slice(0, 8)}@example.com`;
    return {
      part,
      body: {
        ...orderBody({ items: [{ productId: part.id, quantity: 1 }], email }),
        shipping: {
          firstName: 'Rahim',
          lastName: 'Uddin',
          email,
          phone: '01712-345678',
          address: 'House 12, Road 5',
          country: 'Bangladesh',
          ...bangladeshPlace('Gulshan', 'Dhaka'),
        },
        payment: { method },
      },
    };
  }

  const orderOf = (placed: JsonResponse) =>
    call('GET', `/orders/${placed.body.orderId}`, {
      headers: { 'x-order-token': placed.body.accessToken },
    });

  it('lists what the configuration offers', async () => {
    const methods = await call('GET', '/payments/methods?country=BD&currency=BDT');
    expect(
      methods.body.methods.map((m: { id: string; provider: string }) => `${m.id}:${m.provider}`),
    ).toEqual(['card:stripe', 'cod:shop', 'bkash:bkash']);
    expect(methods.body.methods[0].publishableKey).toBe(stripe.publishableKey);
  });

  it('Stripe card with 3-D Secure: the signed webhook marks it paid once; a forged one is refused', async () => {
    const { body, part } = await bangladeshBody('card');
    const placed = await place(body);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      status: 'awaiting_payment',
      next: { type: 'stripe', method: 'card', publishableKey: stripe.publishableKey },
    });
    const intent = [...stripe.intents.values()].at(-1)!;
    // Taka go to Stripe in poisha.
    expect(intent).toMatchObject({ amount: 247_000, currency: 'bdt' });
    await stripe.confirmPaymentIntent(placed.body.next.clientSecret, {
      payment_method_data: {
        type: 'card',
        card: { number: STRIPE_TEST_CARDS.threeDSecure, exp_month: 12, exp_year: 2034, cvc: '123' },
      },
    });
    expect((await orderOf(placed)).body.status).toBe('awaiting_payment');
    await stripe.completeThreeDSecure(intent.id, 'complete');
    await stripe.webhooksDelivered();
    expect((await orderOf(placed)).body.status).toBe('paid');
    expect(stripe.deliveries.every((delivery) => delivery.status === 200)).toBe(true);

    // The same event again: 200, nothing more.
    const last = stripe.events.at(-1)!;
    const again = await stripe.sendWebhook(`${baseUrl}/api/v1/payments/stripe/webhook`, last);
    expect(again.status).toBe(200);
    const forged = await fetch(`${baseUrl}/api/v1/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: JSON.stringify(last),
    });
    expect(forged.status).toBe(400);
    expect((await orderOf(placed)).body.status).toBe('paid');
    expect(await stockOf(database.db, part.id)).toBe(4);

    // Confirm after Stripe.js returns: idempotent; it reads the card's last four digits.
    const confirmed = await call('POST', `/orders/${placed.body.orderId}/payment/confirm`, {
      headers: { 'x-order-token': placed.body.accessToken },
    });
    expect(confirmed.body).toMatchObject({ status: 'paid', payment: { last4: '3220' } });

    // Cancelled by the back office: refunded through Stripe.
    const admin = await insertStaffUser(database.db, 'admin');
    const cancelled = await call('POST', `/admin/orders/${placed.body.orderId}/status`, {
      body: { status: 'cancelled' },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(cancelled.status).toBe(200);
    expect([...stripe.refunds.values()].at(-1)).toMatchObject({ amount: 247_000 });
  });

  it("a cancel whose refund's notice is applied before the refund is answered: one refund, cancelled, stock back", async () => {
    const { body, part } = await bangladeshBody('card');
    const placed = await place(body);
    const intent = stripe.intents.get(placed.body.next.clientSecret.split('_secret_')[0])!;
    await stripe.confirmPaymentIntent(placed.body.next.clientSecret, {
      payment_method_data: {
        type: 'card',
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
      },
    });
    await stripe.webhooksDelivered();
    expect((await orderOf(placed)).body.status).toBe('paid');
    expect(await stockOf(database.db, part.id)).toBe(4);

    // Stripe notifies as soon as it refunded: here charge.refunded reaches the shop (and
    // is applied, as a refund made at Stripe) before the cancel's own refund is answered.
    stripe.setWebhooksBeforeAnswers(true);
    try {
      const admin = await insertStaffUser(database.db, 'admin');
      const cancelled = await call('POST', `/admin/orders/${placed.body.orderId}/status`, {
        body: { status: 'cancelled' },
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect({ status: cancelled.status, body: cancelled.body }).toMatchObject({
        status: 200,
        body: { status: 'cancelled' },
      });
      // Refunded once, at Stripe and in the books.
      const atStripe = [...stripe.refunds.values()].filter((r) => r.payment_intent === intent.id);
      expect(atStripe).toHaveLength(1);
      expect(cancelled.body.refunds).toHaveLength(1);
      expect(cancelled.body.refunds[0]).toMatchObject({ amount: 2470 });
      expect(await stockOf(database.db, part.id)).toBe(5);
      expect(stripe.deliveries.filter((d) => d.type === 'charge.refunded').at(-1)?.status).toBe(
        200,
      );
    } finally {
      stripe.setWebhooksBeforeAnswers(false);
    }
  });

  it('a declined card cancels the order and gives its stock back', async () => {
    const { body, part } = await bangladeshBody('card');
    const placed = await place(body);
    await stripe.confirmPaymentIntent(placed.body.next.clientSecret, {
      payment_method_data: {
        type: 'card',
        card: { number: STRIPE_TEST_CARDS.declined, exp_month: 12, exp_year: 2034, cvc: '123' },
      },
    });
    await stripe.webhooksDelivered();
    const confirmed = await call('POST', `/orders/${placed.body.orderId}/payment/confirm`, {
      headers: { 'x-order-token': placed.body.accessToken },
    });
    // A declined card may be tried again on the same PaymentIntent: the order waits for
    // its deadline unless Stripe says it failed for good.
    expect(['awaiting_payment', 'cancelled']).toContain(confirmed.body.status);
    if (confirmed.body.status === 'cancelled') expect(await stockOf(database.db, part.id)).toBe(5);
  });

  it('konbini: the voucher arrives by webhook, the store payment marks it paid', async () => {
    const part = await insertProduct(database.db, { price: 2400, stockQuantity: 5 });
    const placed = await place({
      ...orderBody({ items: [{ productId: part.id, quantity: 1 }] }),
      currency: 'JPY',
      payment: { method: 'konbini' },
    });
    expect(placed.body).toMatchObject({ status: 'awaiting_payment', next: { method: 'konbini' } });
    const intent = [...stripe.intents.values()].at(-1)!;
    expect(intent).toMatchObject({ currency: 'jpy', amount: placed.body.inCurrency.total });
    await stripe.confirmPaymentIntent(placed.body.next.clientSecret, {
      payment_method_data: {
        type: 'konbini',
        billing_details: {
          name: 'Hanako Yamada',
          email: 'hanako@example.com',
          phone: '09012345678',
        },
      },
    });
    await stripe.webhooksDelivered();
    const waiting = await orderOf(placed);
    expect(waiting.body).toMatchObject({ status: 'awaiting_payment' });
    expect(waiting.body.konbini?.stores.length).toBeGreaterThan(0);
    await stripe.payKonbini(intent.id);
    await stripe.webhooksDelivered();
    expect((await orderOf(placed)).body).toMatchObject({ status: 'paid', konbini: null });
  });

  it('bKash: approve on its page, back through the callback, paid once; refunded through bKash', async () => {
    const { body } = await bangladeshBody('bkash');
    const placed = await place(body);
    expect(placed.body).toMatchObject({ status: 'awaiting_payment', next: { type: 'redirect' } });
    const paymentID = new URL(placed.body.next.url).pathname.split('/').pop()!;
    const callback = bkash.approve(paymentID).replace(SHOP_URL, baseUrl);
    const back = await fetch(callback, { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `${SHOP_URL}/orders/${placed.body.orderId}#token=${placed.body.accessToken}`,
    );
    await fetch(callback, { redirect: 'manual' });
    expect((await orderOf(placed)).body.status).toBe('paid');
    expect(bkash.payments.get(paymentID)?.completions).toBe(1);
    const row = await database.db
      .selectFrom('orders')
      .select(['payment_reference', 'payment_transaction_id'])
      .where('id', '=', placed.body.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      payment_reference: paymentID,
      payment_transaction_id: bkash.payments.get(paymentID)?.trxID,
    });

    const admin = await insertStaffUser(database.db, 'admin');
    const cancelled = await call('POST', `/admin/orders/${placed.body.orderId}/status`, {
      body: { status: 'cancelled' },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(cancelled.status).toBe(200);
    expect(bkash.payments.get(paymentID)?.refunds).toEqual([
      expect.objectContaining({ amount: '2470.00' }),
    ]);
  });
});
