import { insertProduct } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import { request, startCommerceServer, type CommerceServer } from '../orders/commerce-harness';

describeEachDatabase('GET /api/v1/inventory/{productId}/check', (database) => {
  let server: CommerceServer;

  beforeAll(async () => {
    server = await startCommerceServer({ config: database.config, db: database.db });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers available and the stock, quantity 1 by default, never cached', async () => {
    const product = await insertProduct(database.db, { stockQuantity: 4 });
    const response = await request(server, 'GET', `/inventory/${product.id}/check`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ available: true, stock: 4 });
    expect(response.headers.get('cache-control')).toBe('no-store');

    expect(
      (await request(server, 'GET', `/inventory/${product.id}/check?quantity=4`)).body,
    ).toEqual({
      available: true,
      stock: 4,
    });
    expect(
      (await request(server, 'GET', `/inventory/${product.id}/check?quantity=5`)).body,
    ).toEqual({
      available: false,
      stock: 4,
    });
  });

  it('says unavailable for a product out of stock', async () => {
    const product = await insertProduct(database.db, { stockQuantity: 0 });
    const response = await request(server, 'GET', `/inventory/${product.id}/check`);
    expect(response.body).toEqual({ available: false, stock: 0 });
  });

  it('answers 404 for an unknown product', async () => {
    const response = await request(server, 'GET', '/inventory/no-such-product/check');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      error: { code: 'PRODUCT_NOT_FOUND', message: 'Product not found' },
    });
  });

  it.each(['0', '-1', 'abc', '1.5', '1000000', ''])(
    'answers 400 for quantity=%p',
    async (quantity) => {
      const product = await insertProduct(database.db);
      const response = await request(
        server,
        'GET',
        `/inventory/${product.id}/check?quantity=${quantity}`,
      );
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
    },
  );
});
