import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { buildApp, type App } from '../../../src/app';
import type { Config } from '../../../src/config';
import { sweepExpiredPayments } from '../../../src/modules/orders/payment-settlement';
import { offeredMethods } from '../../../src/modules/payments/payment-methods';
import { createPaymentProviders } from '../../../src/modules/payments/providers';
import { insertProduct, stockOf } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import { bangladeshPlace } from '../../helpers/markets';
import { mailText, startSmtpInbox, type SmtpInbox } from '../auth/smtp-inbox';
import {
  DEFAULT_NOW,
  insertStaffUser,
  orderBody,
  type JsonResponse,
} from '../orders/commerce-harness';
import { FakeProvider } from './fake-provider';

// Payment methods (docs/payments.md, decision 21): what is offered where, cash on delivery,
// and payments that finish away from our API (bKash, a card through Stripe, konbini) with
// in-process fake providers; real HTTP to the API on both databases.

const GULSHAN = bangladeshPlace('Gulshan', 'Dhaka');
const MINUTE = 60_000;

describeEachDatabase('payment methods', (database) => {
  let app: App;
  let baseUrl: string;
  let inbox: SmtpInbox;
  let now = new Date(DEFAULT_NOW);
  let stripe: FakeProvider;
  let bkash: FakeProvider;
  let config: Config;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    stripe = new FakeProvider('stripe', ['card', 'konbini']);
    bkash = new FakeProvider('bkash', ['bkash']);
    config = {
      ...database.config,
      SMTP_URL: inbox.url,
      SHOP_URL: 'https://shop.example.com',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    };
    app = buildApp({
      config,
      db: database.db,
      logger: pino({ level: 'silent' }),
      now: () => now,
      paymentProviders: [stripe, bkash],
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await inbox?.close();
  });
  beforeEach(() => {
    now = new Date(DEFAULT_NOW);
  });

  async function call(
    method: string,
    path: string,
    options: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<JsonResponse> {
    const hasBody = options.body !== undefined || options.raw !== undefined;
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      redirect: 'manual',
      headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
      ...(hasBody ? { body: options.raw ?? JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text === '' ? null : JSON.parse(text),
      headers: response.headers,
    };
  }

  const place = (body: unknown, key = randomUUID()) =>
    call('POST', '/orders', { body, headers: { 'idempotency-key': key } });

  async function bangladeshOrder(payment: unknown, price = 2400, quantity = 1) {
    const part = await insertProduct(database.db, { price, stockQuantity: 10 });
    const body = orderBody({ items: [{ productId: part.id, quantity }] });
    body.shipping = {
      firstName: 'Rahim',
      lastName: 'Uddin',
      email: `rahim.${randomUUID().slice(0, 8)}@example.com`,
      phone: '01712-345678',
      address: 'House 12, Road 5',
      country: 'Bangladesh',
      ...GULSHAN,
      zipCode: '1212',
    };
    body.payment = payment;
    return { body, part, email: (body.shipping as { email: string }).email };
  }

  async function japanOrder(payment: unknown, price = 2400) {
    const part = await insertProduct(database.db, { price, stockQuantity: 10 });
    const email = `hanako.${randomUUID().slice(0, 8)}@example.com`;
    const body = { ...orderBody({ items: [{ productId: part.id, quantity: 1 }], email }), payment };
    return { body: { ...body, currency: 'JPY' }, part, email };
  }

  const rowOf = (id: string) =>
    database.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function webhook(event: unknown, signature?: string) {
    const raw = JSON.stringify(event);
    return call('POST', '/payments/stripe/webhook', {
      raw,
      headers: { 'stripe-signature': signature ?? stripe.sign(raw) },
    });
  }

  describe('GET /payments/methods', () => {
    it('offers card, cash on delivery and bKash in Bangladesh in taka', async () => {
      const response = await call('GET', '/payments/methods?country=BD&currency=BDT');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      expect(response.body.methods).toEqual([
        {
          id: 'card',
          provider: 'stripe',
          fee: 0,
          feeInCurrency: 0,
          maxTotal: null,
          publishableKey: 'pk_test_fake',
        },
        { id: 'cod', provider: 'shop', fee: 0, feeInCurrency: 0, maxTotal: 100_000 },
        { id: 'bkash', provider: 'bkash', fee: 0, feeInCurrency: 0, maxTotal: null },
      ]);
    });

    it("offers Japan's cash on delivery with its fee, and konbini in yen", async () => {
      const response = await call('GET', '/payments/methods?country=JP&currency=JPY');
      expect(response.body.methods.map((m: { id: string }) => m.id)).toEqual([
        'card',
        'cod',
        'konbini',
      ]);
      // 330 yen at 1.25 yen a taka is 264 taka.
      expect(response.body.methods[1]).toMatchObject({ fee: 264, feeInCurrency: 330 });
      const inTaka = await call('GET', '/payments/methods?country=JP&currency=BDT');
      expect(inTaka.body.methods.map((m: { id: string }) => m.id)).toEqual(['card', 'cod']);
      expect(inTaka.body.methods[1]).toMatchObject({ fee: 264, feeInCurrency: 264 });
    });

    it('offers only the card abroad and bKash only in taka', async () => {
      const abroad = await call('GET', '/payments/methods?country=US&currency=BDT');
      expect(abroad.body.methods.map((m: { id: string }) => m.id)).toEqual(['card']);
      const yen = await call('GET', '/payments/methods?country=BD&currency=JPY');
      expect(yen.body.methods.map((m: { id: string }) => m.id)).toEqual(['card', 'cod']);
      expect((await call('GET', '/payments/methods?country=XX')).status).toBe(400);
    });

    it('without providers the card goes to the test gateway; cash on delivery can be turned off', () => {
      const none = createPaymentProviders(config, []);
      expect(offeredMethods(config, none, 'BD', 'BDT')).toEqual([
        { id: 'card', provider: 'test', fee: 0, feeInCurrency: 0, maxTotal: null },
        { id: 'cod', provider: 'shop', fee: 0, feeInCurrency: 0, maxTotal: 100_000 },
      ]);
      expect(offeredMethods({ ...config, COD_ENABLED: false }, none, 'JP', 'JPY')).toHaveLength(1);
      // Nothing configured: nothing registered.
      expect(createPaymentProviders(database.config).all).toEqual([]);
    });

    it('is in the OpenAPI document', async () => {
      const response = await fetch(`${baseUrl}/api/docs/json`);
      if (response.status === 404) return; // docs turned off in this config
      const doc = (await response.json()) as { paths: Record<string, unknown> };
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining(['/api/v1/payments/methods', '/api/v1/orders/{id}/payment/confirm']),
      );
    });
  });

  describe('cash on delivery', () => {
    it('Bangladesh: no fee, to be collected, stock reserved, the same answer on a retry', async () => {
      const { body, part, email } = await bangladeshOrder({ method: 'cod' });
      const key = randomUUID();
      const placed = await place(body, key);
      expect(placed.status).toBe(201);
      expect(placed.body).toMatchObject({
        status: 'to_be_collected',
        paymentMethod: 'cod',
        paymentDeadline: null,
        codFee: 0,
        payment: null,
        total: 2400 + 70,
      });
      expect(placed.body.next).toBeUndefined();
      expect(await stockOf(database.db, part.id)).toBe(9);
      const again = await place(body, key);
      expect(again.body.orderId).toBe(placed.body.orderId);
      expect(await stockOf(database.db, part.id)).toBe(9);
      const text = mailText((await inbox.nextMail(email)).raw);
      expect(text).toContain('To be paid on delivery: ৳2,470');
    });

    it('Japan: the fee is added to the total, in taka and in yen', async () => {
      const { body } = await japanOrder({ method: 'cod' }, 8000);
      const placed = await place(body);
      expect(placed.status).toBe(201);
      // 8000 taka ships free in Japan; the fee is 264 taka, 330 yen.
      expect(placed.body).toMatchObject({ codFee: 264, total: 8264, status: 'to_be_collected' });
      expect(placed.body.inCurrency).toMatchObject({ codFee: 330, total: 10_000 + 330 });
      const order = await call('GET', `/orders/${placed.body.orderId}`, {
        headers: { 'x-order-token': placed.body.accessToken },
      });
      expect(order.body).toMatchObject({ codFee: 264, paymentMethod: 'cod', cancelReason: null });
      expect(order.body.inCurrency).toMatchObject({ codFee: 330, total: 10_330 });
    });

    it('is refused over its limit, naming the limit; nothing is reserved', async () => {
      const { body, part } = await bangladeshOrder({ method: 'cod' }, 60_000, 2);
      const refused = await place(body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('COD_LIMIT_EXCEEDED');
      expect(refused.body.error.message).toContain('৳100,000');
      expect(await stockOf(database.db, part.id)).toBe(10);
    });

    it('the back office records it collected (paid) or refused (cancelled, stock back)', async () => {
      const admin = await insertStaffUser(database.db, 'admin');
      const auth = { authorization: `Bearer ${admin.token}` };
      const first = await bangladeshOrder({ method: 'cod' });
      const collected = await place(first.body);
      const paid = await call('POST', `/admin/orders/${collected.body.orderId}/cod`, {
        body: { outcome: 'collected' },
        headers: auth,
      });
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ status: 'paid', paymentMethod: 'cod' });
      expect(paid.body.audit[0]).toMatchObject({ action: 'order.cod_collected' });
      expect((await rowOf(collected.body.orderId)).amount_charged).toBe(2470);

      const second = await bangladeshOrder({ method: 'cod' });
      const placed = await place(second.body);
      expect(await stockOf(database.db, second.part.id)).toBe(9);
      const refused = await call('POST', `/admin/orders/${placed.body.orderId}/cod`, {
        body: { outcome: 'refused' },
        headers: auth,
      });
      expect(refused.body).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Refused at delivery',
      });
      expect(await stockOf(database.db, second.part.id)).toBe(10);
      // Only once.
      const twice = await call('POST', `/admin/orders/${placed.body.orderId}/cod`, {
        body: { outcome: 'refused' },
        headers: auth,
      });
      expect(twice.status).toBe(409);
      expect(await stockOf(database.db, second.part.id)).toBe(10);
    });
  });

  describe('validation', () => {
    it('refuses a method not offered there, card fields with Stripe or with another method', async () => {
      const japanBkash = await japanOrder({ method: 'bkash' });
      const notHere = await place(japanBkash.body);
      expect(notHere.status).toBe(400);
      expect(notHere.body.error).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE' });
      expect(notHere.body.error.message).toBe(
        'bKash is not offered for orders to Japan paid in JPY',
      );

      const konbiniTaka = await japanOrder({ method: 'konbini' });
      const taka = await place({ ...konbiniTaka.body, currency: 'BDT' });
      expect(taka.body.error.code).toBe('PAYMENT_METHOD_UNAVAILABLE');

      const withCard = await bangladeshOrder({
        method: 'card',
        cardNumber: '4242 4242 4242 4242',
        cardHolder: 'RAHIM',
        expiryDate: '12/30',
        cvv: '123',
      });
      const cardFields = await place(withCard.body);
      expect(cardFields.status).toBe(400);
      expect(cardFields.body.error.code).toBe('CARD_FIELDS_NOT_ACCEPTED');

      const codCard = await bangladeshOrder({ method: 'cod', cvv: '123' });
      expect((await place(codCard.body)).body.error.code).toBe('CARD_FIELDS_NOT_ALLOWED');
      expect(await stockOf(database.db, withCard.part.id)).toBe(10);
    });
  });

  describe('bKash', () => {
    it('starts once, answers the same next step on a retry, and settles once from the callback', async () => {
      const { body, part, email } = await bangladeshOrder({ method: 'bkash' });
      const key = randomUUID();
      const created = bkash.created;
      const placed = await place(body, key);
      expect(placed.status).toBe(201);
      expect(placed.body).toMatchObject({
        status: 'awaiting_payment',
        paymentMethod: 'bkash',
        paymentDeadline: new Date(now.getTime() + 30 * MINUTE).toISOString(),
        payment: null,
        next: { type: 'redirect', url: expect.stringContaining('https://bkash.example/approve/') },
      });
      expect(await stockOf(database.db, part.id)).toBe(9);
      const retry = await place(body, key);
      expect(retry.body.orderId).toBe(placed.body.orderId);
      expect(retry.body.next).toEqual(placed.body.next);
      expect(bkash.created).toBe(created + 1);

      const [reference] = bkash.paymentsOf(placed.body.orderId);
      const request = bkash.payments.get(reference!)!.request;
      expect(request).toMatchObject({ amount: 2470, currency: 'BDT', method: 'bkash' });
      expect(request.returnUrl).toContain('/api/v1/payments/bkash/callback?order=');
      const callback = new URL(request.returnUrl);
      const path = `/payments/bkash/callback${callback.search}&paymentID=${reference}&status=success`;
      const back = await call('GET', path);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(
        `https://shop.example.com/orders/${placed.body.orderId}#token=${placed.body.accessToken}`,
      );
      expect(await call('GET', path)).toMatchObject({ status: 303 });
      const row = await rowOf(placed.body.orderId);
      expect(row).toMatchObject({
        status: 'paid',
        amount_charged: 2470,
        payment_reference: reference,
      });
      expect(await stockOf(database.db, part.id)).toBe(9);
      expect(mailText((await inbox.nextMail(email)).raw)).toContain('Awaiting payment (bKash)');
      expect(mailText((await inbox.nextMail(email)).raw)).toContain('Payment received: ৳2,470');
    });

    it('a cancelled approval cancels the order and gives the stock back', async () => {
      const { body, part, email } = await bangladeshOrder({ method: 'bkash' });
      const placed = await place(body);
      const [reference] = bkash.paymentsOf(placed.body.orderId);
      const search = new URL(bkash.payments.get(reference!)!.request.returnUrl).search;
      await call('GET', `/payments/bkash/callback${search}&paymentID=${reference}&status=cancel`);
      expect(await rowOf(placed.body.orderId)).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'The payment was cancelled',
      });
      expect(await stockOf(database.db, part.id)).toBe(10);
      await inbox.nextMail(email);
      expect(mailText((await inbox.nextMail(email)).raw)).toContain(
        'Cancelled: The payment was cancelled',
      );
    });

    it('a provider that cannot start leaves nothing reserved (402)', async () => {
      const { body, part } = await bangladeshOrder({ method: 'bkash' });
      bkash.failStart = true;
      try {
        const failed = await place(body);
        expect(failed.status).toBe(402);
      } finally {
        bkash.failStart = false;
      }
      expect(await stockOf(database.db, part.id)).toBe(10);
    });
  });

  describe('Stripe', () => {
    it('card: webhook and confirm settle it once, under duplicate and out-of-order events', async () => {
      const { body, email } = await bangladeshOrder({ method: 'card' });
      const placed = await place(body);
      expect(placed.body).toMatchObject({
        status: 'awaiting_payment',
        paymentMethod: 'card',
        next: { type: 'stripe', method: 'card', publishableKey: 'pk_test_fake' },
      });
      const [reference] = stripe.paymentsOf(placed.body.orderId);
      stripe.pay(reference!, { brand: 'visa', last4: '4242' });
      const paidEvent = {
        eventId: `evt_${randomUUID()}`,
        reference,
        outcome: { state: 'paid', amount: 2470, currency: 'BDT', brand: 'visa', last4: '4242' },
      };
      expect((await webhook(paidEvent)).status).toBe(200);
      expect((await webhook(paidEvent)).status).toBe(200);
      // A late failure notice does not undo a payment.
      await webhook({
        eventId: `evt_${randomUUID()}`,
        reference,
        outcome: { state: 'failed', reason: 'declined' },
      });
      const confirmed = await call('POST', `/orders/${placed.body.orderId}/payment/confirm`, {
        headers: { 'x-order-token': placed.body.accessToken },
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({
        status: 'paid',
        payment: { brand: 'visa', last4: '4242' },
        paymentDeadline: null,
      });
      const events = await database.db
        .selectFrom('payment_events')
        .selectAll()
        .where('reference', '=', reference!)
        .execute();
      expect(events).toHaveLength(2);
      await inbox.nextMail(email);
      expect(mailText((await inbox.nextMail(email)).raw)).toContain('Payment received');
    });

    it('refuses a bad signature (400) and confirm without access (404)', async () => {
      const bad = await webhook(
        { eventId: 'evt_x', reference: 'x', outcome: { state: 'pending' } },
        'nope',
      );
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('BAD_SIGNATURE');
      const { body } = await bangladeshOrder({ method: 'card' });
      const placed = await place(body);
      const stranger = await call('POST', `/orders/${placed.body.orderId}/payment/confirm`);
      expect(stranger.status).toBe(404);
    });

    it('a notice that arrives before the start is recorded is applied by its reference', async () => {
      const { body } = await bangladeshOrder({ method: 'card' });
      const original = stripe.start.bind(stripe);
      stripe.start = async (request) => {
        const started = await original(request);
        stripe.pay(started.reference);
        await webhook({
          eventId: `evt_${randomUUID()}`,
          reference: started.reference,
          outcome: { state: 'paid', amount: request.amount, currency: request.currency },
        });
        return started;
      };
      let placed;
      try {
        placed = await place(body);
      } finally {
        stripe.start = original;
      }
      expect(placed.status).toBe(201);
      expect(placed.body.status).toBe('paid');
      expect((await rowOf(placed.body.orderId)).status).toBe('paid');
    });

    it('a payment of another amount is not marked paid', async () => {
      const { body } = await bangladeshOrder({ method: 'card' });
      const placed = await place(body);
      const [reference] = stripe.paymentsOf(placed.body.orderId);
      stripe.pay(reference!, { amount: 1 });
      await call('POST', `/orders/${placed.body.orderId}/payment/confirm`, {
        headers: { 'x-order-token': placed.body.accessToken },
      });
      expect((await rowOf(placed.body.orderId)).status).toBe('awaiting_payment');
    });

    it('konbini: yen to Stripe, the voucher shown while waiting, the deadline at the end of day 3', async () => {
      // Tuesday 24 Nov, 10:00 in Tokyo: the voucher runs to Friday 27 Nov, 23:59:59.
      const { body } = await japanOrder({ method: 'konbini' });
      const placed = await place(body);
      expect(placed.body).toMatchObject({
        status: 'awaiting_payment',
        paymentMethod: 'konbini',
        paymentDeadline: '2026-11-27T14:59:59.000Z',
        next: { type: 'stripe', method: 'konbini' },
      });
      const [reference] = stripe.paymentsOf(placed.body.orderId);
      expect(stripe.payments.get(reference!)!.request).toMatchObject({
        currency: 'JPY',
        amount: placed.body.inCurrency.total,
      });
      const voucher = {
        expiresAt: '2026-11-27T14:59:59.000Z',
        voucherUrl: 'https://stripe.example/voucher',
        stores: [{ chain: 'familymart', confirmationNumber: '1234', paymentCode: '998877' }],
      };
      await webhook({
        eventId: `evt_${randomUUID()}`,
        reference,
        outcome: { state: 'pending', konbini: voucher },
      });
      const order = await call('GET', `/orders/${placed.body.orderId}`, {
        headers: { 'x-order-token': placed.body.accessToken },
      });
      expect(order.body).toMatchObject({ status: 'awaiting_payment', konbini: voucher });
    });
  });

  describe('deadlines and refunds', () => {
    it('the sweep cancels unpaid orders past their deadline (stock back) and keeps a last-minute payment', async () => {
      const unpaid = await bangladeshOrder({ method: 'bkash' });
      const late = await bangladeshOrder({ method: 'bkash' });
      const a = await place(unpaid.body);
      const b = await place(late.body);
      const [lateRef] = bkash.paymentsOf(b.body.orderId);
      bkash.pay(lateRef!);
      const deps = {
        db: database.db,
        config,
        now: () => new Date(now.getTime() + 31 * MINUTE),
        log: pino({ level: 'silent' }),
        providers: createPaymentProviders(config, [stripe, bkash]),
      };
      // Not yet: nothing happens before the deadline.
      expect(await sweepExpiredPayments({ ...deps, now: () => now })).toEqual([]);
      const cancelled = await sweepExpiredPayments(deps);
      expect(cancelled).toContain(a.body.orderId);
      expect(await rowOf(a.body.orderId)).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'Payment was not completed in time',
      });
      expect(await stockOf(database.db, unpaid.part.id)).toBe(10);
      expect(bkash.cancelled).toContain(bkash.paymentsOf(a.body.orderId)[0]);
      expect((await rowOf(b.body.orderId)).status).toBe('paid');
      expect(await stockOf(database.db, late.part.id)).toBe(9);
    });

    it('a paid Stripe order is refunded through Stripe when the back office cancels it', async () => {
      const admin = await insertStaffUser(database.db, 'admin');
      const { body, part } = await japanOrder({ method: 'card' });
      const placed = await place(body);
      const [reference] = stripe.paymentsOf(placed.body.orderId);
      stripe.pay(reference!);
      await call('POST', `/orders/${placed.body.orderId}/payment/confirm`, {
        headers: { 'x-order-token': placed.body.accessToken },
      });
      const cancelled = await call('POST', `/admin/orders/${placed.body.orderId}/status`, {
        body: { status: 'cancelled' },
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(cancelled.status).toBe(200);
      expect(stripe.refunds.at(-1)).toMatchObject({
        reference,
        currency: 'JPY',
        amount: placed.body.inCurrency.total,
      });
      expect(cancelled.body.refunds).toHaveLength(1);
      expect(await stockOf(database.db, part.id)).toBe(10);
    });
  });
});
