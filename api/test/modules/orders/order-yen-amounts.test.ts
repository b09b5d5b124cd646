import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { shownAmounts } from '@shop/shared/src/money/shown-amounts';
import { insertProduct } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import {
  insertCoupon,
  orderBody,
  placeOrder,
  request,
  startCommerceServer,
  type CommerceServer,
} from './commerce-harness';

// An order placed in yen records amounts that add up in yen, by the storefront's rule
// (@shop/shared shown-amounts: each unit price converted and rounded, then multiplied and
// added), and they are the figures the drawer and checkout showed for the same cart.

interface InCurrency {
  currency: 'BDT' | 'JPY';
  items: { productId: string; unitPrice: number; quantity: number; lineTotal: number }[];
  subtotal: number;
  shippingCost: number;
  couponDiscount: number;
  total: number;
}

function expectAddsUp(amounts: InCurrency): void {
  for (const line of amounts.items) expect(line.lineTotal).toBe(line.unitPrice * line.quantity);
  expect(amounts.subtotal).toBe(amounts.items.reduce((sum, line) => sum + line.lineTotal, 0));
  expect(amounts.total).toBe(amounts.subtotal - amounts.couponDiscount + amounts.shippingCost);
}

describeEachDatabase('orders in yen', (database) => {
  let server: CommerceServer;
  /** A second server on the same database with a rate that makes half-yen amounts rare. */
  let oddRate: CommerceServer;

  beforeAll(async () => {
    server = await startCommerceServer({ config: database.config, db: database.db });
    oddRate = await startCommerceServer({
      config: { ...database.config, JPY_PER_BDT: 1.0837 },
      db: database.db,
    });
  });

  afterAll(async () => {
    await server?.close();
    await oddRate?.close();
  });

  it('four units at ৳950 record ¥1,188 × 4 = ¥4,752 (not ¥4,750), and the order page reads the same', async () => {
    const part = await insertProduct(database.db, { price: 950, stockQuantity: 10 });
    const placed = await placeOrder(server, {
      ...orderBody({ items: [{ productId: part.id, quantity: 4 }] }),
      currency: 'JPY',
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ subtotal: 3800, shippingCost: 150, total: 3950 });
    expect(placed.body.inCurrency).toEqual({
      currency: 'JPY',
      items: [{ productId: part.id, unitPrice: 1188, quantity: 4, lineTotal: 4752 }],
      subtotal: 4752,
      shippingCost: 188,
      couponDiscount: 0,
      codFee: 0,
      total: 4940,
    });
    const order = await request(server, 'GET', `/orders/${placed.body.orderId}`, {
      headers: { 'x-order-token': placed.body.accessToken },
    });
    expect(order.status).toBe(200);
    expect(order.body.inCurrency).toEqual(placed.body.inCurrency);
  });

  it('a taka order records its taka amounts as they are', async () => {
    const part = await insertProduct(database.db, { price: 950, stockQuantity: 10 });
    const placed = await placeOrder(
      server,
      orderBody({ items: [{ productId: part.id, quantity: 4 }] }),
    );
    expect(placed.status).toBe(201);
    expect(placed.body.inCurrency).toEqual({
      currency: 'BDT',
      items: [{ productId: part.id, unitPrice: 950, quantity: 4, lineTotal: 3800 }],
      subtotal: 3800,
      shippingCost: 150,
      couponDiscount: 0,
      codFee: 0,
      total: 3950,
    });
  });

  it('property: over random carts, the recorded yen amounts add up and equal what the drawer showed', async () => {
    const cart = fc.record({
      lines: fc.array(
        fc.record({
          price: fc.integer({ min: 1, max: 60_000 }),
          quantity: fc.integer({ min: 1, max: 5 }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      coupon: fc.option(
        fc.oneof(
          fc.record({
            type: fc.constant('percentage' as const),
            value: fc.integer({ min: 1, max: 90 }),
          }),
          fc.record({
            type: fc.constant('fixed' as const),
            value: fc.integer({ min: 1, max: 3000 }),
          }),
        ),
        { nil: null },
      ),
      country: fc.constantFrom('Japan', 'Canada'),
      odd: fc.boolean(),
    });

    await fc.assert(
      fc.asyncProperty(cart, async ({ lines, coupon, country, odd }) => {
        const target = odd ? oddRate : server;
        const rate = odd ? 1.0837 : database.config.JPY_PER_BDT;
        const products = [];
        for (const line of lines) {
          products.push({
            product: await insertProduct(database.db, { price: line.price, stockQuantity: 50 }),
            quantity: line.quantity,
          });
        }
        const items = products.map(({ product, quantity }) => ({
          productId: product.id,
          quantity,
        }));
        const code = coupon ? `YEN${randomBytes(4).toString('hex').toUpperCase()}` : undefined;
        if (coupon && code) await insertCoupon(database.db, { code, ...coupon });

        // What the drawer and checkout show: the cart's lines, the server's shipping quote
        // and the server's coupon check, through the shared rule.
        const quote = await request(target, 'POST', '/shipping/quote', {
          body: { country, ...(country === 'Japan' ? { prefecture: 'Tokyo' } : {}), items },
        });
        expect(quote.status).toBe(200);
        const check = code
          ? await request(target, 'POST', '/coupons/validate', { body: { code, items } })
          : null;
        const discount = check?.body.valid ? check.body.discount : 0;
        const shown = shownAmounts(
          products.map(({ product, quantity }) => ({ unitPrice: product.price, quantity })),
          { shipping: quote.body.fee, discount },
          'JPY',
          rate,
        );

        const placed = await placeOrder(target, {
          ...orderBody({
            items,
            country,
            state: country === 'Japan' ? 'Tokyo' : 'Ontario',
            ...(code && check?.body.valid ? { couponCode: code } : {}),
          }),
          currency: 'JPY',
        });
        expect(placed.status).toBe(201);
        const recorded = placed.body.inCurrency as InCurrency;
        expectAddsUp(recorded);
        expect(recorded.currency).toBe('JPY');
        expect(recorded.subtotal).toBe(shown.productTotal);
        expect(recorded.shippingCost).toBe(shown.shipping);
        expect(recorded.couponDiscount).toBe(shown.discount);
        expect(recorded.total).toBe(shown.total);
        for (const [index, { product }] of products.entries()) {
          const line = recorded.items.find((item) => item.productId === product.id);
          expect(line).toEqual({ productId: product.id, ...shown.lines[index] });
        }
        const order = await request(target, 'GET', `/orders/${placed.body.orderId}`, {
          headers: { 'x-order-token': placed.body.accessToken },
        });
        expect(order.body.inCurrency).toEqual(recorded);
      }),
      { numRuns: 25 },
    );
  });
});
