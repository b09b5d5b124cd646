import { insertProduct } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import {
  insertUser,
  orderBody,
  placeOrder,
  request,
  startCommerceServer,
  type CommerceServer,
  type TestUser,
} from './commerce-harness';

describeEachDatabase('GET /api/v1/orders/{id} and /orders/user', (database) => {
  let server: CommerceServer;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    server = await startCommerceServer({ config: database.config, db: database.db });
    alice = await insertUser(database.db);
    bob = await insertUser(database.db);
  });

  afterAll(async () => {
    await server?.close();
  });

  const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

  it("lets the owner read their order and answers 404 to another user's token", async () => {
    const part = await insertProduct(database.db, { name: 'Owner Part', price: 2500 });
    const placed = await placeOrder(
      server,
      orderBody({ items: [{ productId: part.id, quantity: 2 }] }),
      {
        token: alice.token,
      },
    );
    expect(placed.status).toBe(201);
    const id = placed.body.orderId as string;

    const own = await request(server, 'GET', `/orders/${id}`, { headers: bearer(alice) });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(own.body).toMatchObject({
      id,
      status: 'paid',
      items: [
        { productId: part.id, name: 'Owner Part', unitPrice: 2500, quantity: 2, lineTotal: 5000 },
      ],
      subtotal: 5000,
      shippingCost: 0,
      total: 5000,
      payment: { brand: 'visa', last4: '4242' },
      trackingNumber: null,
      shipping: { firstName: 'Hanako', country: 'Japan', state: 'Tokyo' },
    });
    const row = await database.db
      .selectFrom('orders')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(alice.id);

    const other = await request(server, 'GET', `/orders/${id}`, { headers: bearer(bob) });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: { code: 'ORDER_NOT_FOUND', message: 'Order not found' } });
    const anonymous = await request(server, 'GET', `/orders/${id}`);
    expect(anonymous.status).toBe(404);
    const missing = await request(server, 'GET', '/orders/CH-0000000000', { headers: bearer(bob) });
    expect(missing).toMatchObject({ status: 404, body: other.body });
  });

  it('lets a guest read the order with its token (header or query) and nobody with a wrong one', async () => {
    const part = await insertProduct(database.db);
    const placed = await placeOrder(
      server,
      orderBody({ items: [{ productId: part.id, quantity: 1 }] }),
    );
    const { orderId, accessToken } = placed.body as { orderId: string; accessToken: string };

    const viaHeader = await request(server, 'GET', `/orders/${orderId}`, {
      headers: { 'x-order-token': accessToken },
    });
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body.id).toBe(orderId);
    const viaQuery = await request(server, 'GET', `/orders/${orderId}?token=${accessToken}`);
    expect(viaQuery.status).toBe(200);

    const wrong = await request(server, 'GET', `/orders/${orderId}`, {
      headers: { 'x-order-token': `${accessToken.slice(0, -2)}xx` },
    });
    expect(wrong.status).toBe(404);
    // A signed-in stranger with the guest order's id gets nothing either.
    expect(
      (await request(server, 'GET', `/orders/${orderId}`, { headers: bearer(bob) })).status,
    ).toBe(404);
    // A token of another order does not open this one.
    const otherOrder = await placeOrder(
      server,
      orderBody({ items: [{ productId: part.id, quantity: 1 }] }),
    );
    const crossed = await request(server, 'GET', `/orders/${orderId}`, {
      headers: { 'x-order-token': otherOrder.body.accessToken },
    });
    expect(crossed.status).toBe(404);
  });

  it("lists the signed-in user's orders newest first, and only theirs", async () => {
    const carol = await insertUser(database.db);
    const part = await insertProduct(database.db, { stockQuantity: 50 });
    const ids: string[] = [];
    for (const [i, at] of [
      '2026-11-24T01:00:00Z',
      '2026-11-24T02:00:00Z',
      '2026-11-24T03:00:00Z',
    ].entries()) {
      server.setNow(at);
      const placed = await placeOrder(
        server,
        orderBody({ items: [{ productId: part.id, quantity: i + 1 }] }),
        { token: carol.token },
      );
      ids.push(placed.body.orderId);
    }
    await placeOrder(server, orderBody({ items: [{ productId: part.id, quantity: 1 }] }), {
      token: bob.token,
    });

    const response = await request(server, 'GET', '/orders/user', { headers: bearer(carol) });
    expect(response.status).toBe(200);
    expect(response.body.orders.map((order: { id: string }) => order.id)).toEqual(
      [...ids].reverse(),
    );
    expect(response.body.orders[0].items[0].quantity).toBe(3);
  });

  it('answers 401 to /orders/user without a valid token, and to a bad bearer token anywhere', async () => {
    expect((await request(server, 'GET', '/orders/user')).status).toBe(401);
    const bad = { authorization: 'Bearer not-a-token' };
    expect((await request(server, 'GET', '/orders/user', { headers: bad })).status).toBe(401);
    expect((await request(server, 'GET', '/orders/CH-0000000000', { headers: bad })).status).toBe(
      401,
    );
  });
});
