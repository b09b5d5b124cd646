import { insertProduct, stockOf } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import {
  orderBody,
  placeOrder,
  startCommerceServer,
  type CommerceServer,
} from './commerce-harness';

// An order without lines answers the shop's checkout message (docs/product.md#validation), in the API's one
// error shape, and places nothing.

describeEachDatabase('POST /api/v1/orders with an empty cart', (database) => {
  let server: CommerceServer;

  beforeAll(async () => {
    server = await startCommerceServer({ config: database.config, db: database.db });
  });

  afterAll(async () => {
    await server?.close();
  });

  const emptyCart = { error: { code: 'VALIDATION_ERROR', message: 'Your cart is empty' } };

  it("answers 400 'Your cart is empty' for an empty items list", async () => {
    const response = await placeOrder(server, orderBody({ items: [] }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual(emptyCart);
  });

  it('says the same when the items field is left out', async () => {
    const { items: _left, ...body } = orderBody({ items: [] });
    const response = await placeOrder(server, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(emptyCart);
  });

  it('says the same when the rest of the form is missing too', async () => {
    const response = await placeOrder(server, { items: [] });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(emptyCart);
  });

  it('leaves other bad items to the schema, and still places a real order', async () => {
    const part = await insertProduct(database.db, { stockQuantity: 3 });

    const zero = await placeOrder(
      server,
      orderBody({ items: [{ productId: part.id, quantity: 0 }] }),
    );
    expect(zero.status).toBe(400);
    expect(zero.body.error.code).toBe('VALIDATION_ERROR');
    expect(zero.body.error.message).not.toBe('Your cart is empty');
    expect(await stockOf(database.db, part.id)).toBe(3);

    const placed = await placeOrder(
      server,
      orderBody({ items: [{ productId: part.id, quantity: 1 }] }),
    );
    expect(placed.status).toBe(201);
    expect(await stockOf(database.db, part.id)).toBe(2);
  });
});
