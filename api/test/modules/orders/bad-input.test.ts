import fc from 'fast-check';
import { insertProduct, type FixtureProduct } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import { orderBody, request, startCommerceServer, type CommerceServer } from './commerce-harness';

// Bad input over every commerce route: always a 4xx in the one error shape, never a 5xx.

interface BadCase {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  status: number;
}

const KEY = { 'idempotency-key': 'bad-input-key' };

describeEachDatabase('commerce routes reject bad input', (database) => {
  let server: CommerceServer;
  let part: FixtureProduct;

  beforeAll(async () => {
    server = await startCommerceServer({ config: database.config, db: database.db });
    part = await insertProduct(database.db, { stockQuantity: 1_000_000 });
  });

  afterAll(async () => {
    await server?.close();
  });

  const validOrder = () => orderBody({ items: [{ productId: part.id, quantity: 1 }] });
  const withItems = (items: unknown) => JSON.stringify({ ...validOrder(), items });
  const huge = 'x'.repeat(10_000);

  const cases = (): [string, BadCase][] => [
    [
      'malformed JSON to /coupons/validate',
      { method: 'POST', path: '/coupons/validate', body: '{"code":', status: 400 },
    ],
    [
      'an array to /coupons/validate',
      { method: 'POST', path: '/coupons/validate', body: '[]', status: 400 },
    ],
    [
      'a 10,000-character code',
      {
        method: 'POST',
        path: '/coupons/validate',
        body: JSON.stringify({ code: huge }),
        status: 400,
      },
    ],
    [
      'SQL in a coupon code',
      {
        method: 'POST',
        path: '/coupons/validate',
        body: JSON.stringify({ code: "' OR 1=1; --", subtotal: 1000 }),
        status: 200,
      },
    ],
    [
      'SQL in a product id',
      {
        method: 'GET',
        path: `/inventory/${encodeURIComponent("x' OR '1'='1")}/check`,
        status: 404,
      },
    ],
    [
      'a huge quantity to the stock check',
      { method: 'GET', path: `/inventory/${part.id}/check?quantity=99999999999`, status: 400 },
    ],
    [
      'an unknown query field',
      { method: 'GET', path: `/inventory/${part.id}/check?quantity=1&debug=1`, status: 400 },
    ],
    [
      'a 10,000-character product id',
      { method: 'GET', path: `/inventory/${huge}/check`, status: 414 },
    ],
    [
      'malformed JSON to /shipping/quote',
      { method: 'POST', path: '/shipping/quote', body: '{', status: 400 },
    ],
    [
      'null to /shipping/quote',
      { method: 'POST', path: '/shipping/quote', body: 'null', status: 400 },
    ],
    [
      'malformed JSON to /orders',
      { method: 'POST', path: '/orders', body: '{"items":[', headers: KEY, status: 400 },
    ],
    [
      'no items',
      { method: 'POST', path: '/orders', body: withItems([]), headers: KEY, status: 400 },
    ],
    [
      'a negative quantity',
      {
        method: 'POST',
        path: '/orders',
        body: withItems([{ productId: part.id, quantity: -1 }]),
        headers: KEY,
        status: 400,
      },
    ],
    [
      'a huge quantity',
      {
        method: 'POST',
        path: '/orders',
        body: withItems([{ productId: part.id, quantity: 1e12 }]),
        headers: KEY,
        status: 400,
      },
    ],
    [
      'a client price',
      {
        method: 'POST',
        path: '/orders',
        body: withItems([{ productId: part.id, quantity: 1, price: 1 }]),
        headers: KEY,
        status: 400,
      },
    ],
    [
      '101 lines',
      {
        method: 'POST',
        path: '/orders',
        body: withItems(Array.from({ length: 101 }, () => ({ productId: part.id, quantity: 1 }))),
        headers: KEY,
        status: 400,
      },
    ],
    [
      'an unknown top-level field',
      {
        method: 'POST',
        path: '/orders',
        body: JSON.stringify({ ...validOrder(), admin: true }),
        headers: KEY,
        status: 400,
      },
    ],
    [
      'an unknown currency',
      {
        method: 'POST',
        path: '/orders',
        body: JSON.stringify({ ...validOrder(), currency: 'USD' }),
        headers: KEY,
        status: 400,
      },
    ],
    [
      'no payment',
      {
        method: 'POST',
        path: '/orders',
        body: JSON.stringify({ ...validOrder(), payment: undefined }),
        headers: KEY,
        status: 400,
      },
    ],
    [
      'an empty Idempotency-Key',
      {
        method: 'POST',
        path: '/orders',
        body: JSON.stringify(validOrder()),
        headers: { 'idempotency-key': '' },
        status: 400,
      },
    ],
    [
      'a 300-character Idempotency-Key',
      {
        method: 'POST',
        path: '/orders',
        body: JSON.stringify(validOrder()),
        headers: { 'idempotency-key': 'k'.repeat(300) },
        status: 400,
      },
    ],
    [
      'a text/plain body',
      {
        method: 'POST',
        path: '/orders',
        body: 'hello',
        headers: { ...KEY, 'content-type': 'text/plain' },
        status: 400,
      },
    ],
    ['a 10,000-character order id', { method: 'GET', path: `/orders/${huge}`, status: 414 }],
    ['an unknown order query field', { method: 'GET', path: '/orders/CH-1?sort=1', status: 400 }],
  ];

  it('answers each bad request with a 4xx in the error shape', async () => {
    for (const [label, bad] of cases()) {
      const response = await fetch(`${server.baseUrl}/api/v1${bad.path}`, {
        method: bad.method,
        headers: {
          ...(bad.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...bad.headers,
        },
        ...(bad.body !== undefined ? { body: bad.body } : {}),
      });
      const body = (await response.json()) as { error?: { code: string; message: string } };
      expect({ label, status: response.status }).toEqual({ label, status: bad.status });
      // 414 comes from Fastify's router before any handler (its own body shape).
      if (bad.status >= 400 && bad.status !== 414) {
        expect({ label, message: typeof body.error?.message }).toEqual({
          label,
          message: 'string',
        });
      }
    }
  });

  it('answers a 4xx or 2xx, never a 5xx, to random order bodies', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('', ' ', "'; drop table orders; --"),
    );
    const item = fc.record(
      {
        productId: fc.oneof(fc.constant(part.id), text, fc.integer()),
        quantity: fc.oneof(
          fc.integer({ min: -5, max: 2000 }),
          fc.double(),
          text,
          fc.constant(null),
        ),
      },
      { requiredKeys: [] },
    );
    const shipping = fc.record(
      {
        firstName: text,
        lastName: text,
        email: fc.oneof(text, fc.emailAddress()),
        phone: text,
        address: text,
        city: text,
        state: fc.oneof(text, fc.constantFrom('Tokyo', 'Okinawa')),
        zipCode: text,
        country: fc.oneof(text, fc.constantFrom('Japan', 'Canada')),
      },
      { requiredKeys: [] },
    );
    const payment = fc.record(
      {
        cardNumber: fc.oneof(
          text,
          fc.constantFrom('4242424242424242', '4000000000000002', '4000000000000119'),
        ),
        cardHolder: text,
        expiryDate: fc.oneof(text, fc.constantFrom('12/30', '01/20', '00/00')),
        cvv: fc.oneof(text, fc.constantFrom('123', '1234')),
      },
      { requiredKeys: [] },
    );
    const order = fc.record(
      {
        items: fc.oneof(fc.array(item, { maxLength: 3 }), fc.anything()),
        shipping: fc.oneof(shipping, fc.anything()),
        payment: fc.oneof(payment, fc.anything()),
        subtotal: fc.oneof(fc.double(), fc.integer(), text),
        total: fc.oneof(fc.double(), fc.integer()),
        couponCode: fc.oneof(text, fc.constantFrom('WELCOME10', 'welcome10')),
        currency: fc.oneof(text, fc.constantFrom('BDT', 'JPY')),
      },
      { requiredKeys: [] },
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(order, fc.anything()), async (value) => {
        n += 1;
        const response = await request(server, 'POST', '/orders', {
          rawBody: JSON.stringify(value) ?? 'null',
          headers: { 'idempotency-key': `fuzz-${n}` },
        });
        return response.status < 500;
      }),
      { numRuns: 200 },
    );
  });
});
