import { insertProduct, stockOf } from '../../helpers/catalog-fixtures';
import { describeEachDatabase, describePostgres } from '../../helpers/databases';
import {
  insertStaffUser,
  insertUser,
  orderBody,
  placeOrder,
  request,
  startCommerceServer,
  type CommerceServer,
  type TestUser,
} from '../orders/commerce-harness';

// GET /api/v1/catalog/version over real HTTP, on each database: the number a page cache
// in front of the API (the shell's server) polls to drop its pages when the catalog
// changes. It moves with a price edited in the back office, with stock an order took,
// with writes made behind this instance's back (another instance, a script) and with a
// deleted product; it stays put while nothing changed, and a poller is never limited.
// When it moves, the instance's own short caches of catalog answers are dropped.

const CATALOG_LIMIT = 2;

describeEachDatabase('GET /api/v1/catalog/version', (database) => {
  let server: CommerceServer;
  let admin: TestUser;
  let shopper: TestUser;

  beforeAll(async () => {
    server = await startCommerceServer({
      // A tight limit on the catalog's other routes: the version must not be under it.
      config: { ...database.config, CATALOG_RATE_LIMIT: CATALOG_LIMIT },
      db: database.db,
    });
    admin = await insertStaffUser(database.db, 'admin');
    shopper = await insertUser(database.db);
  });

  afterAll(async () => {
    await server?.close();
  });

  const version = async (): Promise<string> => {
    const response = await request<{ version: string }>(server, 'GET', '/catalog/version');
    expect(response.status).toBe(200);
    expect(typeof response.body.version).toBe('string');
    return response.body.version;
  };

  it('answers an opaque string, never cached, that stays put while nothing changes', async () => {
    await insertProduct(database.db);
    const response = await request(server, 'GET', '/catalog/version');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body as object)).toEqual(['version']);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const first = await version();
    // Reading the catalog changes nothing.
    await request(server, 'GET', '/products?pageSize=1');
    expect(await version()).toBe(first);
  });

  it('is documented in the OpenAPI document with its answer', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs/json`);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const route = document.paths['/api/v1/catalog/version']?.get;
    expect(JSON.stringify(route?.responses['200'])).toContain('"version"');
  });

  it('is not rate-limited: a shell polling it every second is never refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CATALOG_LIMIT * 5; i += 1) {
      statuses.push((await request(server, 'GET', '/catalog/version')).status);
    }
    expect(statuses).toEqual(statuses.map(() => 200));
    // The catalog's limited routes do refuse this client by now: the limit is on.
    const listings: number[] = [];
    for (let i = 0; i <= CATALOG_LIMIT; i += 1) {
      listings.push((await request(server, 'GET', '/products?pageSize=1')).status);
    }
    expect(listings).toContain(429);
  });

  it('moves when the back office edits a price', async () => {
    const product = await insertProduct(database.db, { price: 5000 });
    const before = await version();
    const edit = await request(server, 'PATCH', `/admin/products/${product.id}`, {
      body: { price: 4321 },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(edit.status).toBe(200);
    const after = await version();
    expect(after).not.toBe(before);
    // And stays at the new value.
    expect(await version()).toBe(after);
  });

  it('moves when an order lowers the stock', async () => {
    const product = await insertProduct(database.db, { price: 3000, stockQuantity: 10 });
    const before = await version();
    const placed = await placeOrder(
      server,
      orderBody({ items: [{ productId: product.id, quantity: 2 }], email: shopper.email }),
      { token: shopper.token },
    );
    expect(placed.status).toBe(201);
    expect(await stockOf(database.db, product.id)).toBe(8);
    expect(await version()).not.toBe(before);
  });

  it('moves with writes made behind its back (another instance, a script) and a deleted product', async () => {
    const product = await insertProduct(database.db);
    const other = database.openDatabase();
    try {
      const before = await version();
      await other
        .updateTable('products')
        .set({ is_featured: 1 })
        .where('id', '=', product.id)
        .execute();
      const featured = await version();
      expect(featured).not.toBe(before);
      await other.deleteFrom('products').where('id', '=', product.id).execute();
      expect(await version()).not.toBe(featured);
    } finally {
      await other.destroy();
    }
  });

  it("drops this instance's cached product answers when it moves: a page rendered at once reads the change", async () => {
    const product = await insertProduct(database.db, { price: 7000 });
    const bySlug = async () =>
      (await request<{ price: number }>(server, 'GET', `/products/slug/${product.slug}`)).body
        .price;
    // Now in the API's micro-cache (a second).
    expect(await bySlug()).toBe(7000);
    await version();
    await database.db
      .updateTable('products')
      .set({ price: 6500 })
      .where('id', '=', product.id)
      .execute();
    await version();
    expect(await bySlug()).toBe(6500);
  });
});

describePostgres('GET /api/v1/catalog/version, a change committed late', (database) => {
  let server: CommerceServer;

  beforeAll(async () => {
    server = await startCommerceServer({ config: database.config, db: database.db });
  });

  afterAll(async () => {
    await server?.close();
  });

  const version = async (): Promise<string> =>
    (await request<{ version: string }>(server, 'GET', '/catalog/version')).body.version;
  const latestRevision = async (): Promise<string> => {
    const row = await database.db
      .selectFrom('products')
      .select((eb) => eb.fn.max('revision').as('latest'))
      .executeTakeFirstOrThrow();
    return String(row.latest);
  };

  // PostgreSQL numbers a row when it is written, not when it commits: a slow transaction
  // can commit a smaller number after a larger one was read. The highest number then stays
  // where it was, and the version must still move.
  it('moves when a transaction commits a smaller revision after a larger one was read', async () => {
    const slow = await insertProduct(database.db, { price: 1000 });
    const quick = await insertProduct(database.db, { price: 2000 });
    const other = database.openDatabase();
    let written!: () => void;
    const wasWritten = new Promise<void>((resolve) => (written = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    try {
      const slowCommit = other.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ price: 999 }).where('id', '=', slow.id).execute();
        written();
        await released;
      });
      await wasWritten;
      await database.db
        .updateTable('products')
        .set({ price: 1999 })
        .where('id', '=', quick.id)
        .execute();
      const before = await version();
      const latestBefore = await latestRevision();
      release();
      await slowCommit;
      // The slow write's number is below the quick one's: the highest did not move.
      expect(await latestRevision()).toBe(latestBefore);
      expect(await version()).not.toBe(before);
    } finally {
      release();
      await other.destroy();
    }
  });
});
