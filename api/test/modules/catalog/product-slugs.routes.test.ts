import { seedCatalog } from '../../../src/db/seed/seed-catalog';
import { describeEachDatabase } from '../../helpers/databases';
import { startTestServer, type TestServer } from '../../helpers/http-server';

interface SlugList {
  items: { slug: string; updatedAt: string }[];
  total: number;
  page: number;
  pageSize: number;
}

// The sitemaps read the shelves through this route: every product on sale exactly once,
// in pages, the archived ones left out.
describeEachDatabase('GET /products/slugs', (database) => {
  let server: TestServer;
  let shelf: string[];

  const get = async (query: string) => {
    const response = await fetch(`${server.baseUrl}/api/v1/products/slugs${query}`);
    return { status: response.status, body: (await response.json()) as SlugList };
  };

  beforeAll(async () => {
    await seedCatalog(database.db);
    // One product leaves the shelves.
    const archived = await database.db
      .selectFrom('products')
      .select('id')
      .orderBy('slug')
      .limit(1)
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('products')
      .set({ archived_at: new Date().toISOString() })
      .where('id', '=', archived.id)
      .execute();
    shelf = (
      await database.db
        .selectFrom('products')
        .select('slug')
        .where('archived_at', 'is', null)
        .execute()
    )
      .map((row) => row.slug)
      .sort();
    server = await startTestServer({ config: database.config, db: database.db });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('gives every product on the shelves in one page by default, ordered by slug', async () => {
    const { status, body } = await get('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: shelf.length, page: 1, pageSize: 50_000 });
    expect(body.items.map((item) => item.slug)).toEqual(shelf);
    for (const item of body.items) {
      expect(new Date(item.updatedAt).toISOString()).toBe(item.updatedAt);
    }
  });

  it('pages through the shelves: each product once, none archived', async () => {
    const pageSize = 37;
    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const { status, body } = await get(`?page=${page}&pageSize=${pageSize}`);
      expect(status).toBe(200);
      expect(body.total).toBe(shelf.length);
      expect(body.items.length).toBeLessThanOrEqual(pageSize);
      if (body.items.length === 0) break;
      seen.push(...body.items.map((item) => item.slug));
    }
    expect(seen).toEqual(shelf);
  });

  it('refuses a page size above 50,000, a page below 1 and unknown parameters', async () => {
    for (const query of [
      '?pageSize=50001',
      '?pageSize=0',
      '?page=0',
      '?page=abc',
      '?pagesize=10',
    ]) {
      const { status, body } = await get(query);
      expect({ query, status }).toEqual({ query, status: 400 });
      expect(body).toHaveProperty('error');
    }
  });
});
