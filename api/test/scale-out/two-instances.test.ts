import { insertProduct, stockOf } from '../helpers/catalog-fixtures';
import { describeEachDatabase } from '../helpers/databases';
import {
  startAuthServer,
  uniqueEmail,
  type AuthServer,
  type SignedIn,
} from '../modules/auth/auth-test-kit';
import { useSignInSuite } from '../modules/auth/sign-in-suite';
import {
  orderBody,
  placeOrder,
  startCommerceServer,
  type CommerceServer,
} from '../modules/orders/commerce-harness';

// Two API instances, each with its own connection pool, on one database (PostgreSQL
// when TEST_DATABASE_URL is set, else one SQLite file): stock is never oversold across
// them. The OTP send limits across instances (Redis) are proven in
// modules/auth/shared-limits.test.ts and the search index following another instance's
// writes in modules/catalog/catalog-index.routes.test.ts.

describeEachDatabase('two API instances on one database', (database) => {
  let first: CommerceServer;
  let second: CommerceServer;
  let secondDb: ReturnType<typeof database.openDatabase>;

  beforeAll(async () => {
    secondDb = database.openDatabase();
    [first, second] = await Promise.all([
      startCommerceServer({ config: database.config, db: database.db }),
      startCommerceServer({ config: database.config, db: secondDb }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await secondDb?.destroy();
  });

  it('50 concurrent orders split over both for the last 5 units: exactly 5 placed, stock 0', async () => {
    const part = await insertProduct(database.db, { name: 'Scale-out SSD', stockQuantity: 5 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        placeOrder(
          i % 2 === 0 ? first : second,
          orderBody({
            items: [{ productId: part.id, quantity: 1 }],
            email: `scale${i}@example.com`,
          }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    // Both instances sold some: the race really ran across them.
    const soldBy = (parity: number) =>
      responses.filter((response, i) => i % 2 === parity && response.status === 201).length;
    expect(soldBy(0) + soldBy(1)).toBe(5);
    expect(await stockOf(database.db, part.id)).toBe(0);
    const lines = await database.db
      .selectFrom('order_items')
      .select('quantity')
      .where('product_id', '=', part.id)
      .execute();
    expect(lines).toHaveLength(5);
  });

  it('the same Idempotency-Key sent to both instances at once places one order', async () => {
    const part = await insertProduct(database.db, { name: 'Twin-click GPU', stockQuantity: 10 });
    const body = orderBody({
      items: [{ productId: part.id, quantity: 1 }],
      email: 'twins@example.com',
    });
    const key = 'scale-out-same-key';
    const answers = await Promise.all([
      placeOrder(first, body, { key }),
      placeOrder(second, body, { key }),
    ]);
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    // The other either replays the same order or says it is still being processed.
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(new Set(placed.map((answer) => answer.body.orderId as string)).size).toBe(1);
    expect(await stockOf(database.db, part.id)).toBe(9);
  });
});

describeEachDatabase('a refresh token across two API instances', (database) => {
  // Instance A is the sign-in suite's server; B another app on its own connection pool.
  const suite = useSignInSuite(database);
  let other: AuthServer;
  let otherDb: ReturnType<typeof database.openDatabase>;

  beforeAll(async () => {
    otherDb = database.openDatabase();
    other = await startAuthServer({
      config: { ...database.config, SMTP_URL: suite.inbox.url },
      db: otherDb,
      clock: suite.clock,
    });
  });

  afterAll(async () => {
    await other?.close();
    await otherDb?.destroy();
  });

  it('rotated on one instance is refused on the other', async () => {
    const session = await suite.signIn(uniqueEmail('two-instances'));
    const renewed = await other.post<SignedIn>('/auth/refresh-token', {
      refreshToken: session.refresh_token,
    });
    expect(renewed.status).toBe(200);
    const replay = await suite.server.post('/auth/refresh-token', {
      refreshToken: session.refresh_token,
    });
    expect(replay.status).toBe(401);
    // The replay revoked the family everywhere: B's newer token is dead too.
    const newest = await other.post('/auth/refresh-token', {
      refreshToken: renewed.body.refresh_token,
    });
    expect(newest.status).toBe(401);
  });
});
