import { randomUUID } from 'node:crypto';
import { insertProduct } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import { bangladeshPlace } from '../../helpers/markets';
import {
  orderBody,
  placeOrder,
  request,
  startCommerceServer,
  type CommerceServer,
} from '../orders/commerce-harness';

// POST /orders/track: the order's progress for its number plus the e-mail address or
// Bangladeshi mobile number it was placed with; one and the same answer for an unknown
// number and a wrong contact; limited per client.

describeEachDatabase('POST /api/v1/orders/track', (database) => {
  let server: CommerceServer;
  let limitedServer: CommerceServer;

  beforeAll(async () => {
    server = await startCommerceServer({
      config: { ...database.config, TRACK_ORDER_RATE_LIMIT: 0 },
      db: database.db,
    });
    limitedServer = await startCommerceServer({
      config: { ...database.config, TRACK_ORDER_RATE_LIMIT: 3 },
      db: database.db,
    });
  });

  afterAll(async () => {
    await server?.close();
    await limitedServer?.close();
  });

  const track = (body: unknown, on = server, headers: Record<string, string> = {}) =>
    request(on, 'POST', '/orders/track', { body, headers });

  it('shows the progress of an order to its number and e-mail (any case), and nothing personal', async () => {
    const part = await insertProduct(database.db, { name: 'Tracked Part', price: 2000 });
    const email = `track.${randomUUID().slice(0, 8)}@example.com`;
    const placed = await placeOrder(
      server,
      orderBody({ items: [{ productId: part.id, quantity: 1 }], email }),
    );
    expect(placed.status).toBe(201);
    const id = placed.body.orderId as string;

    const found = await track({
      orderNumber: id.toLowerCase(),
      email: `  ${email.toUpperCase()} `,
    });
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe('no-store');
    expect(found.body).toEqual({
      found: true,
      order: {
        id,
        status: 'paid',
        placedAt: expect.any(String),
        deliveryMethod: 'ship',
        shipDate: expect.any(String),
        deliveryDate: expect.any(String),
        trackingNumber: null,
        carrier: null,
        carrierName: null,
        trackingUrl: null,
      },
    });
    expect(JSON.stringify(found.body)).not.toContain('Hanako');
    expect(JSON.stringify(found.body)).not.toContain(email);

    await database.db
      .updateTable('orders')
      .set({ status: 'shipped', carrier: 'yamato', tracking_number: '111122223333' })
      .where('id', '=', id)
      .execute();
    const shipped = await track({ orderNumber: id.slice(3), email });
    expect(shipped.body.order).toMatchObject({
      status: 'shipped',
      carrier: 'yamato',
      carrierName: 'Yamato Transport',
      trackingNumber: '111122223333',
      trackingUrl:
        'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=111122223333',
    });
  });

  it('answers a wrong e-mail exactly as a number that does not exist', async () => {
    const part = await insertProduct(database.db, { price: 1500 });
    const email = `right.${randomUUID().slice(0, 8)}@example.com`;
    const placed = await placeOrder(
      server,
      orderBody({ items: [{ productId: part.id, quantity: 1 }], email }),
    );
    const id = placed.body.orderId as string;

    const wrongEmail = await track({ orderNumber: id, email: 'someone.else@example.com' });
    const noSuchNumber = await track({ orderNumber: 'CH-0000000000', email });
    const wrongPhone = await track({ orderNumber: id, phone: '01712-000000' });
    for (const answer of [wrongEmail, noSuchNumber, wrongPhone]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ found: false });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('finds a Bangladeshi order by its mobile number in any of its forms', async () => {
    const part = await insertProduct(database.db, { price: 2400, stockQuantity: 10 });
    const body = orderBody({ items: [{ productId: part.id, quantity: 1 }] });
    body.shipping = {
      firstName: 'Rahim',
      lastName: 'Uddin',
      email: `rahim.${randomUUID().slice(0, 8)}@example.com`,
      phone: '01712-345678',
      address: 'House 12, Road 5',
      country: 'Bangladesh',
      ...bangladeshPlace('Gulshan', 'Dhaka'),
      zipCode: '1212',
    };
    const placed = await placeOrder(server, body);
    expect(placed.status).toBe(201);
    const id = placed.body.orderId as string;
    for (const phone of ['01712345678', '+8801712345678', '+880 1712-345678', '8801712345678']) {
      const answer = await track({ orderNumber: id, phone });
      expect(answer.body).toMatchObject({ found: true, order: { id } });
    }
    expect((await track({ orderNumber: id, phone: '01812345678' })).body).toEqual({ found: false });
    expect((await track({ orderNumber: id, phone: 'not a number' })).body).toEqual({
      found: false,
    });
  });

  it("asks for exactly one of e-mail and mobile, in the shopper's language", async () => {
    const neither = await track({ orderNumber: 'CH-0000000000' });
    expect(neither.status).toBe(400);
    expect(neither.body.error.message).toBe(
      'Give the e-mail address or the mobile number the order was placed with',
    );
    const both = await track(
      { orderNumber: 'CH-0000000000', email: 'a@example.com', phone: '01712345678' },
      server,
      { 'accept-language': 'ja' },
    );
    expect(both.status).toBe(400);
    expect(both.body.error.message).toBe(
      'ご注文時のメールアドレスまたは携帯電話番号を入力してください',
    );
    const extra = await track({ orderNumber: 'CH-1', email: 'a@example.com', name: 'x' });
    expect(extra.status).toBe(400);
  });

  it('limits look-ups per client: past the limit every answer is 429', async () => {
    const body = { orderNumber: 'CH-0000000000', email: 'guess@example.com' };
    for (let i = 0; i < 3; i += 1) {
      expect((await track(body, limitedServer)).status).toBe(200);
    }
    const refused = await track(body, limitedServer);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });
});
