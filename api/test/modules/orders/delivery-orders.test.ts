import { insertProduct } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import { bangladeshPlace, dhaka, tokyo } from '../../helpers/markets';
import { mailText, startSmtpInbox, type SmtpInbox } from '../auth/smtp-inbox';
import {
  orderBody,
  placeOrder,
  request,
  startCommerceServer,
  type CommerceServer,
} from './commerce-harness';

// Orders to Bangladesh and Japan's delivery choices (docs/shipping.md): what checkout
// accepts and refuses field by field, what the order records and answers, and the mail.

const GULSHAN = bangladeshPlace('Gulshan', 'Dhaka');
const KANAIGHAT = bangladeshPlace('Kanaighat', 'Sylhet');

describeEachDatabase('orders to Bangladesh and Japan', (database) => {
  let server: CommerceServer;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startCommerceServer({
      config: { ...database.config, SMTP_URL: inbox.url, SHOP_URL: 'https://shop.example.com' },
      db: database.db,
    });
  });

  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  async function bangladeshBody(
    shipping: Record<string, unknown>,
    extra: Record<string, unknown> = {},
    price = 2400,
  ) {
    const part = await insertProduct(database.db, { name: 'Ryzen 5 7600', price });
    const body = orderBody({ items: [{ productId: part.id, quantity: 1 }] });
    body.shipping = {
      firstName: 'Rahim',
      lastName: 'Uddin',
      email: `rahim.${Math.random().toString(36).slice(2)}@example.com`,
      phone: '01712-345678',
      address: 'House 12, Road 5',
      country: 'Bangladesh',
      ...GULSHAN,
      zipCode: '1212',
      ...shipping,
    };
    return { ...body, ...extra };
  }

  it('places a Dhaka order: area, normalised mobile, fee and dates are recorded, answered and mailed', async () => {
    server.setNow(dhaka('2026-11-24T10:00:00'));
    const body = await bangladeshBody({});
    const email = (body.shipping as { email: string }).email;
    const placed = await placeOrder(server, body);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      shippingCost: 70,
      total: 2470,
      countryCode: 'BD',
      area: {
        division: { name: 'Dhaka', bn: 'ঢাকা' },
        district: { name: 'Dhaka' },
        upazila: { id: GULSHAN.upazila, name: 'Gulshan', bn: 'গুলশান' },
        dhakaCity: true,
      },
      delivery: { method: 'ship', requestedDate: null, slot: null, slotLabel: null },
      deliveryDays: 1,
      shipDate: '2026-11-25',
      deliveryDate: '2026-11-26',
      taxIncluded: [],
    });
    const { orderId, accessToken } = placed.body as { orderId: string; accessToken: string };

    const row = await database.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      country: 'Bangladesh',
      prefecture: null,
      area_division_id: GULSHAN.division,
      area_division: 'Dhaka',
      area_district_id: GULSHAN.district,
      area_district: 'Dhaka',
      area_upazila_id: GULSHAN.upazila,
      area_upazila: 'Gulshan',
      delivery_method: 'ship',
      requested_delivery_date: null,
      delivery_slot: null,
      ship_date: '2026-11-25',
      delivery_date: '2026-11-26',
    });
    expect(JSON.parse(row.shipping)).toMatchObject({
      phone: '+8801712345678',
      city: 'Dhaka',
      state: 'Dhaka',
      zipCode: '1212',
    });

    const opened = await request(server, 'GET', `/orders/${orderId}`, {
      headers: { 'x-order-token': accessToken },
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      countryCode: 'BD',
      shipping: { phone: '+8801712345678', country: 'Bangladesh', address: 'House 12, Road 5' },
      area: { upazila: { name: 'Gulshan' }, dhakaCity: true },
      delivery: { method: 'ship' },
      shipDate: '2026-11-25',
      deliveryDate: '2026-11-26',
    });

    const text = mailText((await inbox.nextMail(email)).raw);
    expect(text).toContain('Shipping: ৳70');
    // Bangladesh's address order: street, upazila, district, division, and the mobile.
    expect(text).toContain(
      'Shipping to:\nRahim Uddin\nHouse 12, Road 5\nGulshan\nDhaka - 1212\nDhaka Division\nBangladesh\nMobile: +8801712345678',
    );
    expect(text).toContain(
      'Ships Wednesday, November 25, 2026; expected by Thursday, November 26, 2026.',
    );
  });

  it.each([
    ['01712345678', '+8801712345678'],
    ['+8801712345678', '+8801712345678'],
    ['8801912345678', '+8801912345678'],
    ['+880 1312-345678', '+8801312345678'],
    ['1812345678', '+8801812345678'],
    ['008801512345678', '+8801512345678'],
  ])('accepts the mobile number %s and keeps it as %s', async (phone, stored) => {
    server.setNow(dhaka('2026-11-24T10:00:00'));
    const placed = await placeOrder(server, await bangladeshBody({ phone }));
    expect(placed.status).toBe(201);
    const row = await database.db
      .selectFrom('orders')
      .select('shipping')
      .where('id', '=', placed.body.orderId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.shipping).phone).toBe(stored);
  });

  it.each([
    ['01212345678', 'an operator digit below 3'],
    ['0171234567', 'a digit short'],
    ['017123456789', 'a digit long'],
    ['+81 90-1234-5678', 'a Japanese number'],
    ['02-9123456', 'a landline'],
  ])('refuses the mobile number %s (%s) beside the field', async (phone) => {
    const response = await placeOrder(server, await bangladeshBody({ phone }));
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'INVALID_MOBILE',
      message: 'Enter a Bangladeshi mobile number: 01XXXXXXXXX, with or without +880',
      fields: {
        'shipping.phone': 'Enter a Bangladeshi mobile number: 01XXXXXXXXX, with or without +880',
      },
    });
  });

  it('requires the mobile number, street and area in Bangladesh, each named', async () => {
    const response = await placeOrder(
      server,
      await bangladeshBody({ phone: '', address: ' ', division: '', district: '', upazila: '' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'SHIPPING_INCOMPLETE',
      message: 'Please fill in all required shipping information',
      fields: {
        'shipping.phone': 'Fill this in',
        'shipping.address': 'Fill this in',
        'shipping.division': 'Fill this in',
        'shipping.district': 'Fill this in',
        'shipping.upazila': 'Fill this in',
      },
    });
  });

  it('refuses an unknown district, an upazila of another district and a bad postcode, each named', async () => {
    const unknown = await placeOrder(server, await bangladeshBody({ district: '999' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('UNKNOWN_AREA');
    expect(unknown.body.error.fields).toMatchObject({
      'shipping.district': 'Choose a district of the chosen division',
    });
    const mixed = await placeOrder(
      server,
      await bangladeshBody({ ...KANAIGHAT, upazila: GULSHAN.upazila }),
    );
    expect(mixed.body.error.fields).toEqual({
      'shipping.upazila': 'Choose an upazila or thana of the chosen district',
    });
    const postcode = await placeOrder(server, await bangladeshBody({ zipCode: '12345' }));
    expect(postcode.body.error).toMatchObject({
      code: 'INVALID_POSTCODE',
      fields: { 'shipping.zipCode': 'A Bangladeshi postcode has 4 digits' },
    });
  });

  it('a postcode is optional in Bangladesh; a Sylhet village pays the outside-Dhaka fee', async () => {
    server.setNow(dhaka('2026-11-26T10:00:00'));
    const placed = await placeOrder(server, await bangladeshBody({ ...KANAIGHAT, zipCode: '' }));
    expect(placed.status).toBe(201);
    // Thursday: Friday is off, so it ships Saturday; Sylhet district takes 2 days.
    expect(placed.body).toMatchObject({
      shippingCost: 130,
      shipDate: '2026-11-28',
      deliveryDate: '2026-11-30',
      area: { district: { name: 'Sylhet' }, upazila: { name: 'Kanaighat' }, dhakaCity: false },
    });
  });

  it('a showroom pickup is free, needs no address, and is ready the next shipping day', async () => {
    server.setNow(dhaka('2026-11-26T16:00:00'));
    const body = await bangladeshBody(
      { address: '', division: '', district: '', upazila: '', zipCode: '' },
      { delivery: { method: 'pickup' } },
    );
    const email = (body.shipping as { email: string }).email;
    const placed = await placeOrder(server, body);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      shippingCost: 0,
      area: null,
      delivery: { method: 'pickup' },
      deliveryDays: 0,
      shipDate: '2026-11-28',
      deliveryDate: '2026-11-28',
    });
    const text = mailText((await inbox.nextMail(email)).raw);
    expect(text).toContain(
      'Collect it at:\nRahim Uddin\nPickup at the Dhaka showroom\nMobile: +8801712345678',
    );
    expect(text).toContain(
      'Ready for pickup at the Dhaka showroom from Saturday, November 28, 2026.',
    );
  });

  describe('Japan', () => {
    async function japanBody(
      delivery?: Record<string, unknown>,
      shipping: Record<string, unknown> = {},
    ) {
      const part = await insertProduct(database.db, { name: 'RTX 4060', price: 4400 });
      const body = orderBody({ items: [{ productId: part.id, quantity: 1 }], zipCode: '100-0005' });
      body.shipping = {
        ...(body.shipping as object),
        state: '',
        city: '千代田区',
        town: '丸の内',
        address: '1-1-1',
        ...shipping,
      };
      return delivery ? { ...body, delivery } : body;
    }

    beforeEach(() => {
      // Tuesday 24 Nov 2026, 10:00 in Tokyo: Tokyo's earliest delivery is Thursday the 26th.
      server.setNow(tokyo('2026-11-24T10:00:00'));
    });

    it('takes only the postcode for the prefecture, records the chosen day and 19-21, and mails them with the tax', async () => {
      const body = await japanBody(
        { date: '2026-11-28', slot: '19-21' },
        { email: 'hanako.jp@example.com' },
      );
      const placed = await placeOrder(server, body);
      expect(placed.status).toBe(201);
      expect(placed.body).toMatchObject({
        countryCode: 'JP',
        shippingCost: 150,
        total: 4550,
        deliveryDate: '2026-11-26',
        delivery: {
          method: 'ship',
          requestedDate: '2026-11-28',
          slot: '19-21',
          slotLabel: '19:00-21:00',
        },
        // 4550 x 10/110 = 413.6..., rounded down.
        taxIncluded: [{ rate: 10, amount: 413 }],
      });
      const row = await database.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', placed.body.orderId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        prefecture: 'Tokyo',
        requested_delivery_date: '2026-11-28',
        delivery_slot: '19-21',
        ship_date: '2026-11-25',
        delivery_date: '2026-11-26',
      });
      expect(JSON.parse(row.shipping)).toMatchObject({
        state: 'Tokyo',
        zipCode: '100-0005',
        town: '丸の内',
      });
      const text = mailText((await inbox.nextMail('hanako.jp@example.com')).raw);
      expect(text).toContain(
        'Shipping to:\nHanako Yamada\n〒100-0005\nTokyo\n千代田区\n丸の内\n1-1-1\nJapan',
      );
      expect(text).toContain('Delivery asked for: Saturday, November 28, 2026, 19:00-21:00.');
      expect(text).toContain('Includes 10% consumption tax: ৳413');
    });

    it('in yen, states the tax included in yen', async () => {
      const body = { ...(await japanBody()), currency: 'JPY' };
      const placed = await placeOrder(server, body);
      expect(placed.status).toBe(201);
      // 4550 taka at 1.25: 5500 + 188 yen = 5688 yen; 5688 x 10/110 = 517.09...
      expect(placed.body.inCurrency.total).toBe(5688);
      expect(placed.body.taxIncluded).toEqual([{ rate: 10, amount: 517 }]);
    });

    it.each([
      [
        'a day before the earliest',
        { date: '2026-11-25' },
        'delivery.date',
        'Choose a delivery date from 2026-11-26 to 2026-12-10',
      ],
      [
        'a day past the 14 days',
        { date: '2026-12-11' },
        'delivery.date',
        'Choose a delivery date from 2026-11-26 to 2026-12-10',
      ],
      [
        'a Sunday',
        { date: '2026-11-29' },
        'delivery.date',
        'Parcels are not delivered on Sundays or public holidays: choose another day',
      ],
      ['a malformed date', { date: '28/11/2026' }, 'delivery.date', 'Enter the date as YYYY-MM-DD'],
      [
        'a slot not offered',
        { slot: '12-14' },
        'delivery.slot',
        'Choose one of the time slots: morning, 14-16, 16-18, 18-20, 19-21, any',
      ],
    ])('refuses %s beside its field', async (_label, delivery, field, message) => {
      const response = await placeOrder(server, await japanBody(delivery));
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({ [field]: message });
      expect(response.body.error.message).toBe(message);
    });

    it('refuses a public holiday inside the window', async () => {
      // Monday 23 Nov 2026 (Labour Thanksgiving Day) lies in the window of a quote on the 19th.
      server.setNow(tokyo('2026-11-19T10:00:00'));
      const response = await placeOrder(server, await japanBody({ date: '2026-11-23' }));
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({
        'delivery.date':
          'Parcels are not delivered on Sundays or public holidays: choose another day',
      });
    });

    it('refuses a postcode of another prefecture, and a malformed one', async () => {
      const mismatch = await placeOrder(server, await japanBody(undefined, { state: 'Osaka' }));
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.error).toEqual({
        code: 'POSTCODE_MISMATCH',
        message: 'Postcode 100-0005 is in Tokyo, not in Osaka',
        fields: { 'shipping.zipCode': 'Postcode 100-0005 is in Tokyo, not in Osaka' },
      });
      const malformed = await placeOrder(server, await japanBody(undefined, { zipCode: '100-05' }));
      expect(malformed.body.error.fields).toEqual({
        'shipping.zipCode': 'Enter the postcode as NNN-NNNN',
      });
    });

    it('a delivery date or slot is for Japan only', async () => {
      const response = await placeOrder(
        server,
        await bangladeshBody({}, { delivery: { date: '2026-11-28', slot: 'morning' } }),
      );
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({
        'delivery.date': 'A delivery date can be chosen for Japan only',
        'delivery.slot': 'A time slot can be chosen for Japan only',
      });
    });
  });
});
