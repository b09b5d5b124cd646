import { insertProduct, stockOf } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import {
  couponUses,
  insertCoupon,
  orderBody,
  placeOrder,
  startCommerceServer,
  type CommerceServer,
} from './commerce-harness';

describeEachDatabase('POST /api/v1/orders under concurrency', (database) => {
  let server: CommerceServer;

  beforeAll(async () => {
    server = await startCommerceServer({ config: database.config, db: database.db });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('30 shoppers racing for the last 3 units: exactly 3 orders, the rest 409, stock 0', async () => {
    const part = await insertProduct(database.db, { name: 'Last Batch SSD', stockQuantity: 3 });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        placeOrder(
          server,
          orderBody({
            items: [{ productId: part.id, quantity: 1 }],
            email: `racer${i}@example.com`,
          }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(27);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.body.error).toEqual({
        code: 'OUT_OF_STOCK',
        message: 'Last Batch SSD is out of stock',
      });
    }
    expect(await stockOf(database.db, part.id)).toBe(0);
    const lines = await database.db
      .selectFrom('order_items')
      .select('quantity')
      .where('product_id', '=', part.id)
      .execute();
    expect(lines).toHaveLength(3);
  });

  it('a coupon with 2 uses left, raced by 10 orders: exactly 2 get it', async () => {
    const part = await insertProduct(database.db, { price: 3000, stockQuantity: 100 });
    await insertCoupon(database.db, { code: 'RACE2', type: 'fixed', value: 200, usage_limit: 2 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        placeOrder(
          server,
          orderBody({
            items: [{ productId: part.id, quantity: 1 }],
            couponCode: 'race2',
            email: `coupon${i}@example.com`,
          }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 422)).toHaveLength(8);
    expect(await couponUses(database.db, 'RACE2')).toBe(2);
    expect(await stockOf(database.db, part.id)).toBe(98);
  });
});
