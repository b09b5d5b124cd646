import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import pino from 'pino';
import { buildApp, type App } from '../../../src/app';
import { sweepStrandedOrders } from '../../../src/modules/orders/charge-recovery';
import { TestPaymentGateway } from '../../../src/modules/payments/test-payment-gateway';
import { insertProduct, stockOf } from '../../helpers/catalog-fixtures';
import { describeEachDatabase, type TestDatabase } from '../../helpers/databases';
import { CARDS, DEFAULT_NOW, insertCoupon, orderBody, type JsonResponse } from './commerce-harness';

// Finding 3 of the security review: a failure after the charge must not charge twice,
// nor hold stock forever; guests do not share one idempotency namespace; FIRSTORDER
// is once per customer however the address is written.

const MINUTE = 60_000;

/** Makes the database refuse one kind of write, as a crash at that moment would. */
async function injectFailure(
  database: TestDatabase,
  name: string,
  table: 'orders' | 'idempotency_keys' | 'products',
  when: { sqlite: string; postgres: string },
): Promise<() => Promise<void>> {
  const { db } = database;
  if (database.dialect === 'sqlite') {
    await sql
      .raw(
        `create trigger ${name} before update on ${table} when ${when.sqlite} begin select raise(abort, 'injected failure'); end`,
      )
      .execute(db);
    return async () => void (await sql.raw(`drop trigger ${name}`).execute(db));
  }
  await sql
    .raw(
      `create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${name} before update on ${table} for each row when (${when.postgres}) execute function ${name}()`,
    )
    .execute(db);
  return async () => {
    await sql.raw(`drop trigger ${name} on ${table}`).execute(db);
    await sql.raw(`drop function ${name}()`).execute(db);
  };
}

describeEachDatabase('an order survives a failure after the charge', (database) => {
  let app: App;
  let baseUrl: string;
  let now = new Date(DEFAULT_NOW);
  const gateway = new TestPaymentGateway();

  beforeAll(async () => {
    app = buildApp({
      config: database.config,
      db: database.db,
      logger: pino({ level: 'silent' }),
      now: () => now,
      gateway,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
  });

  async function order(body: unknown, key: string): Promise<JsonResponse> {
    const response = await fetch(`${baseUrl}/api/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  }

  const ordersOf = (email: string) =>
    database.db
      .selectFrom('orders')
      .select(['id', 'status', 'payment_reference'])
      .where('email', '=', email)
      .execute();

  it('a retry after a crash between charge and "paid" finishes the same order with one charge', async () => {
    const product = await insertProduct(database.db, { price: 3000, stockQuantity: 5 });
    const email = `crash-${randomUUID().slice(0, 8)}@example.com`;
    const undo = await injectFailure(database, `fail_paid_${database.dialect}`, 'orders', {
      sqlite: `NEW.status = 'paid' AND NEW.email = '${email}'`,
      postgres: `NEW.status = 'paid' AND NEW.email = '${email}'`,
    });
    const body = orderBody({ items: [{ productId: product.id, quantity: 1 }], email });
    const key = randomUUID();
    const chargesBefore = gateway.chargesMade;
    try {
      const crashed = await order(body, key);
      expect(crashed.status).toBe(500);
    } finally {
      await undo();
    }
    expect(gateway.chargesMade).toBe(chargesBefore + 1);
    const stuck = await ordersOf(email);
    expect(stuck).toHaveLength(1);
    expect(stuck[0]?.status).toBe('placed');

    const retried = await order(body, key);
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({
      success: true,
      orderId: stuck[0]?.id,
      status: 'paid',
      payment: { brand: 'visa', last4: '4242' },
    });
    expect(retried.body.accessToken).toEqual(expect.any(String));
    // One charge, one order, one unit taken.
    expect(gateway.chargesMade).toBe(chargesBefore + 1);
    const after = await ordersOf(email);
    expect(after).toEqual([
      { id: stuck[0]?.id, status: 'paid', payment_reference: expect.stringMatching(/^test_/) },
    ]);
    expect(await stockOf(database.db, product.id)).toBe(4);
    // And the answer is kept like any other.
    const again = await order(body, key);
    expect(again.status).toBe(201);
    expect(again.body.orderId).toBe(stuck[0]?.id);
  });

  it('the sweeper gives back the stock of orders left placed past the deadline', async () => {
    const product = await insertProduct(database.db, { price: 1000, stockQuantity: 10 });
    // Stranded as a crash would leave them: reserved, the card declined, and giving the
    // stock back fails, so each order stays 'placed' holding its stock with no charge.
    const undo = await injectFailure(database, `fail_release_${database.dialect}`, 'products', {
      sqlite: `NEW.stock_quantity > OLD.stock_quantity AND NEW.id = '${product.id}'`,
      postgres: `NEW.stock_quantity > OLD.stock_quantity AND NEW.id = '${product.id}'`,
    });
    const email = `strand-${randomUUID().slice(0, 8)}@example.com`;
    let orderIds: string[];
    try {
      now = new Date(DEFAULT_NOW);
      const old = await order(
        orderBody({
          items: [{ productId: product.id, quantity: 3 }],
          email,
          cardNumber: CARDS.declined,
        }),
        `strand-${randomUUID()}`,
      );
      expect(old.status).toBe(500);
      now = new Date(Date.parse(DEFAULT_NOW) + 10 * MINUTE);
      const young = await order(
        orderBody({
          items: [{ productId: product.id, quantity: 2 }],
          email,
          cardNumber: CARDS.declined,
        }),
        `strand-${randomUUID()}`,
      );
      expect(young.status).toBe(500);
      orderIds = (await ordersOf(email)).map((row) => row.id);
    } finally {
      await undo();
      now = new Date(DEFAULT_NOW);
    }
    expect(orderIds).toHaveLength(2);
    expect(await stockOf(database.db, product.id)).toBe(5);

    const swept = await sweepStrandedOrders(
      database.db,
      new Date(Date.parse(DEFAULT_NOW) + 16 * MINUTE),
    );
    expect(swept.released).toHaveLength(1);
    expect(await stockOf(database.db, product.id)).toBe(8);
    const later = await sweepStrandedOrders(
      database.db,
      new Date(Date.parse(DEFAULT_NOW) + 26 * MINUTE),
    );
    expect(later.released).toHaveLength(1);
    expect(await stockOf(database.db, product.id)).toBe(10);
    expect((await ordersOf(email)).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    // Nothing left to give back twice.
    const none = await sweepStrandedOrders(
      database.db,
      new Date(Date.parse(DEFAULT_NOW) + 60 * MINUTE),
    );
    expect(none.released).toEqual([]);
    expect(await stockOf(database.db, product.id)).toBe(10);
  });

  it('two guests sending the same key get their own orders', async () => {
    const product = await insertProduct(database.db, { price: 1000, stockQuantity: 10 });
    const key = randomUUID();
    const first = await order(
      orderBody({ items: [{ productId: product.id, quantity: 1 }], email: 'rina@example.com' }),
      key,
    );
    const second = await order(
      orderBody({ items: [{ productId: product.id, quantity: 2 }], email: 'sumi@example.com' }),
      key,
    );
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.orderId).not.toBe(first.body.orderId);
    expect(second.body.subtotal).toBe(2000);
  });

  it('FIRSTORDER is once per customer, with or without a +tag in the address', async () => {
    const code = `FIRST${randomUUID().slice(0, 6).toUpperCase()}`;
    await insertCoupon(database.db, {
      code,
      type: 'percentage',
      value: 5,
      max_discount: 1500,
      per_user_limit: 1,
    });
    const product = await insertProduct(database.db, { price: 5000, stockQuantity: 10 });
    const user = randomUUID().slice(0, 8);
    const items = [{ productId: product.id, quantity: 1 }];
    const first = await order(
      orderBody({ items, couponCode: code, email: `${user}@example.com` }),
      randomUUID(),
    );
    expect(first.status).toBe(201);
    expect(first.body.couponDiscount).toBe(250);
    const tagged = await order(
      orderBody({ items, couponCode: code, email: `${user.toUpperCase()}+again@Example.com` }),
      randomUUID(),
    );
    expect(tagged.status).toBe(422);
    expect(tagged.body.error.code).toBe('COUPON_INVALID');
  });
});
