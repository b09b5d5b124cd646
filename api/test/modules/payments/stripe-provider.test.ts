import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentStartRequest } from '../../../src/modules/payments/payment-provider';
import {
  createStripeProvider,
  type StripeProvider,
} from '../../../src/modules/payments/stripe/stripe-provider';
import { STRIPE_TEST_CARDS, startFakeStripe, type FakeStripe } from '../../support/fake-stripe';

// The Stripe provider against a fake Stripe over real HTTP: the SDK's own requests,
// encoding and error handling are what is tested, only api.stripe.com is stood in for.

let fake: FakeStripe;
let provider: StripeProvider;
let sequence = 0;

function request(overrides: Partial<PaymentStartRequest> = {}): PaymentStartRequest {
  sequence += 1;
  return {
    orderId: `order-${sequence}`,
    method: 'card',
    amount: 1234,
    currency: 'BDT',
    email: 'rahim@example.com',
    name: 'Rahim Uddin',
    phone: '+8801711000000',
    returnUrl: 'http://shop.test/orders/1',
    deadline: new Date(Date.now() + 30 * 60_000),
    idempotencyKey: `order-${sequence}-payment`,
    ...overrides,
  };
}

function konbiniRequest(overrides: Partial<PaymentStartRequest> = {}): PaymentStartRequest {
  return request({
    method: 'konbini',
    currency: 'JPY',
    amount: 15800,
    name: 'Yamada Taro',
    phone: '090-1234-5678',
    ...overrides,
  });
}

function providerFor(target: FakeStripe, extra: Record<string, unknown> = {}): StripeProvider {
  return createStripeProvider({
    STRIPE_SECRET_KEY: target.secretKey,
    STRIPE_PUBLISHABLE_KEY: target.publishableKey,
    STRIPE_WEBHOOK_SECRET: target.webhookSecret,
    STRIPE_API_URL: target.url,
    KONBINI_EXPIRES_DAYS: 3,
    ...extra,
  });
}

/** What Stripe.js sends for a card typed into the card element. */
function cardData(number: string) {
  return {
    payment_method_data: {
      type: 'card',
      card: { number, exp_month: 12, exp_year: 2034, cvc: '123' },
      billing_details: { name: 'Rahim Uddin' },
    },
  };
}

const konbiniData = {
  payment_method_data: {
    type: 'konbini',
    billing_details: { name: 'Yamada Taro', email: 'taro@example.jp', phone: '09012345678' },
  },
};

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = providerFor(fake);
});

afterAll(async () => {
  await fake?.close();
});

describe('start', () => {
  it('creates a card PaymentIntent in poisha (taka × 100), 3-D Secure when the bank asks', async () => {
    const started = await provider.start(request({ amount: 1234, currency: 'BDT' }));
    const intent = fake.intents.get(started.reference);
    expect(intent).toMatchObject({
      amount: 123400,
      currency: 'bdt',
      allowed_payment_method_types: ['card'],
      payment_method_options: { card: { request_three_d_secure: 'automatic' } },
      metadata: { order_id: `order-${sequence}` },
      status: 'requires_payment_method',
    });
    expect(started.next).toEqual({
      type: 'stripe',
      method: 'card',
      clientSecret: intent?.client_secret,
      publishableKey: fake.publishableKey,
    });
  });

  it('sends yen as they are (a zero-decimal currency)', async () => {
    const started = await provider.start(request({ amount: 15800, currency: 'JPY' }));
    expect(fake.intents.get(started.reference)).toMatchObject({ amount: 15800, currency: 'jpy' });
  });

  it('creates one PaymentIntent per idempotency key, however often it is asked', async () => {
    const before = fake.createdCount;
    const ask = request();
    const first = await provider.start(ask);
    const again = await provider.start(ask);
    expect(again).toEqual(first);
    expect(fake.createdCount).toBe(before + 1);
    const other = await provider.start({ ...ask, idempotencyKey: `${ask.idempotencyKey}-2` });
    expect(other.reference).not.toBe(first.reference);
  });

  it('asks for a konbini voucher valid the configured days, the phone as confirmation number', async () => {
    const started = await provider.start(konbiniRequest());
    expect(started.next).toMatchObject({ type: 'stripe', method: 'konbini' });
    expect(fake.intents.get(started.reference)).toMatchObject({
      amount: 15800,
      currency: 'jpy',
      allowed_payment_method_types: ['konbini'],
      payment_method_options: {
        konbini: {
          expires_after_days: 3,
          confirmation_number: '09012345678',
          product_description: `Order order-${sequence}`,
        },
      },
    });
  });

  it('refuses konbini in taka (Stripe takes konbini in yen only)', async () => {
    await expect(provider.start(konbiniRequest({ currency: 'BDT' }))).rejects.toThrow(/yen/);
  });
});

describe('settle', () => {
  it('reads a paid card: whole taka back, brand and last four digits', async () => {
    const started = await provider.start(request({ amount: 990 }));
    if (started.next.type !== 'stripe') throw new Error('expected a Stripe step');
    const confirmed = await fake.confirmPaymentIntent(
      started.next.clientSecret,
      cardData(STRIPE_TEST_CARDS.succeeds),
    );
    expect(confirmed.body).toMatchObject({ status: 'succeeded' });
    await expect(provider.settle(started.reference)).resolves.toEqual({
      state: 'paid',
      amount: 990,
      currency: 'BDT',
      brand: 'visa',
      last4: '4242',
      transactionId: fake.intents.get(started.reference)?.latest_charge,
    });
    expect(fake.intents.get(started.reference)?.latest_charge).toMatch(/^ch_/);
  });

  it('is pending while 3-D Secure waits, paid once the challenge is completed', async () => {
    const started = await provider.start(request({ amount: 5000, currency: 'JPY' }));
    if (started.next.type !== 'stripe') throw new Error('expected a Stripe step');
    const confirmed = await fake.confirmPaymentIntent(
      started.next.clientSecret,
      cardData(STRIPE_TEST_CARDS.threeDSecure),
    );
    expect(confirmed.body).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'redirect_to_url' },
    });
    await expect(provider.settle(started.reference)).resolves.toEqual({ state: 'pending' });
    await fake.completeThreeDSecure(started.reference, 'complete');
    await expect(provider.settle(started.reference)).resolves.toMatchObject({
      state: 'paid',
      amount: 5000,
      currency: 'JPY',
      last4: '3220',
    });
  });

  it('stays pending after a failed challenge or a declined card (another card may be tried)', async () => {
    const started = await provider.start(request());
    if (started.next.type !== 'stripe') throw new Error('expected a Stripe step');
    await fake.confirmPaymentIntent(
      started.next.clientSecret,
      cardData(STRIPE_TEST_CARDS.threeDSecureAlways),
    );
    await fake.completeThreeDSecure(started.reference, 'fail');
    await expect(provider.settle(started.reference)).resolves.toEqual({ state: 'pending' });

    const declined = await fake.confirmPaymentIntent(
      started.next.clientSecret,
      cardData(STRIPE_TEST_CARDS.declined),
    );
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ error: { code: 'card_declined' } });
    await expect(provider.settle(started.reference)).resolves.toEqual({ state: 'pending' });

    await fake.confirmPaymentIntent(
      started.next.clientSecret,
      cardData(STRIPE_TEST_CARDS.succeeds),
    );
    await expect(provider.settle(started.reference)).resolves.toMatchObject({ state: 'paid' });
  });

  it('shows the konbini voucher while it waits, then paid once the shopper paid at the store', async () => {
    const started = await provider.start(konbiniRequest({ amount: 15800 }));
    if (started.next.type !== 'stripe') throw new Error('expected a Stripe step');
    await expect(provider.settle(started.reference)).resolves.toEqual({ state: 'pending' });
    const confirmed = await fake.confirmPaymentIntent(started.next.clientSecret, konbiniData);
    expect(confirmed.body).toMatchObject({ status: 'requires_action' });

    const waiting = await provider.settle(started.reference);
    if (waiting.state !== 'pending' || !waiting.konbini) throw new Error('expected a voucher');
    expect(waiting.konbini.voucherUrl).toBe(`${fake.url}/konbini/${started.reference}`);
    expect(waiting.konbini.stores.map((store) => store.chain)).toEqual([
      'familymart',
      'lawson',
      'ministop',
      'seicomart',
    ]);
    expect(waiting.konbini.stores[0]).toMatchObject({
      confirmationNumber: '09012345678',
      paymentCode: expect.stringMatching(/^\d{12}$/),
    });
    // Three days later, at 23:59:59 in Japan.
    const expires = new Date(waiting.konbini.expiresAt);
    expect(expires.getUTCHours()).toBe(14);
    expect(expires.getTime() - Date.now()).toBeGreaterThan(2 * 86_400_000);
    expect(expires.getTime() - Date.now()).toBeLessThan(4 * 86_400_000);

    await fake.payKonbini(started.reference);
    await expect(provider.settle(started.reference)).resolves.toEqual({
      state: 'paid',
      amount: 15800,
      currency: 'JPY',
      transactionId: expect.stringMatching(/^ch_/),
    });
  });

  it('reads a konbini voucher that expired unpaid as failed (expired)', async () => {
    const started = await provider.start(konbiniRequest());
    if (started.next.type !== 'stripe') throw new Error('expected a Stripe step');
    await fake.confirmPaymentIntent(started.next.clientSecret, konbiniData);
    await fake.expireKonbini(started.reference);
    await expect(provider.settle(started.reference)).resolves.toEqual({
      state: 'failed',
      reason: 'expired',
    });
  });

  it('rejects for a payment Stripe does not know', async () => {
    await expect(provider.settle('pi_unknown')).rejects.toThrow(/No such payment_intent/);
  });
});

describe('refund and cancel', () => {
  it('refunds in minor units, once per idempotency key', async () => {
    const started = await provider.start(request({ amount: 2000 }));
    if (started.next.type !== 'stripe') throw new Error('expected a Stripe step');
    await fake.confirmPaymentIntent(
      started.next.clientSecret,
      cardData(STRIPE_TEST_CARDS.succeeds),
    );
    const ask = {
      reference: started.reference,
      amount: 500,
      currency: 'BDT' as const,
      reason: 'Returned',
      idempotencyKey: `refund-${started.reference}`,
    };
    const refunded = await provider.refund(ask);
    expect(refunded.status).toBe('succeeded');
    expect(fake.refunds.get(refunded.reference)).toMatchObject({
      amount: 50000,
      payment_intent: started.reference,
    });
    await expect(provider.refund(ask)).resolves.toEqual(refunded);
    expect(
      [...fake.refunds.values()].filter((r) => r.payment_intent === started.reference),
    ).toHaveLength(1);
    // More than is left is Stripe's error, a rejection for the caller.
    await expect(
      provider.refund({ ...ask, amount: 1600, idempotencyKey: `${ask.idempotencyKey}-2` }),
    ).rejects.toThrow(/greater than unrefunded/);
  });

  it('cancels a payment given up at its deadline (read back as expired), and leaves final ones', async () => {
    const open = await provider.start(request());
    await provider.cancel?.(open.reference);
    expect(fake.intents.get(open.reference)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
    });
    await expect(provider.settle(open.reference)).resolves.toEqual({
      state: 'failed',
      reason: 'expired',
    });
    await expect(provider.cancel?.(open.reference)).resolves.toBeUndefined();

    const paid = await provider.start(request());
    if (paid.next.type !== 'stripe') throw new Error('expected a Stripe step');
    await fake.confirmPaymentIntent(paid.next.clientSecret, cardData(STRIPE_TEST_CARDS.succeeds));
    await expect(provider.cancel?.(paid.reference)).resolves.toBeUndefined();
    expect(fake.intents.get(paid.reference)?.status).toBe('succeeded');
  });
});

describe('webhooks', () => {
  const parse = (body: string, header?: string) =>
    provider.parseWebhook?.(
      Buffer.from(body),
      header === undefined ? {} : { 'stripe-signature': header },
    );

  function lastEvent(type: string, reference: string) {
    const event = [...fake.events]
      .reverse()
      .find(
        (e) =>
          e.type === type &&
          (e.data.object.id === reference || e.data.object.payment_intent === reference),
      );
    if (!event) throw new Error(`no ${type} event for ${reference}`);
    return event;
  }

  async function paidCard(amount = 700) {
    const started = await provider.start(request({ amount }));
    if (started.next.type !== 'stripe') throw new Error('expected a Stripe step');
    await fake.confirmPaymentIntent(
      started.next.clientSecret,
      cardData(STRIPE_TEST_CARDS.succeeds),
    );
    return started.reference;
  }

  it('reads a correctly signed payment_intent.succeeded as paid, the same event id every time', async () => {
    const reference = await paidCard(700);
    const { body, header } = fake.signEvent(lastEvent('payment_intent.succeeded', reference));
    const first = parse(body, header);
    expect(first).toEqual({
      eventId: lastEvent('payment_intent.succeeded', reference).id,
      reference,
      outcome: {
        state: 'paid',
        amount: 700,
        currency: 'BDT',
        transactionId: fake.intents.get(reference)?.latest_charge,
      },
    });
    // Stripe delivers at least once: a repeat reads the same, the core stores the id once.
    expect(parse(body, header)).toEqual(first);
  });

  it('throws on a bad signature, a tampered body, an old timestamp or no signature', async () => {
    const reference = await paidCard();
    const event = lastEvent('payment_intent.succeeded', reference);
    const wrongSecret = fake.signEvent(event, { secret: 'whsec_not_ours' });
    expect(() => parse(wrongSecret.body, wrongSecret.header)).toThrow(/signature/i);
    const signed = fake.signEvent(event);
    expect(() =>
      parse(signed.body.replace('"amount": 70000', '"amount": 1'), signed.header),
    ).toThrow(/signature/i);
    const stale = fake.signEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(() => parse(stale.body, stale.header)).toThrow(/tolerance/i);
    expect(() => parse(signed.body)).toThrow(/Stripe-Signature/);
  });

  it('reads a PaymentIntent Stripe cancelled because it ran out as expired', () => {
    const event = (reason: string) =>
      fake.signEvent({
        id: `evt_${reason}`,
        object: 'event',
        type: 'payment_intent.canceled',
        data: {
          object: {
            id: 'pi_ran_out',
            object: 'payment_intent',
            status: 'canceled',
            cancellation_reason: reason,
            allowed_payment_method_types: ['konbini'],
            payment_method_types: ['konbini'],
          },
        },
      });
    for (const [reason, expected] of [
      ['expired', 'expired'],
      ['automatic', 'expired'],
      ['requested_by_customer', 'cancelled'],
    ]) {
      const { body, header } = event(reason as string);
      expect(parse(body, header)?.outcome).toEqual({ state: 'failed', reason: expected });
    }
  });

  it('answers null for events orders do not use', () => {
    const { body, header } = fake.signEvent({
      id: 'evt_customer',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect(parse(body, header)).toBeNull();
  });

  it('maps failures: a declined card stays pending, an expired voucher or a cancel is final', async () => {
    const card = await provider.start(request());
    if (card.next.type !== 'stripe') throw new Error('expected a Stripe step');
    await fake.confirmPaymentIntent(card.next.clientSecret, cardData(STRIPE_TEST_CARDS.declined));
    const declined = fake.signEvent(lastEvent('payment_intent.payment_failed', card.reference));
    expect(parse(declined.body, declined.header)?.outcome).toEqual({ state: 'pending' });

    await provider.cancel?.(card.reference);
    const canceled = fake.signEvent(lastEvent('payment_intent.canceled', card.reference));
    expect(parse(canceled.body, canceled.header)?.outcome).toEqual({
      state: 'failed',
      reason: 'expired',
    });

    const konbini = await provider.start(konbiniRequest());
    if (konbini.next.type !== 'stripe') throw new Error('expected a Stripe step');
    await fake.confirmPaymentIntent(konbini.next.clientSecret, konbiniData);
    const voucher = fake.signEvent(lastEvent('payment_intent.requires_action', konbini.reference));
    expect(parse(voucher.body, voucher.header)?.outcome).toMatchObject({
      state: 'pending',
      konbini: { voucherUrl: `${fake.url}/konbini/${konbini.reference}` },
    });
    await fake.expireKonbini(konbini.reference);
    const expired = fake.signEvent(lastEvent('payment_intent.payment_failed', konbini.reference));
    expect(parse(expired.body, expired.header)?.outcome).toEqual({
      state: 'failed',
      reason: 'expired',
    });
  });

  it('reads charge.refunded as refunded in whole units', async () => {
    const reference = await paidCard(1500);
    await provider.refund({
      reference,
      amount: 1500,
      currency: 'BDT',
      reason: 'Cancelled',
      idempotencyKey: `refund-${reference}`,
    });
    const event = lastEvent('charge.refunded', reference);
    const { body, header } = fake.signEvent(event);
    expect(parse(body, header)).toEqual({
      eventId: event.id,
      reference,
      outcome: { state: 'refunded', amount: 1500, refundReference: event.data.object.id },
    });
  });

  it('delivers signed events to the webhook URL, which the provider accepts', async () => {
    const received: { body: string; signature: string }[] = [];
    const receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: String(req.headers['stripe-signature']),
        });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = receiver.address() as AddressInfo;
      fake.setWebhookUrl(`http://127.0.0.1:${port}/api/v1/payments/stripe/webhook`);
      const started = await provider.start(konbiniRequest({ amount: 3300 }));
      if (started.next.type !== 'stripe') throw new Error('expected a Stripe step');
      await fake.confirmPaymentIntent(started.next.clientSecret, konbiniData);
      await fake.payKonbini(started.reference);
      await fake.webhooksDelivered();
      const outcomes = received
        .map(({ body, signature }) => parse(body, signature))
        .filter((event) => event?.reference === started.reference)
        .map((event) => event?.outcome.state);
      expect(outcomes).toEqual(['pending', 'paid']);
      expect(fake.deliveries.every((delivery) => delivery.status === 200)).toBe(true);
    } finally {
      fake.setWebhookUrl(undefined);
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});

describe('when Stripe does not answer', () => {
  it('gives up after the timeout it was given, retrying once with the same idempotency key', async () => {
    const slow = await startFakeStripe({ delayMs: 5_000 });
    try {
      const impatient = providerFor(slow, {
        STRIPE_TIMEOUT_MS: 300,
        STRIPE_MAX_NETWORK_RETRIES: 1,
      });
      const began = Date.now();
      await expect(impatient.start(request())).rejects.toMatchObject({
        type: 'StripeConnectionError',
      });
      // Two attempts of 300 ms and the SDK's pause between them, far below the 5 s delay.
      expect(Date.now() - began).toBeLessThan(3_000);
      const attempts = slow.requests.filter((r) => r.path === '/v1/payment_intents');
      expect(attempts).toHaveLength(2);
      expect(attempts[1]?.idempotencyKey).toBe(attempts[0]?.idempotencyKey);
      expect(attempts[0]?.idempotencyKey).toBe(`order-${sequence}-payment`);
      const once = providerFor(slow, { STRIPE_TIMEOUT_MS: 300, STRIPE_MAX_NETWORK_RETRIES: 0 });
      const began2 = Date.now();
      await expect(once.settle('pi_any')).rejects.toMatchObject({ type: 'StripeConnectionError' });
      expect(Date.now() - began2).toBeLessThan(1_500);
    } finally {
      await slow.close();
    }
  });
});
