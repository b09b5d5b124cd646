import { insertProduct, type FixtureProduct } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import { createTestConfig } from '../../helpers/test-config';
import { bangladeshPlace, dhaka, tokyo } from '../../helpers/markets';
import { request, startCommerceServer, type CommerceServer } from '../orders/commerce-harness';

// Quotes for Bangladesh (docs/shipping.md) and Japan's postcodes and delivery choices.
// Clocks are set in the local time of the rule under test: Dhaka (UTC+6) or Tokyo (UTC+9).
const GULSHAN = bangladeshPlace('Gulshan', 'Dhaka');
const SAVAR = bangladeshPlace('Savar', 'Dhaka');
const KANAIGHAT = bangladeshPlace('Kanaighat', 'Sylhet');
const SREEMANGAL = bangladeshPlace('Sreemangal', 'Moulvibazar');

describeEachDatabase('shipping quotes for Bangladesh', (database) => {
  let server: CommerceServer;
  let part: FixtureProduct;

  beforeAll(async () => {
    server = await startCommerceServer({ config: database.config, db: database.db });
    part = await insertProduct(database.db, { price: 2000 });
  });

  afterAll(async () => {
    await server?.close();
  });

  async function quote(body: Record<string, unknown>, at: string) {
    server.setNow(at);
    return request(server, 'POST', '/shipping/quote', {
      body: { country: 'BD', items: [{ productId: part.id, quantity: 1 }], ...body },
    });
  }

  it('a Dhaka city address: 70 taka, ships the next shipping day, arrives a day later', async () => {
    const { status, body } = await quote(GULSHAN, dhaka('2026-11-24T10:00:00'));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      country: 'Bangladesh',
      countryCode: 'BD',
      method: 'ship',
      prefecture: null,
      area: {
        division: { id: GULSHAN.division, name: 'Dhaka', bn: 'ঢাকা' },
        district: { id: GULSHAN.district, name: 'Dhaka', bn: 'ঢাকা' },
        upazila: { id: GULSHAN.upazila, name: 'Gulshan', bn: 'গুলশান' },
        dhakaCity: true,
      },
      zone: 'dhaka-city',
      productTotal: 2000,
      fee: 70,
      amountToFreeShipping: 3000,
      deliveryDays: 1,
      shipDate: '2026-11-25',
      deliveryDate: '2026-11-26',
      timeZone: 'Asia/Dhaka',
      deliveryDates: [],
      deliverySlots: [],
    });
  });

  it('outside Dhaka city, even in Dhaka district, pays 130 taka and still takes a day', async () => {
    const { body } = await quote(SAVAR, dhaka('2026-11-24T10:00:00'));
    expect(body).toMatchObject({ zone: 'outside-dhaka', fee: 130, deliveryDays: 1 });
  });

  it('a Sylhet village: 130 taka, 2 days in Sylhet district, 3 days in a district that is no divisional city', async () => {
    const kanaighat = await quote(KANAIGHAT, dhaka('2026-11-24T10:00:00'));
    expect(kanaighat.body).toMatchObject({
      area: { division: { name: 'Sylhet' }, upazila: { name: 'Kanaighat', bn: 'কানাইঘাট' } },
      zone: 'outside-dhaka',
      fee: 130,
      deliveryDays: 2,
      shipDate: '2026-11-25',
      deliveryDate: '2026-11-27',
    });
    const sreemangal = await quote(SREEMANGAL, dhaka('2026-11-24T10:00:00'));
    expect(sreemangal.body).toMatchObject({
      fee: 130,
      deliveryDays: 3,
      deliveryDate: '2026-11-28',
    });
  });

  it('ships free from the same threshold as Japan', async () => {
    const { body } = await quote(
      { ...KANAIGHAT, items: [{ productId: part.id, quantity: 3 }] },
      dhaka('2026-11-24T10:00:00'),
    );
    expect(body).toMatchObject({ productTotal: 6000, fee: 0, amountToFreeShipping: 0 });
  });

  it('never ships on a Friday: a Thursday order ships on Saturday', async () => {
    const { body } = await quote(GULSHAN, dhaka('2026-11-26T10:00:00'));
    expect(body).toMatchObject({ shipDate: '2026-11-28', deliveryDate: '2026-11-29' });
  });

  it('never ships on a public holiday: the day before Victory Day (Wed 16 Dec 2026) ships on the 17th', async () => {
    const { body } = await quote(KANAIGHAT, dhaka('2026-12-15T10:00:00'));
    expect(body).toMatchObject({ shipDate: '2026-12-17', deliveryDate: '2026-12-19' });
  });

  it('applies the 3PM cut-off on Dhaka time', async () => {
    const before = await quote(GULSHAN, dhaka('2026-11-24T14:59:00'));
    expect(before.body).toMatchObject({ shipDate: '2026-11-25' });
    const at = await quote(GULSHAN, dhaka('2026-11-24T15:00:00'));
    expect(at.body).toMatchObject({ shipDate: '2026-11-26', deliveryDate: '2026-11-27' });
    // 14:30 in Dhaka is 17:30 in Tokyo: past Japan's cut-off, not Bangladesh's.
    const tokyoEvening = await quote(GULSHAN, dhaka('2026-11-24T14:30:00'));
    expect(tokyoEvening.body).toMatchObject({ shipDate: '2026-11-25' });
    // After 3PM on a Thursday: Saturday is the first shipping day, Sunday the second.
    const thursdayLate = await quote(GULSHAN, dhaka('2026-11-26T16:00:00'));
    expect(thursdayLate.body).toMatchObject({ shipDate: '2026-11-29' });
  });

  it('pickup at the Dhaka showroom: free, ready the next shipping day, no address needed', async () => {
    const { status, body } = await quote({ method: 'pickup' }, dhaka('2026-11-26T16:00:00'));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      method: 'pickup',
      area: null,
      fee: 0,
      amountToFreeShipping: 0,
      deliveryDays: 0,
      shipDate: '2026-11-28',
      deliveryDate: '2026-11-28',
      timeZone: 'Asia/Dhaka',
    });
    const tuesday = await quote({ method: 'pickup' }, dhaka('2026-11-24T10:00:00'));
    expect(tuesday.body).toMatchObject({ deliveryDate: '2026-11-25' });
  });

  it('quotes before the upazila is chosen at the outside-Dhaka fee, by the district if known', async () => {
    const none = await quote({}, dhaka('2026-11-24T10:00:00'));
    expect(none.body).toMatchObject({ area: null, zone: null, fee: 130, deliveryDays: 3 });
    const district = await quote(
      { division: KANAIGHAT.division, district: KANAIGHAT.district },
      dhaka('2026-11-24T10:00:00'),
    );
    expect(district.body).toMatchObject({
      area: { district: { name: 'Sylhet' }, upazila: null, dhakaCity: false },
      zone: null,
      fee: 130,
      deliveryDays: 2,
    });
  });

  it('answers 400 with a message per field for an area that does not exist or does not belong', async () => {
    const unknown = await quote({ ...GULSHAN, upazila: '999999' }, dhaka('2026-11-24T10:00:00'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual({
      code: 'UNKNOWN_AREA',
      message: 'Choose an upazila or thana of the chosen district',
      fields: { upazila: 'Choose an upazila or thana of the chosen district' },
    });
    const mixed = await quote(
      { division: GULSHAN.division, district: KANAIGHAT.district, upazila: KANAIGHAT.upazila },
      dhaka('2026-11-24T10:00:00'),
    );
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.fields).toMatchObject({
      district: 'Choose a district of the chosen division',
    });
    const pickupAbroad = await request(server, 'POST', '/shipping/quote', {
      body: { country: 'Japan', method: 'pickup', items: [] },
    });
    expect(pickupAbroad.status).toBe(400);
    expect(pickupAbroad.body.error.fields).toEqual({
      method: 'Pickup is at the Dhaka showroom, for Bangladesh only',
    });
  });

  it('follows the configured fees, cut-off and extra holidays', async () => {
    const config = createTestConfig(database.config.DATA_DIR, {
      ...(database.config.DATABASE_URL ? { DATABASE_URL: database.config.DATABASE_URL } : {}),
      BD_DHAKA_CITY_FEE: '60',
      BD_OUTSIDE_DHAKA_FEE: '120',
      BD_CUTOFF_HOUR: '12',
      BD_HOLIDAYS: '2026-11-25',
    });
    const custom = await startCommerceServer({
      config,
      db: database.db,
      now: dhaka('2026-11-24T11:00:00'),
    });
    try {
      const city = await request(custom, 'POST', '/shipping/quote', {
        body: { country: 'Bangladesh', ...GULSHAN, items: [{ productId: part.id, quantity: 1 }] },
      });
      // Before 12:00: the next shipping day, but the 25th is a configured holiday.
      expect(city.body).toMatchObject({ fee: 60, shipDate: '2026-11-26' });
      const outside = await request(custom, 'POST', '/shipping/quote', {
        body: { country: 'Bangladesh', ...SAVAR, items: [{ productId: part.id, quantity: 1 }] },
      });
      expect(outside.body).toMatchObject({ fee: 120 });
    } finally {
      await custom.close();
    }
  });

  it('lists the areas for the dependent selects, cacheably', async () => {
    const response = await request(server, 'GET', '/shipping/areas/bd');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.body.divisions).toHaveLength(8);
    expect(response.body.districts).toHaveLength(64);
    expect(response.body.upazilas.length).toBeGreaterThan(500);
    expect(response.body.source.packages[0]).toMatchObject({ name: 'bd-geojs' });
    expect((await request(server, 'GET', '/shipping/areas/jp')).status).toBe(404);
  });
});

describeEachDatabase('Japanese postcodes and delivery choices', (database) => {
  let server: CommerceServer;
  let part: FixtureProduct;

  beforeAll(async () => {
    server = await startCommerceServer({
      config: database.config,
      db: database.db,
      now: tokyo('2026-11-24T10:00:00'),
    });
    part = await insertProduct(database.db, { price: 2000 });
  });

  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['1000001', '100-0001', '千代田'],
    ['100-0005', '100-0005', '丸の内'],
    ['〒１００－０００５', '100-0005', '丸の内'],
  ])('%s fills Chiyoda-ku, Tokyo', async (code, postcode, town) => {
    const response = await request(
      server,
      'GET',
      `/shipping/postcodes/${encodeURIComponent(code)}`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      postcode,
      prefecture: 'Tokyo',
      prefectureJa: '東京都',
      city: '千代田区',
      town,
      matches: [{ prefecture: 'Tokyo', prefectureJa: '東京都', city: '千代田区', town }],
    });
  });

  it('says so for a postcode Japan Post does not list, and refuses one that is malformed', async () => {
    const unknown = await request(server, 'GET', '/shipping/postcodes/999-9999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({
      code: 'POSTCODE_NOT_FOUND',
      message: "Postcode 999-9999 is not in Japan Post's list: enter the address by hand",
    });
    const malformed = await request(server, 'GET', '/shipping/postcodes/12-345');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual({
      code: 'INVALID_POSTCODE',
      message: 'Enter the postcode as NNN-NNNN',
      fields: { code: 'Enter the postcode as NNN-NNNN' },
    });
  });

  it('quotes from the postcode alone, and refuses a postcode of another prefecture', async () => {
    const items = [{ productId: part.id, quantity: 1 }];
    const filled = await request(server, 'POST', '/shipping/quote', {
      body: { country: 'JP', postcode: '100-0005', items },
    });
    expect(filled.body).toMatchObject({ prefecture: 'Tokyo', deliveryDays: 1, fee: 150 });
    const mismatch = await request(server, 'POST', '/shipping/quote', {
      body: { country: 'Japan', prefecture: 'Osaka', postcode: '100-0005', items },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error).toEqual({
      code: 'POSTCODE_MISMATCH',
      message: 'Postcode 100-0005 is in Tokyo, not in Osaka',
      fields: { postcode: 'Postcode 100-0005 is in Tokyo, not in Osaka' },
    });
  });

  it('offers delivery dates from the earliest day up to 14 days later, without Sundays or holidays', async () => {
    // Friday 20 Nov 2026 at 16:00: ships Tuesday 24th (Monday 23rd is a holiday), Tokyo next day.
    server.setNow(tokyo('2026-11-20T16:00:00'));
    const { body } = await request(server, 'POST', '/shipping/quote', {
      body: { country: 'Japan', prefecture: 'Tokyo', items: [] },
    });
    expect(body.deliveryDate).toBe('2026-11-25');
    expect(body.deliveryDates[0]).toBe('2026-11-25');
    expect(body.deliveryDates.at(-1)).toBe('2026-12-09');
    expect(body.deliveryDates).not.toContain('2026-11-29'); // Sunday
    expect(body.deliveryDates).not.toContain('2026-12-06'); // Sunday
    expect(body.deliverySlots.map((slot: { id: string }) => slot.id)).toEqual([
      'morning',
      '14-16',
      '16-18',
      '18-20',
      '19-21',
      'any',
    ]);
    // New Year's Day is a holiday: a quote late in December leaves it out.
    server.setNow(tokyo('2026-12-24T10:00:00'));
    const winter = await request(server, 'POST', '/shipping/quote', {
      body: { country: 'Japan', prefecture: 'Tokyo', items: [] },
    });
    expect(winter.body.deliveryDates).toContain('2026-12-31');
    expect(winter.body.deliveryDates).not.toContain('2027-01-01');
    server.setNow(tokyo('2026-11-24T10:00:00'));
  });
});
