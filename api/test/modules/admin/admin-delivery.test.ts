import { randomUUID } from 'node:crypto';
import { insertProduct } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import { bangladeshAreas } from '../../../src/modules/shipping/bangladesh-areas';
import {
  insertStaffUser,
  orderBody,
  placeOrder,
  request,
  startCommerceServer,
  type CommerceServer,
  type TestUser,
} from '../orders/commerce-harness';

// The back office and the counter with both markets (docs/shipping.md): the order list by
// country and area, the packing slip in the country's address order, and counter sales
// recorded at the showroom.

const areas = bangladeshAreas();
const sylhet = areas.districts.find((d) => d.name === 'Sylhet')!;
const kanaighat = areas.upazilas.find((u) => u.name === 'Kanaighat')!;

describeEachDatabase('back office: delivery areas', (database) => {
  let server: CommerceServer;
  let admin: TestUser;
  let bangladeshOrder: string;
  let japanOrder: string;

  beforeAll(async () => {
    server = await startCommerceServer({ config: database.config, db: database.db });
    admin = await insertStaffUser(database.db, 'admin');
    const part = await insertProduct(database.db, { price: 2000, stockQuantity: 100 });
    const bd = orderBody({ items: [{ productId: part.id, quantity: 1 }] });
    bd.shipping = {
      firstName: 'Karim',
      lastName: 'Ahmed',
      email: 'karim@example.com',
      phone: '+880 1712 345678',
      address: 'Village Road 3',
      country: 'Bangladesh',
      division: sylhet.divisionId,
      district: sylhet.id,
      upazila: kanaighat.id,
      zipCode: '3180',
    };
    const placedBd = await placeOrder(server, bd);
    expect(placedBd.status).toBe(201);
    bangladeshOrder = placedBd.body.orderId;
    const jp = orderBody({ items: [{ productId: part.id, quantity: 1 }], zipCode: '100-0005' });
    jp.shipping = {
      ...(jp.shipping as object),
      city: '千代田区',
      town: '丸の内',
      address: '1-1-1',
    };
    const placedJp = await placeOrder(server, {
      ...jp,
      delivery: { date: '2026-11-28', slot: '19-21' },
    });
    expect(placedJp.status).toBe(201);
    japanOrder = placedJp.body.orderId;
  });

  afterAll(async () => {
    await server?.close();
  });

  const as = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
  const list = (query: string) =>
    request(server, 'GET', `/admin/orders?pageSize=100&${query}`, { headers: as(admin) });

  it('filters the order list by country (name or code) and by area (division id or prefecture)', async () => {
    const bd = await list('country=BD');
    expect(bd.status).toBe(200);
    const ids = bd.body.items.map((o: { id: string }) => o.id);
    expect(ids).toContain(bangladeshOrder);
    expect(ids).not.toContain(japanOrder);
    expect(bd.body.items.find((o: { id: string }) => o.id === bangladeshOrder)).toMatchObject({
      country: 'Bangladesh',
      area: 'Sylhet',
      deliveryMethod: 'ship',
    });

    const division = await list(`area=${sylhet.divisionId}`);
    expect(division.body.items.map((o: { id: string }) => o.id)).toEqual([bangladeshOrder]);
    const tokyo = await list('country=Japan&area=Tokyo');
    expect(tokyo.body.items.map((o: { id: string }) => o.id)).toContain(japanOrder);
    expect(tokyo.body.items.map((o: { id: string }) => o.id)).not.toContain(bangladeshOrder);
    const osaka = await list('area=Osaka');
    expect(osaka.body.items.map((o: { id: string }) => o.id)).not.toContain(japanOrder);

    // Decision 21: each order names how it is paid, and the list filters by it.
    expect(bd.body.items.find((o: { id: string }) => o.id === bangladeshOrder)).toMatchObject({
      paymentMethod: 'card',
    });
    const byCard = await list('paymentMethod=card');
    expect(byCard.body.items.map((o: { id: string }) => o.id)).toContain(bangladeshOrder);
    const byCod = await list('paymentMethod=cod');
    expect(byCod.status).toBe(200);
    expect(byCod.body.items.map((o: { id: string }) => o.id)).not.toContain(bangladeshOrder);
    expect((await list('paymentMethod=cheque')).status).toBe(400);

    const mars = await list('country=Mars');
    expect(mars.status).toBe(400);
    expect(mars.body.error.code).toBe('UNSUPPORTED_COUNTRY');
  });

  it('prints a Bangladeshi packing slip from the street up, with the mobile number', async () => {
    const slip = await request(server, 'GET', `/admin/orders/${bangladeshOrder}/packing-slip`, {
      headers: as(admin),
    });
    expect(slip.status).toBe(200);
    expect(slip.body).toMatchObject({
      orderId: bangladeshOrder,
      countryCode: 'BD',
      name: 'Karim Ahmed',
      phone: '+8801712345678',
      addressLines: [
        'Karim Ahmed',
        'Village Road 3',
        'Kanaighat',
        'Sylhet - 3180',
        'Sylhet Division',
        'Bangladesh',
        'Mobile: +8801712345678',
      ],
      area: { upazila: { name: 'Kanaighat', bn: 'কানাইঘাট' } },
      delivery: { method: 'ship' },
      items: [expect.objectContaining({ quantity: 1 })],
    });
  });

  it('prints a Japanese packing slip from the postcode down, with the day and slot asked for', async () => {
    const slip = await request(server, 'GET', `/admin/orders/${japanOrder}/packing-slip`, {
      headers: as(admin),
    });
    expect(slip.body).toMatchObject({
      countryCode: 'JP',
      addressLines: [
        'Hanako Yamada',
        '〒100-0005',
        'Tokyo',
        '千代田区',
        '丸の内',
        '1-1-1',
        'Japan',
        'Phone: +81 90-1234-5678',
      ],
      delivery: { requestedDate: '2026-11-28', slot: '19-21', slotLabel: '19:00-21:00' },
    });
    const detail = await request(server, 'GET', `/admin/orders/${japanOrder}`, {
      headers: as(admin),
    });
    expect(detail.body).toMatchObject({
      countryCode: 'JP',
      delivery: { requestedDate: '2026-11-28', slot: '19-21' },
      addressLines: expect.arrayContaining(['〒100-0005']),
      taxIncluded: [{ rate: 10, amount: expect.any(Number) }],
    });
  });

  it('keeps the packing slip to admins', async () => {
    const staff = await insertStaffUser(database.db, 'staff');
    const response = await request(server, 'GET', `/admin/orders/${japanOrder}/packing-slip`, {
      headers: as(staff),
    });
    expect(response.status).toBe(403);
  });

  it('records a counter sale at the Dhaka showroom, delivered over the counter, with no shipping country of a web order', async () => {
    const staff = await insertStaffUser(database.db, 'staff');
    const product = await insertProduct(database.db, { price: 1500, stockQuantity: 4 });
    const sold = await request(server, 'POST', '/admin/pos/sales', {
      body: {
        items: [{ productId: product.id, quantity: 1 }],
        payment: { method: 'cash', tendered: 2000 },
      },
      headers: { ...as(staff), 'idempotency-key': randomUUID() },
    });
    expect(sold.status).toBe(201);
    const detail = await request(server, 'GET', `/admin/orders/${sold.body.orderId}`, {
      headers: as(admin),
    });
    expect(detail.body).toMatchObject({
      countryCode: 'BD',
      area: null,
      delivery: { method: 'counter' },
      taxIncluded: [],
      shippingCost: 0,
      addressLines: [
        'Counter sale',
        'Dhaka showroom (handed over at the counter)',
        'Dhaka',
        'Bangladesh',
      ],
    });
    const row = await database.db
      .selectFrom('orders')
      .select(['country', 'prefecture', 'delivery_method', 'area_division_id', 'shipping'])
      .where('id', '=', sold.body.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      country: 'Bangladesh',
      prefecture: null,
      delivery_method: 'counter',
      area_division_id: null,
    });
    expect(JSON.parse(row.shipping)).toMatchObject({ city: 'Dhaka', country: 'Bangladesh' });
    const pos = await list('channel=pos&country=BD');
    expect(pos.body.items.find((o: { id: string }) => o.id === sold.body.orderId)).toMatchObject({
      deliveryMethod: 'counter',
    });
  });
});
