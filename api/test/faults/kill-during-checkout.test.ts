import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { killApiProcess, startApiProcess, useBuiltApi } from '../helpers/api-process';
import { bangladeshPlace } from '../helpers/markets';
import { makeTempDir, removeTempDir } from '../helpers/temp-dir';
import { orderBody } from '../modules/orders/commerce-harness';
import { startFakeBkash, type FakeBkash } from '../support/fake-bkash';
import {
  startFakeStripe,
  STRIPE_TEST_CARDS,
  type FakeStripe,
  type FakeStripeEvent,
} from '../support/fake-stripe';

// The API process killed (SIGKILL, as a crash or an OOM kill would) while it handles a
// checkout, then started again: the shopper's retry with the same Idempotency-Key ends
// with exactly one paid order, one recorded charge and the stock taken once — wherever
// in the request the kill landed. The real server, in its own process, on SQLite.

// Kill points spread over the request: before it is read, while the key is claimed, the
// stock reserved, the card charged, the order marked paid, and after the answer.
const KILL_AFTER_MS = [0, 5, 15, 40];
// bKash answers slowly here (each call waits), so these land before, during and after the
// provider's start: the order reserved with no payment yet, the payment created at bKash
// but its reference not recorded, and both recorded.
const BKASH_KILL_AFTER_MS = [20, 120, 300, 900];
// Cash on delivery has no provider: the whole request is one reservation, so the kills
// land before it is read, while the order is written, and after the answer.
const COD_KILL_AFTER_MS = [0, 8, 60];
// The fake Stripe answers slowly too: before the PaymentIntent is asked for, while Stripe
// creates it (it exists there, its id not recorded here), and after both.
const STRIPE_DELAY_MS = 150;
const STRIPE_KILL_AFTER_MS = [15, 100, 700];
// While the signed payment_intent.succeeded is delivered: before it is read, while it is
// stored and applied, and after.
const WEBHOOK_KILL_AFTER_MS = [0, 4, 40];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a checkout that finishes in Stripe.js is answered. */
interface PlacedAnswer {
  orderId: string;
  accessToken: string;
  status: string;
  next: { type: string; method: string; clientSecret: string; publishableKey: string };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('the API killed during a checkout', () => {
  let dataDir: string;
  let port: number;
  let child: ChildProcess | undefined;
  let extraEnv: NodeJS.ProcessEnv = {};

  const base = () => `http://127.0.0.1:${port}/api/v1`;

  const api = useBuiltApi();

  async function start(): Promise<void> {
    child = await startApiProcess(api.server, {
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'kill-during-checkout-secret-0123456789abcdef',
      // A request whose process died is taken over by a retry after a second.
      ORDER_PENDING_STALE_SECONDS: '1',
      ...extraEnv,
    });
  }

  const kill = () => killApiProcess(child);

  /** The shopper's retry: the key of a request whose process died is free after a second. */
  async function retryPastInProgress(send: () => Promise<Response>): Promise<Response> {
    let retry = await send();
    const deadline = Date.now() + 10_000;
    while (retry.status === 409 && Date.now() < deadline) {
      await sleep(300);
      retry = await send();
    }
    return retry;
  }

  /** Sends `send`, kills the API `delay` ms later, waits for the first answer (or none), restarts. */
  async function killDuring<T>(send: () => Promise<T>, delay: number): Promise<T | null> {
    const first = send().then(
      (answer) => answer,
      () => null,
    );
    await sleep(delay);
    await kill();
    const answer = await first;
    await start();
    return answer;
  }

  function readDb<T>(read: (db: Database.Database) => T): T {
    const db = new Database(path.join(dataDir, 'shop.db'), { readonly: true });
    try {
      return read(db);
    } finally {
      db.close();
    }
  }

  async function productInStock(query: string) {
    const list = (await (await fetch(`${base()}/products?inStock=true&${query}`)).json()) as {
      items: { id: string; stockQuantity: number }[];
    };
    const product = list.items[0];
    if (!product) throw new Error('the seeded catalog has no product in stock');
    // Enough for every round of a case.
    expect(product.stockQuantity).toBeGreaterThan(STRIPE_KILL_AFTER_MS.length);
    return product;
  }

  async function stockOf(productId: string): Promise<number> {
    const answer = (await (await fetch(`${base()}/inventory/${productId}/check`)).json()) as {
      stock: number;
    };
    return answer.stock;
  }

  function bangladeshOrder(productId: string, email: string, method: string) {
    return {
      ...orderBody({ items: [{ productId, quantity: 1 }], email }),
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
    };
  }

  function placeWith(key: string, body: unknown) {
    const text = JSON.stringify(body);
    return () =>
      fetch(`${base()}/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: text,
      });
  }

  function stripeEnv(stripe: FakeStripe): NodeJS.ProcessEnv {
    return {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
    };
  }

  const webhookUrl = () => `${base()}/payments/stripe/webhook`;

  /** The event Stripe raised for this PaymentIntent, as its webhook would carry it. */
  function stripeEvent(stripe: FakeStripe, type: string, intentId: string): FakeStripeEvent {
    const event = stripe.events.find(
      (candidate) => candidate.type === type && candidate.data.object.id === intentId,
    );
    if (!event) throw new Error(`the fake Stripe raised no ${type} for ${intentId}`);
    return event;
  }

  function intentsOf(stripe: FakeStripe, orderId: string) {
    return [...stripe.intents.values()].filter((intent) => intent.metadata.order_id === orderId);
  }

  beforeAll(async () => {
    dataDir = makeTempDir('shop-kill-');
    port = await freePort();
    await start();
  }, 150_000);

  afterAll(async () => {
    await kill();
    removeTempDir(dataDir);
  });

  it('a retry with the same Idempotency-Key yields one order, one charge, stock taken once', async () => {
    const list = (await (
      await fetch(`${base()}/products?inStock=true&minPrice=1000&pageSize=1`)
    ).json()) as { items: { id: string; stockQuantity: number }[] };
    const product = list.items[0];
    if (!product) throw new Error('the seeded catalog has no product in stock');
    expect(product.stockQuantity).toBeGreaterThan(KILL_AFTER_MS.length);
    const stock = async () =>
      ((await (await fetch(`${base()}/inventory/${product.id}/check`)).json()) as { stock: number })
        .stock;
    const before = await stock();

    let killedMidRequest = 0;
    for (const [round, delay] of KILL_AFTER_MS.entries()) {
      const key = randomUUID();
      const email = `killed.${round}.${Date.now()}@example.com`;
      const body = JSON.stringify(
        orderBody({ items: [{ productId: product.id, quantity: 1 }], email }),
      );
      const send = () =>
        fetch(`${base()}/orders`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
          body,
        });

      const first = send().then(
        async (response) => ({ status: response.status, body: await response.json() }),
        () => null,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
      await kill();
      const firstAnswer = await first;
      if (firstAnswer === null) killedMidRequest += 1;
      await start();

      // The shopper presses Place Order again: same key, same order.
      let retry = await send();
      const deadline = Date.now() + 10_000;
      while (retry.status === 409 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        retry = await send();
      }
      const answer = (await retry.json()) as { success?: boolean; orderId?: string };
      expect({ round, delay, status: retry.status }).toEqual({ round, delay, status: 201 });
      expect(answer.success).toBe(true);
      if (firstAnswer?.status === 201)
        expect(answer.orderId).toBe((firstAnswer.body as { orderId: string }).orderId);

      const db = new Database(path.join(dataDir, 'shop.db'), { readonly: true });
      try {
        const orders = db
          .prepare('SELECT id, status, payment_reference FROM orders WHERE email = ?')
          .all(email) as { id: string; status: string; payment_reference: string | null }[];
        expect(orders).toEqual([
          {
            id: answer.orderId,
            status: 'paid',
            payment_reference: expect.stringMatching(/^test_/),
          },
        ]);
        const keys = db
          .prepare('SELECT charge_reference FROM idempotency_keys WHERE order_id = ?')
          .all(answer.orderId) as { charge_reference: string | null }[];
        expect(keys).toHaveLength(1);
        // The one charge the key recorded is the one the order was paid with.
        expect(keys[0]?.charge_reference ?? orders[0]?.payment_reference).toBe(
          orders[0]?.payment_reference,
        );
      } finally {
        db.close();
      }
      expect(await stock()).toBe(before - (round + 1));
    }
    // At least some kills landed while a request was in flight, or this proved nothing.
    expect(killedMidRequest).toBeGreaterThan(0);
  }, 240_000);

  it('bKash: killed after reserving or after the provider started, the retry settles once', async () => {
    const bkash: FakeBkash = await startFakeBkash({ delayMs: 150 });
    try {
      await kill();
      extraEnv = {
        BKASH_BASE_URL: bkash.url,
        BKASH_APP_KEY: bkash.credentials.appKey,
        BKASH_APP_SECRET: bkash.credentials.appSecret,
        BKASH_USERNAME: bkash.credentials.username,
        BKASH_PASSWORD: bkash.credentials.password,
        // bKash's callback comes back through the shop's origin; here the API is it.
        SHOP_URL: `http://127.0.0.1:${port}`,
      };
      await start();
      const list = (await (
        await fetch(`${base()}/products?inStock=true&minPrice=1000&maxPrice=20000&pageSize=1`)
      ).json()) as { items: { id: string; stockQuantity: number }[] };
      const product = list.items[0];
      if (!product) throw new Error('the seeded catalog has no product in stock');
      const stock = async () =>
        (
          (await (await fetch(`${base()}/inventory/${product.id}/check`)).json()) as {
            stock: number;
          }
        ).stock;
      const before = await stock();

      for (const [round, delay] of BKASH_KILL_AFTER_MS.entries()) {
        const key = randomUUID();
        const email = `bkash.${round}.${Date.now()}@example.com`;
        const body = JSON.stringify({
          ...orderBody({ items: [{ productId: product.id, quantity: 1 }], email }),
          shipping: {
            firstName: 'Rahim',
            lastName: 'Uddin',
            email,
            phone: '01712-345678',
            address: 'House 12, Road 5',
            country: 'Bangladesh',
            ...bangladeshPlace('Gulshan', 'Dhaka'),
          },
          payment: { method: 'bkash' },
        });
        const send = () =>
          fetch(`${base()}/orders`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
            body,
          });
        const first = send().then(
          (response) => response.status,
          () => null,
        );
        await new Promise((resolve) => setTimeout(resolve, delay));
        await kill();
        await first;
        await start();

        let retry = await send();
        const deadline = Date.now() + 10_000;
        while (retry.status === 409 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 300));
          retry = await send();
        }
        const answer = (await retry.json()) as {
          orderId: string;
          status: string;
          next?: { type: string; url: string };
        };
        expect({ round, delay, status: retry.status }).toEqual({ round, delay, status: 201 });
        expect(answer).toMatchObject({ status: 'awaiting_payment', next: { type: 'redirect' } });
        // The shopper approves on bKash's page and comes back through the callback.
        const paymentID = new URL(answer.next!.url).pathname.split('/').pop()!;
        const callback = await fetch(bkash.approve(paymentID), { redirect: 'manual' });
        expect(callback.status).toBe(303);
        // The callback again (a reload): nothing more happens.
        await fetch(bkash.approve(paymentID), { redirect: 'manual' });

        const db = new Database(path.join(dataDir, 'shop.db'), { readonly: true });
        try {
          const orders = db
            .prepare('SELECT id, status, payment_reference FROM orders WHERE email = ?')
            .all(email) as { id: string; status: string; payment_reference: string | null }[];
          expect(orders).toEqual([
            { id: answer.orderId, status: 'paid', payment_reference: paymentID },
          ]);
        } finally {
          db.close();
        }
        // Money moved once for the order, whatever bKash was asked before the kill.
        const completed = [...bkash.payments.values()].filter(
          (payment) => payment.merchantInvoiceNumber === answer.orderId && payment.completions > 0,
        );
        expect(completed.map((payment) => payment.completions)).toEqual([1]);
        expect(await stock()).toBe(before - (round + 1));
      }
    } finally {
      await kill();
      extraEnv = {};
      await bkash.close();
    }
  }, 240_000);

  it('cash on delivery: killed while the order is placed, the retry leaves one order to be collected', async () => {
    await kill();
    extraEnv = {};
    await start();
    const product = await productInStock('minPrice=1000&maxPrice=20000&pageSize=1');
    const before = await stockOf(product.id);

    for (const [round, delay] of COD_KILL_AFTER_MS.entries()) {
      const email = `cod.${round}.${Date.now()}@example.com`;
      const send = placeWith(randomUUID(), bangladeshOrder(product.id, email, 'cod'));
      const first = await killDuring(async () => {
        const response = await send();
        return { status: response.status, body: (await response.json()) as { orderId: string } };
      }, delay);

      const retry = await retryPastInProgress(send);
      const answer = (await retry.json()) as { orderId: string; status: string };
      expect({ round, delay, status: retry.status }).toEqual({ round, delay, status: 201 });
      expect(answer.status).toBe('to_be_collected');
      if (first?.status === 201) expect(answer.orderId).toBe(first.body.orderId);

      readDb((db) => {
        const orders = db
          .prepare('SELECT id, status, payment_method, amount_charged FROM orders WHERE email = ?')
          .all(email);
        // Nothing is charged: the courier collects the money at the door.
        expect(orders).toEqual([
          {
            id: answer.orderId,
            status: 'to_be_collected',
            payment_method: 'cod',
            amount_charged: null,
          },
        ]);
        const keys = db
          .prepare('SELECT state FROM idempotency_keys WHERE order_id = ?')
          .all(answer.orderId);
        expect(keys).toEqual([{ state: 'done' }]);
      });
      expect(await stockOf(product.id)).toBe(before - (round + 1));
    }
  }, 240_000);

  it('Stripe card: killed around the PaymentIntent and again during its webhook, paid once', async () => {
    const stripe = await startFakeStripe({ delayMs: STRIPE_DELAY_MS });
    try {
      await kill();
      extraEnv = stripeEnv(stripe);
      await start();
      const product = await productInStock('minPrice=1000&maxPrice=20000&pageSize=1');
      const before = await stockOf(product.id);

      for (const [round, delay] of STRIPE_KILL_AFTER_MS.entries()) {
        const email = `stripe.${round}.${Date.now()}@example.com`;
        const send = placeWith(randomUUID(), bangladeshOrder(product.id, email, 'card'));
        stripe.setDelay(STRIPE_DELAY_MS);
        const first = await killDuring(async () => {
          const response = await send();
          return { status: response.status, body: (await response.json()) as PlacedAnswer };
        }, delay);

        const retry = await retryPastInProgress(send);
        const answer = (await retry.json()) as PlacedAnswer;
        expect({ round, delay, status: retry.status }).toEqual({ round, delay, status: 201 });
        expect(answer).toMatchObject({
          status: 'awaiting_payment',
          next: { type: 'stripe', method: 'card', publishableKey: stripe.publishableKey },
        });
        // One PaymentIntent for the order, whatever Stripe was asked before the kill, and
        // the retry hands out its client secret (the same as the first answer, if any).
        const intents = intentsOf(stripe, answer.orderId);
        expect(intents).toHaveLength(1);
        const intent = intents[0]!;
        expect(answer.next.clientSecret).toBe(intent.client_secret);
        if (first?.status === 201) {
          expect(first.body.orderId).toBe(answer.orderId);
          expect(first.body.next).toEqual(answer.next);
        }

        // Stripe.js confirms the card in the shopper's browser.
        stripe.setDelay(0);
        const confirmed = await stripe.confirmPaymentIntent(answer.next.clientSecret, {
          payment_method_data: {
            type: 'card',
            card: { number: STRIPE_TEST_CARDS.succeeds, exp_month: 12, exp_year: 2034, cvc: '123' },
          },
        });
        expect(confirmed.body).toMatchObject({ status: 'succeeded' });

        // Stripe delivers payment_intent.succeeded; the API dies while it handles it.
        const succeeded = stripeEvent(stripe, 'payment_intent.succeeded', intent.id);
        const webhookDelay = WEBHOOK_KILL_AFTER_MS[round % WEBHOOK_KILL_AFTER_MS.length]!;
        await killDuring(() => stripe.sendWebhook(webhookUrl(), succeeded), webhookDelay);
        // Stripe had no 2xx, so it delivers again; and once more (at least once, maybe twice).
        expect((await stripe.sendWebhook(webhookUrl(), succeeded)).status).toBe(200);
        expect((await stripe.sendWebhook(webhookUrl(), succeeded)).status).toBe(200);

        // The webhook alone settled it, whichever delivery got through.
        expect({
          round,
          webhookDelay,
          ...(readDb((db) =>
            db.prepare('SELECT status FROM orders WHERE id = ?').get(answer.orderId),
          ) as object),
        }).toEqual({ round, webhookDelay, status: 'paid' });

        // Stripe.js resolved: the checkout asks the API to confirm.
        const confirm = await fetch(`${base()}/orders/${answer.orderId}/payment/confirm`, {
          method: 'POST',
          headers: { 'X-Order-Token': answer.accessToken },
        });
        expect(confirm.status).toBe(200);
        expect(await confirm.json()).toMatchObject({
          status: 'paid',
          payment: { last4: STRIPE_TEST_CARDS.succeeds.slice(-4) },
        });

        readDb((db) => {
          const orders = db
            .prepare(
              'SELECT id, status, payment_provider, payment_reference, amount_charged, total FROM orders WHERE email = ?',
            )
            .all(email) as { amount_charged: number | null; total: number }[];
          expect(orders).toEqual([
            {
              id: answer.orderId,
              status: 'paid',
              payment_provider: 'stripe',
              payment_reference: intent.id,
              amount_charged: orders[0]?.total,
              total: expect.any(Number),
            },
          ]);
          const events = db
            .prepare('SELECT order_id FROM payment_events WHERE event_id = ?')
            .all(succeeded.id);
          expect(events).toEqual([{ order_id: answer.orderId }]);
        });
        // Still the one PaymentIntent, charged once.
        expect(intentsOf(stripe, answer.orderId).map((one) => one.status)).toEqual(['succeeded']);
        expect(await stockOf(product.id)).toBe(before - (round + 1));
      }
    } finally {
      await kill();
      extraEnv = {};
      await stripe.close();
    }
  }, 240_000);

  it('konbini: killed around the start, the retry hands out the same voucher, paid once', async () => {
    const stripe = await startFakeStripe({ delayMs: STRIPE_DELAY_MS });
    try {
      await kill();
      extraEnv = stripeEnv(stripe);
      await start();
      const product = await productInStock('minPrice=1000&maxPrice=20000&pageSize=1');
      const before = await stockOf(product.id);

      for (const [round, delay] of STRIPE_KILL_AFTER_MS.entries()) {
        const email = `konbini.${round}.${Date.now()}@example.com`;
        // A Japanese address, paid in yen: the convenience stores take yen only.
        const send = placeWith(randomUUID(), {
          ...orderBody({ items: [{ productId: product.id, quantity: 1 }], email }),
          currency: 'JPY',
          payment: { method: 'konbini' },
        });
        stripe.setDelay(STRIPE_DELAY_MS);
        const first = await killDuring(async () => {
          const response = await send();
          return { status: response.status, body: (await response.json()) as PlacedAnswer };
        }, delay);

        const retry = await retryPastInProgress(send);
        const answer = (await retry.json()) as PlacedAnswer & { inCurrency: { total: number } };
        expect({ round, delay, status: retry.status }).toEqual({ round, delay, status: 201 });
        expect(answer).toMatchObject({
          status: 'awaiting_payment',
          next: { type: 'stripe', method: 'konbini' },
        });
        const intents = intentsOf(stripe, answer.orderId);
        expect(intents).toHaveLength(1);
        const intent = intents[0]!;
        expect(intent).toMatchObject({ currency: 'jpy', amount: answer.inCurrency.total });
        expect(answer.next.clientSecret).toBe(intent.client_secret);
        if (first?.status === 201) expect(first.body.next).toEqual(answer.next);

        // Stripe.js asks for the voucher; Stripe tells the API about it.
        stripe.setDelay(0);
        const voucher = await stripe.confirmPaymentIntent(answer.next.clientSecret, {
          payment_method_data: {
            type: 'konbini',
            billing_details: { name: 'Hanako Yamada', email, phone: '09012345678' },
          },
        });
        expect(voucher.body).toMatchObject({ status: 'requires_action' });
        const waiting = stripeEvent(stripe, 'payment_intent.requires_action', intent.id);
        expect((await stripe.sendWebhook(webhookUrl(), waiting)).status).toBe(200);
        const order = async () =>
          (await (
            await fetch(`${base()}/orders/${answer.orderId}`, {
              headers: { 'X-Order-Token': answer.accessToken },
            })
          ).json()) as { status: string; konbini: { stores: unknown[] } | null };
        const awaiting = await order();
        expect(awaiting.status).toBe('awaiting_payment');
        expect(awaiting.konbini?.stores.length).toBeGreaterThan(0);

        // Paid at the store; Stripe's webhook arrives twice.
        await stripe.payKonbini(intent.id);
        const succeeded = stripeEvent(stripe, 'payment_intent.succeeded', intent.id);
        expect((await stripe.sendWebhook(webhookUrl(), succeeded)).status).toBe(200);
        expect((await stripe.sendWebhook(webhookUrl(), succeeded)).status).toBe(200);
        expect(await order()).toMatchObject({ status: 'paid', konbini: null });

        readDb((db) => {
          const orders = db
            .prepare(
              'SELECT id, status, payment_reference, payment_currency FROM orders WHERE email = ?',
            )
            .all(email);
          expect(orders).toEqual([
            {
              id: answer.orderId,
              status: 'paid',
              payment_reference: intent.id,
              payment_currency: 'JPY',
            },
          ]);
        });
        expect(intentsOf(stripe, answer.orderId).map((one) => one.status)).toEqual(['succeeded']);
        expect(await stockOf(product.id)).toBe(before - (round + 1));
      }
    } finally {
      await kill();
      extraEnv = {};
      await stripe.close();
    }
  }, 240_000);

  it('Stripe webhook: killed after the event was stored but before the order was marked paid, the redelivery marks it', async () => {
    const stripe = await startFakeStripe();
    try {
      await kill();
      extraEnv = stripeEnv(stripe);
      await start();
      const product = await productInStock('minPrice=1000&maxPrice=20000&pageSize=1');
      const before = await stockOf(product.id);
      const email = `stripe.window.${Date.now()}@example.com`;
      const placed = await placeWith(randomUUID(), bangladeshOrder(product.id, email, 'card'))();
      expect(placed.status).toBe(201);
      const answer = (await placed.json()) as PlacedAnswer;
      await stripe.confirmPaymentIntent(answer.next.clientSecret, {
        payment_method_data: {
          type: 'card',
          card: { number: STRIPE_TEST_CARDS.succeeds, exp_month: 12, exp_year: 2034, cvc: '123' },
        },
      });
      const intent = intentsOf(stripe, answer.orderId)[0]!;
      const succeeded = stripeEvent(stripe, 'payment_intent.succeeded', intent.id);

      // The window between storing the event and marking the order paid is a few
      // statements long: a trigger makes that UPDATE slow, so the kill lands inside it.
      const writable = new Database(path.join(dataDir, 'shop.db'));
      try {
        writable.exec(`
          CREATE TABLE slow_rows (n INTEGER);
          WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 400)
            INSERT INTO slow_rows SELECT n FROM c;
          CREATE TRIGGER slow_paid BEFORE UPDATE OF status ON orders
            WHEN NEW.status = 'paid' AND OLD.id = '${answer.orderId}'
          BEGIN
            SELECT count(*) FROM slow_rows a, slow_rows b, slow_rows c WHERE a.n + b.n > c.n;
          END;
        `);
      } finally {
        writable.close();
      }
      const delivery = stripe.sendWebhook(webhookUrl(), succeeded).catch(() => null);
      const stored = () =>
        readDb((db) => ({
          event: db
            .prepare('SELECT order_id FROM payment_events WHERE event_id = ?')
            .get(succeeded.id),
          order: db.prepare('SELECT status FROM orders WHERE id = ?').get(answer.orderId),
        }));
      const deadline = Date.now() + 10_000;
      while (stored().event === undefined && Date.now() < deadline) await sleep(10);
      await kill();
      await delivery;
      // Killed in the window: the event is stored, the order not marked paid.
      expect(stored()).toEqual({
        event: { order_id: null },
        order: { status: 'awaiting_payment' },
      });
      const cleanup = new Database(path.join(dataDir, 'shop.db'));
      try {
        cleanup.exec('DROP TRIGGER slow_paid; DROP TABLE slow_rows;');
      } finally {
        cleanup.close();
      }
      await start();

      // Stripe had no 2xx and delivers again; once the stored event is older than any
      // request takes, the redelivery applies it.
      await sleep(1_100);
      expect((await stripe.sendWebhook(webhookUrl(), succeeded)).status).toBe(200);
      expect((await stripe.sendWebhook(webhookUrl(), succeeded)).status).toBe(200);
      expect(stored()).toEqual({
        event: { order_id: answer.orderId },
        order: { status: 'paid' },
      });
      expect(intentsOf(stripe, answer.orderId).map((one) => one.status)).toEqual(['succeeded']);
      expect(await stockOf(product.id)).toBe(before - 1);
    } finally {
      await kill();
      extraEnv = {};
      await stripe.close();
    }
  }, 120_000);
});
