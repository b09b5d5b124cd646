import { randomUUID } from 'node:crypto';
import { insertProduct, stockOf } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import {
  insertUser,
  orderBody,
  placeOrder,
  request,
  startCommerceServer,
  type CommerceServer,
} from './commerce-harness';

describeEachDatabase('POST /api/v1/orders', (database) => {
  let server: CommerceServer;

  beforeAll(async () => {
    server = await startCommerceServer({ config: database.config, db: database.db });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('places a paid guest order from server prices and takes the stock', async () => {
    const cpu = await insertProduct(database.db, {
      name: 'Ryzen 7 7800X3D',
      price: 32500,
      stockQuantity: 15,
    });
    const fan = await insertProduct(database.db, {
      name: 'Noctua NF-A12',
      price: 1200,
      stockQuantity: 5,
    });
    const response = await placeOrder(
      server,
      orderBody({
        items: [
          { productId: cpu.id, quantity: 1 },
          { productId: fan.id, quantity: 2 },
        ],
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      orderId: expect.stringMatching(/^CH-[0-9A-Z]{10}$/),
      accessToken: expect.stringMatching(/^[\w-]{43}$/),
      status: 'paid',
      subtotal: 34900,
      shippingCost: 0,
      couponCode: null,
      couponDiscount: 0,
      total: 34900,
      currency: 'BDT',
      rate: 1.25,
      inCurrency: {
        currency: 'BDT',
        // A taka order's figures are its taka amounts.
        items: expect.arrayContaining([
          { productId: cpu.id, unitPrice: 32500, quantity: 1, lineTotal: 32500 },
          { productId: fan.id, unitPrice: 1200, quantity: 2, lineTotal: 2400 },
        ]),
        subtotal: 34900,
        shippingCost: 0,
        couponDiscount: 0,
        codFee: 0,
        total: 34900,
      },
      payment: { brand: 'visa', last4: '4242' },
      paymentMethod: 'card',
      paymentDeadline: null,
      codFee: 0,
      deliveryDays: 1,
      shipDate: '2026-11-25',
      deliveryDate: '2026-11-26',
      countryCode: 'JP',
      area: null,
      delivery: { method: 'ship', requestedDate: null, slot: null, slotLabel: null },
      // Japan's prices include 10% consumption tax: 34900 x 10/110, rounded down.
      taxIncluded: [{ rate: 10, amount: 3172 }],
    });
    expect(await stockOf(database.db, cpu.id)).toBe(14);
    expect(await stockOf(database.db, fan.id)).toBe(3);

    const row = await database.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', response.body.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'paid',
      user_id: null,
      currency: 'BDT',
      subtotal: 34900,
      shipping_cost: 0,
      total: 34900,
      amount_charged: 34900,
      payment_brand: 'visa',
      payment_last4: '4242',
    });
    expect(Number(row.rate)).toBe(1.25);
    // The token itself is never stored.
    expect(JSON.stringify(row)).not.toContain(response.body.accessToken);
  });

  it('ignores tampered client totals: the server figures are charged and answered', async () => {
    const gpu = await insertProduct(database.db, { price: 4000, stockQuantity: 3 });
    const response = await placeOrder(
      server,
      orderBody({
        items: [{ productId: gpu.id, quantity: 1 }],
        totals: { subtotal: 1, shippingCost: 0, couponDiscount: 3999, total: 1 },
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      subtotal: 4000,
      shippingCost: 150,
      couponDiscount: 0,
      total: 4150,
    });
  });

  it('records the display currency and the rate, amounts stay in taka', async () => {
    const part = await insertProduct(database.db, { price: 6000 });
    const body = {
      ...orderBody({ items: [{ productId: part.id, quantity: 1 }] }),
      currency: 'JPY',
    };
    const response = await placeOrder(server, body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ currency: 'JPY', rate: 1.25, total: 6000 });
  });

  it('charges the international flat fee abroad', async () => {
    const part = await insertProduct(database.db, { price: 9000 });
    const response = await placeOrder(
      server,
      orderBody({
        items: [{ productId: part.id, quantity: 1 }],
        country: 'Canada',
        state: 'Ontario',
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ shippingCost: 1200, total: 10200, deliveryDays: 7 });
  });

  it('answers 409 naming the product when stock is short, and takes nothing', async () => {
    const plenty = await insertProduct(database.db, { stockQuantity: 10 });
    const scarce = await insertProduct(database.db, {
      name: 'RTX 5090 Founders',
      stockQuantity: 1,
    });
    const response = await placeOrder(
      server,
      orderBody({
        items: [
          { productId: plenty.id, quantity: 2 },
          { productId: scarce.id, quantity: 2 },
        ],
      }),
    );
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error: { code: 'OUT_OF_STOCK', message: 'Only 1 of RTX 5090 Founders left in stock' },
    });
    expect(await stockOf(database.db, plenty.id)).toBe(10);
    expect(await stockOf(database.db, scarce.id)).toBe(1);

    const gone = await insertProduct(database.db, { name: 'Sold Out Cooler', stockQuantity: 0 });
    const soldOut = await placeOrder(
      server,
      orderBody({ items: [{ productId: gone.id, quantity: 1 }] }),
    );
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.error.message).toBe('Sold Out Cooler is out of stock');
  });

  it('answers 422 for a product that does not exist', async () => {
    const response = await placeOrder(
      server,
      orderBody({ items: [{ productId: 'ghost', quantity: 1 }] }),
    );
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('requires an Idempotency-Key header', async () => {
    const part = await insertProduct(database.db);
    const response = await request(server, 'POST', '/orders', {
      body: orderBody({ items: [{ productId: part.id, quantity: 1 }] }),
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain('idempotency-key');
    expect(await stockOf(database.db, part.id)).toBe(10);
  });

  it('answers a replay with the first answer and creates one order only', async () => {
    const part = await insertProduct(database.db, { stockQuantity: 5 });
    const key = randomUUID();
    const body = orderBody({ items: [{ productId: part.id, quantity: 2 }] });
    const first = await placeOrder(server, body, { key });
    const second = await placeOrder(server, body, { key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await stockOf(database.db, part.id)).toBe(3);
    const orders = await database.db
      .selectFrom('order_items')
      .select('order_id')
      .where('product_id', '=', part.id)
      .execute();
    expect(orders).toHaveLength(1);
  });

  it('replays a failure too: same key after a 409 answers the same 409', async () => {
    const part = await insertProduct(database.db, { stockQuantity: 0 });
    const key = randomUUID();
    const body = orderBody({ items: [{ productId: part.id, quantity: 1 }] });
    const first = await placeOrder(server, body, { key });
    const second = await placeOrder(server, body, { key });
    expect(first.status).toBe(409);
    expect(second).toMatchObject({ status: 409, body: first.body });
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED for the same key with another body', async () => {
    const part = await insertProduct(database.db, { stockQuantity: 5 });
    const key = randomUUID();
    const first = await placeOrder(
      server,
      orderBody({ items: [{ productId: part.id, quantity: 1 }] }),
      { key },
    );
    expect(first.status).toBe(201);
    const other = await placeOrder(
      server,
      orderBody({ items: [{ productId: part.id, quantity: 2 }] }),
      { key },
    );
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await stockOf(database.db, part.id)).toBe(4);
  });

  it('keeps idempotency keys apart per user: the same key from two shoppers is two orders', async () => {
    const part = await insertProduct(database.db, { stockQuantity: 5 });
    const [alice, bob] = [await insertUser(database.db), await insertUser(database.db)];
    const key = randomUUID();
    const body = orderBody({ items: [{ productId: part.id, quantity: 1 }] });
    const a = await placeOrder(server, body, { key, token: alice.token });
    const b = await placeOrder(server, body, { key, token: bob.token });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.orderId).not.toBe(b.body.orderId);
  });

  it.each([
    ['a blank first name', { firstName: ' ' }, 'Please fill in all required shipping information'],
    ['no zip code', { zipCode: '' }, 'Please fill in all required shipping information'],
    ['a bad e-mail', { email: 'not an email' }, 'Please enter a valid email address'],
    ['a bad phone', { phone: '12' }, 'Please enter a valid phone number'],
    [
      'a country we do not ship to',
      { country: 'France' },
      'We ship to Bangladesh, Japan, United States, Canada and United Kingdom only',
    ],
  ])('answers 400 for %s', async (_label, change, message) => {
    const part = await insertProduct(database.db);
    const body = orderBody({ items: [{ productId: part.id, quantity: 1 }] });
    body.shipping = { ...(body.shipping as object), ...change };
    const response = await placeOrder(server, body);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect(await stockOf(database.db, part.id)).toBe(10);
  });
});
