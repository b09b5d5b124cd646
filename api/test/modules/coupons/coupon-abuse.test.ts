import { randomUUID } from 'node:crypto';
import { insertProduct } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import {
  insertCoupon,
  orderBody,
  placeOrder,
  request,
  startCommerceServer,
  type CommerceServer,
} from '../orders/commerce-harness';

// Coupon abuse, each test named for the attack it stops.

describeEachDatabase('coupon abuse', (database) => {
  let server: CommerceServer;
  const LIMIT = 5;

  beforeAll(async () => {
    server = await startCommerceServer({
      config: { ...database.config, COUPON_VALIDATE_RATE_LIMIT: LIMIT },
      db: database.db,
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('once-per-customer dodged by another spelling of the address (trailing dot, capitals, spaces, +tag)', async () => {
    const code = `ONCE${randomUUID().slice(0, 6).toUpperCase()}`;
    await insertCoupon(database.db, {
      code,
      type: 'percentage',
      value: 5,
      max_discount: 1500,
      per_user_limit: 1,
    });
    const product = await insertProduct(database.db, { price: 5000, stockQuantity: 20 });
    const user = randomUUID().slice(0, 8);
    const items = [{ productId: product.id, quantity: 1 }];
    const first = await placeOrder(
      server,
      orderBody({ items, couponCode: code, email: `${user}@example.com` }),
    );
    expect(first.status).toBe(201);
    for (const spelling of [
      `${user}@example.com.`,
      ` ${user.toUpperCase()}@EXAMPLE.COM.. `,
      `${user}+again@example.com.`,
    ]) {
      const again = await placeOrder(
        server,
        orderBody({ items, couponCode: code, email: spelling }),
      );
      expect({ spelling, status: again.status, code: again.body.error?.code }).toEqual({
        spelling,
        status: 422,
        code: 'COUPON_INVALID',
      });
    }
  });

  it('coupon code guessing: validate answers 429 with Retry-After past the per-client limit', async () => {
    const guesses = [];
    for (let i = 0; i < LIMIT + 3; i += 1) {
      guesses.push(
        await request(server, 'POST', '/coupons/validate', {
          body: { code: `GUESS${i}`, subtotal: 3000 },
        }),
      );
    }
    expect(guesses.slice(0, LIMIT).map((answer) => answer.status)).toEqual(Array(LIMIT).fill(200));
    const refused = guesses.slice(LIMIT);
    expect(refused.map((answer) => answer.status)).toEqual([429, 429, 429]);
    expect(refused[0]?.body.error.message).toBe('Too many requests. Please try again later');
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
