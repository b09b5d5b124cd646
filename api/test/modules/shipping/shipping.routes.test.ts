import fc from 'fast-check';
import { insertProduct, type FixtureProduct } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import { createTestConfig } from '../../helpers/test-config';
import { request, startCommerceServer, type CommerceServer } from '../orders/commerce-harness';

// Times are written in Tokyo time (UTC+9) to read like the rule they test.
const tokyo = (local: string) => new Date(`${local}+09:00`).toISOString();

describeEachDatabase('POST /api/v1/shipping/quote', (database) => {
  let server: CommerceServer;
  let part: FixtureProduct;

  beforeAll(async () => {
    server = await startCommerceServer({ config: database.config, db: database.db });
    part = await insertProduct(database.db, { price: 2000 });
  });

  afterAll(async () => {
    await server?.close();
  });

  async function quote(body: Record<string, unknown>, at = tokyo('2026-11-24T10:00:00')) {
    server.setNow(at);
    return request(server, 'POST', '/shipping/quote', { body });
  }

  it('prices a Japanese cart below the threshold from the database prices', async () => {
    const response = await quote({
      country: 'Japan',
      prefecture: 'Tokyo',
      items: [{ productId: part.id, quantity: 2 }],
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      country: 'Japan',
      countryCode: 'JP',
      method: 'ship',
      prefecture: 'Tokyo',
      area: null,
      zone: null,
      productTotal: 4000,
      fee: 150,
      freeShippingThreshold: 5000,
      amountToFreeShipping: 1000,
      deliveryDays: 1,
      shipDate: '2026-11-25',
      deliveryDate: '2026-11-26',
      timeZone: 'Asia/Tokyo',
      // From the earliest day up to 14 days later, Sundays (29 Nov, 6 Dec) left out.
      deliveryDates: [
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-11-30',
        '2026-12-01',
        '2026-12-02',
        '2026-12-03',
        '2026-12-04',
        '2026-12-05',
        '2026-12-07',
        '2026-12-08',
        '2026-12-09',
        '2026-12-10',
      ],
      deliverySlots: [
        { id: 'morning', label: 'Morning (8:00-12:00)', labelJa: '午前中' },
        { id: '14-16', label: '14:00-16:00', labelJa: '14時～16時' },
        { id: '16-18', label: '16:00-18:00', labelJa: '16時～18時' },
        { id: '18-20', label: '18:00-20:00', labelJa: '18時～20時' },
        { id: '19-21', label: '19:00-21:00', labelJa: '19時～21時' },
        { id: 'any', label: 'No preference', labelJa: '指定なし' },
      ],
      currency: 'BDT',
    });
  });

  it('ships free inside Japan from 5000 taka, and merges repeated lines', async () => {
    const { body } = await quote({
      country: 'Japan',
      items: [
        { productId: part.id, quantity: 2 },
        { productId: part.id, quantity: 1 },
      ],
    });
    expect(body).toMatchObject({ productTotal: 6000, fee: 0, amountToFreeShipping: 0 });
  });

  it.each([
    ['United States', 1200],
    ['Canada', 1200],
    ['United Kingdom', 1200],
  ])('charges the international flat fee to %s whatever the total', async (country, fee) => {
    const { status, body } = await quote({ country, items: [{ productId: part.id, quantity: 5 }] });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      fee,
      amountToFreeShipping: null,
      deliveryDays: 7,
      prefecture: null,
    });
  });

  it.each([
    ['Tokyo', 1, '2026-11-26'],
    ['Okinawa', 3, '2026-11-28'],
    ['Hokkaido', 2, '2026-11-27'],
    ['Nagano', 2, '2026-11-27'],
    ['osaka-fu', 1, '2026-11-26'],
  ])('delivers to %s in %i day(s)', async (prefecture, days, deliveryDate) => {
    const { body } = await quote({ country: 'Japan', prefecture, items: [] });
    expect(body).toMatchObject({ deliveryDays: days, shipDate: '2026-11-25', deliveryDate });
  });

  it('ships the next business day before 15:00 Tokyo time and the one after from 15:00', async () => {
    const items = [{ productId: part.id, quantity: 1 }];
    const before = await quote(
      { country: 'Japan', prefecture: 'Tokyo', items },
      tokyo('2026-11-24T14:59:00'),
    );
    expect(before.body).toMatchObject({ shipDate: '2026-11-25', deliveryDate: '2026-11-26' });
    const at = await quote(
      { country: 'Japan', prefecture: 'Tokyo', items },
      tokyo('2026-11-24T15:00:00'),
    );
    expect(at.body).toMatchObject({ shipDate: '2026-11-26' });
    const after = await quote(
      { country: 'Japan', prefecture: 'Tokyo', items },
      tokyo('2026-11-24T15:01:00'),
    );
    expect(after.body).toMatchObject({ shipDate: '2026-11-26', deliveryDate: '2026-11-27' });
  });

  it('never ships on a Sunday: a Saturday order ships on Monday (or Tuesday after 15:00)', async () => {
    const morning = await quote(
      { country: 'Japan', prefecture: 'Tokyo', items: [] },
      tokyo('2026-11-28T10:00:00'),
    );
    expect(morning.body).toMatchObject({ shipDate: '2026-11-30', deliveryDate: '2026-12-01' });
    const evening = await quote(
      { country: 'Japan', prefecture: 'Tokyo', items: [] },
      tokyo('2026-11-28T16:00:00'),
    );
    expect(evening.body).toMatchObject({ shipDate: '2026-12-01' });
    const sunday = await quote(
      { country: 'Japan', prefecture: 'Tokyo', items: [] },
      tokyo('2026-11-29T10:00:00'),
    );
    expect(sunday.body).toMatchObject({ shipDate: '2026-11-30' });
  });

  it('never ships on a public holiday: before Labour Thanksgiving Day (Mon 23 Nov 2026)', async () => {
    const saturday = await quote(
      { country: 'Japan', prefecture: 'Tokyo', items: [] },
      tokyo('2026-11-21T10:00:00'),
    );
    expect(saturday.body).toMatchObject({ shipDate: '2026-11-24', deliveryDate: '2026-11-25' });
    const fridayLate = await quote(
      { country: 'Japan', prefecture: 'Okinawa', items: [] },
      tokyo('2026-11-20T15:30:00'),
    );
    // Saturday is the first business day, Tuesday the second.
    expect(fridayLate.body).toMatchObject({ shipDate: '2026-11-24', deliveryDate: '2026-11-27' });
  });

  it('skips the extra holidays listed in HOLIDAYS', async () => {
    const config = createTestConfig(database.config.DATA_DIR, {
      ...(database.config.DATABASE_URL ? { DATABASE_URL: database.config.DATABASE_URL } : {}),
      HOLIDAYS: '2026-11-25, 2026-11-26',
    });
    const custom = await startCommerceServer({
      config,
      db: database.db,
      now: tokyo('2026-11-24T10:00:00'),
    });
    try {
      const { body } = await request(custom, 'POST', '/shipping/quote', {
        body: { country: 'Japan', prefecture: 'Tokyo', items: [] },
      });
      expect(body).toMatchObject({ shipDate: '2026-11-27' });
    } finally {
      await custom.close();
    }
  });

  it.each([
    [400, 'UNSUPPORTED_COUNTRY', { country: 'Mars', items: [] }],
    [400, 'UNKNOWN_PREFECTURE', { country: 'Japan', prefecture: 'Atlantis', items: [] }],
    [422, 'PRODUCT_NOT_FOUND', { country: 'Japan', items: [{ productId: 'nope', quantity: 1 }] }],
    [400, 'VALIDATION_ERROR', { country: 'Japan' }],
    [400, 'VALIDATION_ERROR', { country: 'Japan', items: [{ productId: 'x', quantity: 0 }] }],
    [400, 'VALIDATION_ERROR', { country: 'Japan', items: [{ productId: 'x', quantity: -2 }] }],
    [400, 'VALIDATION_ERROR', { country: 'Japan', items: [{ productId: 'x', quantity: 1.5 }] }],
    [400, 'VALIDATION_ERROR', { country: 'Japan', items: [{ productId: 'x', quantity: 1e9 }] }],
    [
      400,
      'VALIDATION_ERROR',
      { country: 'Japan', items: [{ productId: 'x', quantity: 1, price: 1 }] },
    ],
    [400, 'VALIDATION_ERROR', { country: 'Japan', items: [], fee: 0 }],
    [400, 'VALIDATION_ERROR', { country: 'x'.repeat(10_000), items: [] }],
  ])('answers %i %s to bad body #%#', async (status, code, body) => {
    const response = await quote(body as Record<string, unknown>);
    expect(response.status).toBe(status);
    expect(response.body.error.code).toBe(code);
  });

  it('answers a 4xx or 2xx, never a 5xx, to any JSON body', async () => {
    const item = fc.record(
      {
        productId: fc.oneof(fc.constant(part.id), fc.string(), fc.integer()),
        quantity: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        {
          country: fc.oneof(fc.constantFrom('Japan', 'Canada', 'japan'), fc.string(), fc.integer()),
          prefecture: fc.oneof(fc.constantFrom('Tokyo', 'Okinawa'), fc.string(), fc.constant(null)),
          items: fc.oneof(fc.array(item, { maxLength: 4 }), fc.anything()),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const response = await request(server, 'POST', '/shipping/quote', {
          rawBody: JSON.stringify(value) ?? 'null',
        });
        return response.status < 500;
      }),
      { numRuns: 150 },
    );
  });
});
