import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { insertProduct, stockOf } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import {
  CARDS,
  CVV,
  couponUses,
  insertCoupon,
  orderBody,
  placeOrder,
  startCommerceServer,
  type CommerceServer,
} from '../orders/commerce-harness';

// Every card number the suite sends, digits only, and the CVV: none may be stored or logged.
const SECRETS = [
  ...Object.values(CARDS).map((card) => card.replace(/ /g, '')),
  ...Object.values(CARDS),
];

describeEachDatabase('payments through the gateway', (database) => {
  let server: CommerceServer;

  beforeAll(async () => {
    server = await startCommerceServer({ config: database.config, db: database.db });
  });

  afterAll(async () => {
    await server?.close();
  });

  it.each([
    [
      'declined',
      CARDS.declined,
      'CARD_DECLINED',
      'Your card was declined. Please use another card.',
    ],
    [
      'failing',
      CARDS.failing,
      'PAYMENT_FAILED',
      'The payment could not be processed. Please try again.',
    ],
  ])(
    'a %s card answers 402 and leaves stock, coupon usage and orders untouched',
    async (_label, card, code, message) => {
      const part = await insertProduct(database.db, { price: 6000, stockQuantity: 2 });
      const coupon = `ONCE${code.slice(0, 4)}`;
      await insertCoupon(database.db, {
        code: coupon,
        type: 'fixed',
        value: 300,
        usage_limit: 1,
        per_user_limit: 1,
      });
      const body = orderBody({
        items: [{ productId: part.id, quantity: 2 }],
        couponCode: coupon,
        cardNumber: card,
      });

      const response = await placeOrder(server, body);
      expect(response.status).toBe(402);
      expect(response.body).toEqual({ error: { code, message } });
      expect(await stockOf(database.db, part.id)).toBe(2);
      expect(await couponUses(database.db, coupon)).toBe(0);
      const redemptions = await database.db
        .selectFrom('coupon_redemptions')
        .select('id')
        .where('coupon_code', '=', coupon)
        .execute();
      expect(redemptions).toHaveLength(0);
      const lines = await database.db
        .selectFrom('order_items')
        .select('order_id')
        .where('product_id', '=', part.id)
        .execute();
      expect(lines).toHaveLength(0);

      // The same shopper can then pay with a good card: the stock and the one-use coupon are still there.
      const retry = await placeOrder(server, {
        ...body,
        payment: { ...(body.payment as object), cardNumber: CARDS.ok },
      });
      expect(retry.status).toBe(201);
      expect(retry.body).toMatchObject({ subtotal: 12000, couponDiscount: 300, total: 11700 });
      expect(await stockOf(database.db, part.id)).toBe(0);
      expect(await couponUses(database.db, coupon)).toBe(1);
    },
  );

  it.each([
    [
      'a number failing Luhn',
      { cardNumber: '4242 4242 4242 4241' },
      'INVALID_CARD_NUMBER',
      'Card number is invalid',
    ],
    [
      'letters in the number',
      { cardNumber: '4242-abcd-4242-4242' },
      'INVALID_CARD_NUMBER',
      'Card number is invalid',
    ],
    ['a short number', { cardNumber: '4242' }, 'INVALID_CARD_NUMBER', 'Card number is invalid'],
    ['an expired card', { expiryDate: '10/26' }, 'CARD_EXPIRED', 'Card has expired'],
    [
      'a bad expiry shape',
      { expiryDate: '13/30' },
      'INVALID_CARD_EXPIRY',
      'Expiry date must be MM/YY',
    ],
    ['a 2-digit CVV', { cvv: '12' }, 'INVALID_CVV', 'CVV must be 3 or 4 digits'],
    ['a 5-digit CVV', { cvv: '12345' }, 'INVALID_CVV', 'CVV must be 3 or 4 digits'],
    [
      'a blank holder',
      { cardHolder: '  ' },
      'PAYMENT_INCOMPLETE',
      'Please fill in all payment information',
    ],
  ])('answers 400 for %s', async (_label, change, code, message) => {
    const part = await insertProduct(database.db);
    const body = orderBody({ items: [{ productId: part.id, quantity: 1 }] });
    body.payment = { ...(body.payment as object), ...change };
    const response = await placeOrder(server, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code, message } });
    expect(await stockOf(database.db, part.id)).toBe(10);
  });

  it('accepts a card expiring this month', async () => {
    const part = await insertProduct(database.db);
    const body = orderBody({ items: [{ productId: part.id, quantity: 1 }] });
    body.payment = { ...(body.payment as object), expiryDate: '11/26' };
    expect((await placeOrder(server, body)).status).toBe(201);
  });

  it('stores brand and last 4 only: no card number or CVV in the database or the logs', async () => {
    const part = await insertProduct(database.db, { stockQuantity: 20 });
    for (const card of Object.values(CARDS)) {
      await placeOrder(
        server,
        orderBody({ items: [{ productId: part.id, quantity: 1 }], cardNumber: card }),
      );
    }
    // A body that fails validation is not logged either.
    await placeOrder(server, {
      ...orderBody({ items: [{ productId: part.id, quantity: 1 }] }),
      surprise: true,
    });

    const stored = await everythingStored(database);
    expect(stored).toContain('4242'); // the last 4 are there, so the dump is real
    for (const secret of SECRETS) expect(stored).not.toContain(secret);
    expect(stored).not.toMatch(new RegExp(`"cvv"|\\b${CVV}\\b.*cvv`));

    const logs = server.logs();
    expect(logs).toContain('incoming request');
    for (const secret of SECRETS) expect(logs).not.toContain(secret);
    expect(logs).not.toContain('cardNumber');
    expect(logs).not.toContain(`"${CVV}"`);
  });

  async function everythingStored(db: typeof database): Promise<string> {
    if (db.dialect === 'sqlite') {
      // The WAL may hold recent pages not yet copied into the main file: read both.
      await sql`pragma wal_checkpoint(FULL)`.execute(db.db);
      const file = db.config.database.dialect === 'sqlite' ? db.config.database.filename : '';
      const parts = [file, `${file}-wal`].filter((f) => fs.existsSync(f));
      expect(parts.length).toBeGreaterThan(0);
      return parts.map((f) => fs.readFileSync(path.resolve(f)).toString('latin1')).join('\n');
    }
    const tables = [
      'orders',
      'order_items',
      'coupon_redemptions',
      'idempotency_keys',
      'coupons',
    ] as const;
    const dumps: string[] = [];
    for (const table of tables) {
      const rows = await sql`select * from ${sql.table(table)}`.execute(db.db);
      dumps.push(JSON.stringify(rows.rows));
    }
    return dumps.join('\n');
  }
});
