import { createTestConfig } from '../../helpers/test-config';
import { describeEachDatabase } from '../../helpers/databases';
import { request, startCommerceServer, type CommerceServer } from '../orders/commerce-harness';

describeEachDatabase('GET /api/v1/config', (database) => {
  let server: CommerceServer;

  beforeAll(async () => {
    server = await startCommerceServer({ config: database.config, db: database.db });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('publishes currencies, rate, shipping rules, the delivery table and the cut-off, cacheably', async () => {
    const response = await request(server, 'GET', '/config');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const body = response.body;
    expect(body).toMatchObject({
      currencies: ['BDT', 'JPY'],
      jpyPerBdt: 1.25,
      shipping: {
        freeShippingThreshold: 5000,
        domesticFee: 150,
        internationalFee: 1200,
        // Bangladesh first for taka (the default currency), Japan first for yen.
        countries: ['Bangladesh', 'Japan', 'United States', 'Canada', 'United Kingdom'],
        countriesByCurrency: {
          BDT: ['Bangladesh', 'Japan', 'United States', 'Canada', 'United Kingdom'],
          JPY: ['Japan', 'Bangladesh', 'United States', 'Canada', 'United Kingdom'],
        },
        countryCodes: {
          Bangladesh: 'BD',
          Japan: 'JP',
          'United States': 'US',
          Canada: 'CA',
          'United Kingdom': 'GB',
        },
        bangladesh: {
          dhakaCityFee: 70,
          outsideDhakaFee: 130,
          cutoffHour: 15,
          timeZone: 'Asia/Dhaka',
          weeklyHoliday: 'Friday',
          deliveryDays: { dhaka: 1, divisionalCity: 2, elsewhere: 3 },
          pickup: { name: 'Circuit Haat showroom', city: 'Dhaka', fee: 0 },
        },
        japan: {
          deliveryDateSpanDays: 14,
          deliverySlots: expect.arrayContaining([
            { id: '19-21', label: '19:00-21:00', labelJa: '19時～21時' },
          ]),
          consumptionTaxRate: 10,
        },
      },
      cutoffHour: 15,
      timeZone: 'Asia/Tokyo',
      // The built-in gateway is named, so a demo shop can say no money moves.
      payments: { gateway: 'test', testMode: true },
    });
    expect(body.prefectures).toHaveLength(47);
    expect(body.prefectures).toEqual(expect.arrayContaining(['Hokkaido', 'Tokyo', 'Okinawa']));
    expect(Object.keys(body.deliveryDays)).toHaveLength(47);
    // docs/product.md#constants table; prefectures it does not name take 2 days.
    for (const name of ['Tokyo', 'Ibaraki', 'Yamanashi', 'Osaka', 'Kyoto', 'Aichi']) {
      expect(body.deliveryDays[name]).toBe(1);
    }
    for (const name of ['Hokkaido', 'Aomori', 'Okayama', 'Kochi', 'Fukuoka', 'Nagano']) {
      expect(body.deliveryDays[name]).toBe(2);
    }
    expect(body.deliveryDays.Okinawa).toBe(3);
  });

  it('follows the configured shipping constants', async () => {
    const config = createTestConfig(database.config.DATA_DIR, {
      ...(database.config.DATABASE_URL ? { DATABASE_URL: database.config.DATABASE_URL } : {}),
      FREE_SHIPPING_THRESHOLD: '8000',
      DOMESTIC_SHIPPING_FEE: '200',
      INTERNATIONAL_SHIPPING_FEE: '1500',
      CUTOFF_HOUR: '14',
      JPY_PER_BDT: '1.3',
      BD_DHAKA_CITY_FEE: '60',
      BD_OUTSIDE_DHAKA_FEE: '120',
    });
    const custom = await startCommerceServer({ config, db: database.db });
    try {
      const { body } = await request(custom, 'GET', '/config');
      expect(body.jpyPerBdt).toBe(1.3);
      expect(body.cutoffHour).toBe(14);
      expect(body.shipping).toMatchObject({
        freeShippingThreshold: 8000,
        domesticFee: 200,
        internationalFee: 1500,
        bangladesh: expect.objectContaining({ dhakaCityFee: 60, outsideDhakaFee: 120 }),
      });
    } finally {
      await custom.close();
    }
  });
});
