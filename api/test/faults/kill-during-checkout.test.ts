import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { bangladeshPlace } from '../helpers/markets';
import { makeTempDir, removeTempDir } from '../helpers/temp-dir';
import { orderBody } from '../modules/orders/commerce-harness';
import { startFakeBkash, type FakeBkash } from '../support/fake-bkash';

// The API process killed (SIGKILL, as a crash or an OOM kill would) while it handles a
// checkout, then started again: the shopper's retry with the same Idempotency-Key ends
// with exactly one paid order, one recorded charge and the stock taken once — wherever
// in the request the kill landed. The real server, in its own process, on SQLite.

const API_DIR = path.resolve(__dirname, '../..');
const SERVER = path.join(API_DIR, 'src', 'server.ts');
// Kill points spread over the request: before it is read, while the key is claimed, the
// stock reserved, the card charged, the order marked paid, and after the answer.
const KILL_AFTER_MS = [0, 5, 15, 40];
// bKash answers slowly here (each call waits), so these land before, during and after the
// provider's start: the order reserved with no payment yet, the payment created at bKash
// but its reference not recorded, and both recorded.
const BKASH_KILL_AFTER_MS = [20, 120, 300, 900];

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

  async function start(): Promise<void> {
    child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'kill-during-checkout-secret-0123456789abcdef',
        // A request whose process died is taken over by a retry after a second.
        ORDER_PENDING_STALE_SECONDS: '1',
        ...extraEnv,
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${base()}/health`)).ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error('the API did not become healthy');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function kill(): Promise<void> {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  beforeAll(async () => {
    dataDir = makeTempDir('shop-kill-');
    port = await freePort();
    await start();
  }, 60_000);

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
});
