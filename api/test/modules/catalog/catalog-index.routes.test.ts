import { seedCatalog } from '../../../src/db/seed/seed-catalog';
import { generateSyntheticCatalog } from '../../../src/db/seed/synthetic-catalog';
import { insertProduct } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import { startTestServer, type TestServer } from '../../helpers/http-server';
import { createTestConfig } from '../../helpers/test-config';

// The catalog's search index seen from outside: subcategory and category listings,
// facets that agree with the results, an index that follows writes made behind its
// back (another instance, an order, a script), and a search that never holds up
// /health.

interface Item {
  id: string;
  name: string;
  brand: string;
  category: string;
  subCategory?: string;
  price: number;
  stock: boolean;
  stockQuantity: number;
}
interface Facet {
  value: string;
  count: number;
}
interface Page {
  items: Item[];
  total: number;
  facets?: { brands: Facet[]; categories: Facet[]; price: { min: number; max: number } };
}

/** Asks until `check` passes: the index looks for changes about once a second. */
async function eventually(check: () => Promise<void>, attempts = 40): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await check();
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function countBy(items: readonly Item[], key: (item: Item) => string): Facet[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
}

describeEachDatabase('catalog listings and search index', (database) => {
  let server: TestServer;
  // Waiting for the index to see a write takes a second or two; leave room on a busy machine.
  jest.setTimeout(30_000);

  const get = async (path: string) => {
    const response = await fetch(`${server.baseUrl}/api/v1${path}`);
    return { status: response.status, body: (await response.json()) as any };
  };
  const page = async (path: string): Promise<Page> => {
    const { status, body } = await get(path);
    expect(status).toBe(200);
    return body as Page;
  };
  /** Every match of a query, page by page. */
  const all = async (path: string): Promise<Item[]> => {
    const items: Item[] = [];
    for (let n = 1; ; n += 1) {
      const answer = await page(`${path}&pageSize=100&page=${n}`);
      items.push(...answer.items);
      if (items.length >= answer.total || answer.items.length === 0) return items;
    }
  };

  beforeAll(async () => {
    await seedCatalog(database.db);
    server = await startTestServer({ config: database.config, db: database.db });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(['Casing', 'NVIDIA GeForce', 'Hard Disk Drive', 'Office Monitor', 'RAM', 'Processor'])(
    'lists exactly the %s subcategory',
    async (name) => {
      const expected = await database.db
        .selectFrom('products')
        .select('id')
        .where('sub_category', '=', name)
        .execute();
      expect(expected.length).toBeGreaterThan(0);
      const items = await all(`/products?subCategory=${encodeURIComponent(name)}`);
      expect(items.map((item) => item.id).sort()).toEqual(expected.map((row) => row.id).sort());
      expect(items.every((item) => item.subCategory === name)).toBe(true);
      // Addresses may carry the name in another case.
      const lower = await page(`/products?subCategory=${encodeURIComponent(name.toLowerCase())}`);
      expect(lower.total).toBe(expected.length);
    },
  );

  it('answers 404 for the subcategories of an unknown category, and lists nothing for it', async () => {
    expect(await get('/categories/no-such-category/subcategories')).toEqual({
      status: 404,
      body: { error: { code: 'CATEGORY_NOT_FOUND', message: 'Category not found' } },
    });
    expect((await page('/products?category=no-such-category')).total).toBe(0);
  });

  it.each([
    'q=rtx',
    'q=a',
    'category=graphics-cards',
    'q=gaming&inStock=true',
    'q=ryzen&inStock=true&sort=price-asc',
  ])('answers exact facets for %s; each facet ignores only its own filter', async (query) => {
    const answer = await page(`/products/search?${query}&pageSize=1`);
    const items = await all(`/products/search?${query}`);
    expect(items).toHaveLength(answer.total);
    expect(answer.facets!.brands).toEqual(countBy(items, (item) => item.brand).slice(0, 50));
    // The category facet ignores the category filter: it counts the same query without it.
    const withoutCategory = query.replace(/&?category=[^&]*/, '');
    const sameButCategory =
      withoutCategory === query ? items : await all(`/products/search?${withoutCategory}`);
    expect(answer.facets!.categories).toEqual(
      countBy(sameButCategory, (item) => item.category).slice(0, 50),
    );
    const prices = items.map((item) => item.price);
    expect(answer.facets!.price).toEqual(
      items.length === 0
        ? { min: 0, max: 0 }
        : { min: Math.min(...prices), max: Math.max(...prices) },
    );

    // Narrowed by one brand and a price band: the brand facet still counts every brand
    // within the band, the price facet every price of that brand.
    const brand = answer.facets!.brands[0]!.value;
    const [low, high] = [answer.facets!.price.min, Math.round(answer.facets!.price.max / 2)];
    const narrowed = await page(
      `/products/search?${query}&brand=${encodeURIComponent(brand)}&minPrice=${low}&maxPrice=${high}&pageSize=1`,
    );
    const inBand = items.filter((item) => item.price >= low && item.price <= high);
    const ofBrand = items.filter((item) => item.brand === brand);
    expect(narrowed.total).toBe(inBand.filter((item) => item.brand === brand).length);
    expect(narrowed.facets!.brands).toEqual(countBy(inBand, (item) => item.brand).slice(0, 50));
    const brandPrices = ofBrand.map((item) => item.price);
    expect(narrowed.facets!.price).toEqual({
      min: Math.min(...brandPrices),
      max: Math.max(...brandPrices),
    });
  });

  it('follows writes made behind its back: new products, price, stock, deletes', async () => {
    const product = await insertProduct(database.db, {
      name: 'Zephyrion Quantum Widget',
      price: 4321,
      stockQuantity: 2,
      brand: 'Zephyrion',
    });
    await eventually(async () => {
      const found = await page('/products/search?q=zephyrion');
      expect(found.items.map((item) => item.id)).toEqual([product.id]);
    });

    // The product has been shown: its list item is now held by the index's thread.
    expect((await page('/products/search?q=zephyrion&sort=rating')).items[0]).toMatchObject({
      price: 4321,
      stockQuantity: 2,
    });
    await database.db
      .updateTable('products')
      .set({ price: 5555, stock_quantity: 0 })
      .where('id', '=', product.id)
      .execute();
    // Price and stock on screen follow within about a second, as the filters do (each
    // URL once: an identical URL may get the API's answer from up to LIST_TTL_MS ago).
    let asked = 0;
    await eventually(async () => {
      asked += 1;
      const shown = await page(`/products/search?q=zephyrion&sort=price-asc&pageSize=${asked}`);
      expect(shown.items[0]).toMatchObject({ price: 5555, stock: false, stockQuantity: 0 });
      expect((await page('/products/search?q=zephyrion&inStock=true')).total).toBe(0);
      expect((await page('/products/search?q=zephyrion&minPrice=5000')).total).toBe(1);
    });

    await database.db.deleteFrom('products').where('id', '=', product.id).execute();
    await eventually(async () => {
      expect((await page('/products/search?q=zephyrion')).total).toBe(0);
    });
  });

  it('keeps a second API instance on the same database in step too', async () => {
    const second = await startTestServer({ config: database.config, db: database.openDatabase() });
    try {
      const ask = async (base: string) =>
        (await (await fetch(`${base}/api/v1/products/search?q=quorvex`)).json()) as Page;
      expect((await ask(second.baseUrl)).total).toBe(0);
      await insertProduct(database.db, { name: 'Quorvex Cable', brand: 'Quorvex' });
      await eventually(async () => {
        expect((await ask(server.baseUrl)).total).toBe(1);
        expect((await ask(second.baseUrl)).total).toBe(1);
      });
    } finally {
      await second.close();
    }
  });
});

describeEachDatabase('a slow search', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    await generateSyntheticCatalog(database.db, 5_000);
    server = await startTestServer({ config: database.config, db: database.db });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('does not hold up /health: the health answer arrives first', async () => {
    const arrived: string[] = [];
    // The first search of a fresh instance waits for its index to load, the slowest a
    // search gets; it runs beside the request thread, not in it.
    const search = fetch(`${server.baseUrl}/api/v1/products/search?q=a&pageSize=100`).then(
      async (response) => {
        expect(response.status).toBe(200);
        await response.arrayBuffer();
        arrived.push('search');
      },
    );
    const health = fetch(`${server.baseUrl}/api/v1/health`).then(async (response) => {
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      arrived.push('health');
    });
    await Promise.all([search, health]);
    expect(arrived).toEqual(['health', 'search']);
  });
});

describeEachDatabase('catalog rate limit', (database) => {
  const start = (env: NodeJS.ProcessEnv) =>
    startTestServer({
      config: createTestConfig(database.config.DATA_DIR, {
        ...(database.dialect === 'postgres' ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
        CATALOG_RATE_LIMIT: '3',
        ...env,
      }),
      db: database.db,
    });
  const search = (server: TestServer, from?: string) =>
    fetch(`${server.baseUrl}/api/v1/products/search?q=ryzen`, {
      headers: from ? { 'X-Forwarded-For': from } : {},
    });

  it('answers 429 with Retry-After once a client passes the limit', async () => {
    const server = await start({});
    try {
      for (let i = 0; i < 3; i += 1) expect((await search(server)).status).toBe(200);
      const refused = await search(server);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later' },
      });
      // Product pages are not limited.
      expect((await fetch(`${server.baseUrl}/api/v1/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('tells clients behind a trusted proxy apart, and ignores the header otherwise', async () => {
    const trusting = await start({ TRUST_PROXY: 'true' });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await search(trusting, '203.0.113.1')).status).toBe(200);
      }
      expect((await search(trusting, '203.0.113.1')).status).toBe(429);
      expect((await search(trusting, '203.0.113.2')).status).toBe(200);
    } finally {
      await trusting.close();
    }
    const direct = await start({});
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await search(direct, `203.0.113.${10 + i}`)).status).toBe(200);
      }
      expect((await search(direct, '203.0.113.99')).status).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
