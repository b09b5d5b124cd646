import { seedCatalog } from '../../../src/db/seed/seed-catalog';
import { describeEachDatabase } from '../../helpers/databases';
import { startTestServer, type TestServer } from '../../helpers/http-server';

interface SearchBody {
  items: {
    id: string;
    name: string;
    brand: string;
    model: string;
    category: string;
    price: number;
    rating: number;
  }[];
  total: number;
  page: number;
  pageSize: number;
  facets: {
    brands: { value: string; count: number }[];
    categories: { value: string; count: number }[];
    price: { min: number; max: number };
  };
}

describeEachDatabase('product search and suggestions', (database) => {
  let server: TestServer;
  let total: number;

  const get = async (path: string) => {
    const response = await fetch(`${server.baseUrl}/api/v1${path}`);
    return { status: response.status, body: (await response.json()) as any };
  };
  const search = async (query: string): Promise<SearchBody> => {
    const { status, body } = await get(`/products/search?${query}`);
    expect(status).toBe(200);
    return body as SearchBody;
  };

  /** Name and description of each result (lists send summaries, without descriptions). */
  const descriptions = async (body: SearchBody): Promise<string[]> => {
    const rows = await database.db
      .selectFrom('products')
      .select(['id', 'name', 'description'])
      .where(
        'id',
        'in',
        body.items.map((p) => p.id),
      )
      .execute();
    expect(rows).toHaveLength(body.items.length);
    return rows.map((row) => `${row.name} ${row.description}`);
  };

  beforeAll(async () => {
    total = (await seedCatalog(database.db)).products;
    server = await startTestServer({ config: database.config, db: database.db });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('finds products by brand, model, description and category words', async () => {
    const noctua = await search('q=noctua');
    expect(noctua.total).toBe(3);
    expect(noctua.items.every((p) => p.brand === 'Noctua')).toBe(true);

    const model = await search('q=7700X');
    expect(model.items[0]?.name).toBe('AMD Ryzen 7 7700X');

    const described = await search('q=heat%20pipes');
    expect(described.total).toBeGreaterThan(0);
    for (const text of await descriptions(described)) expect(text).toMatch(/heat pipes/i);

    const category = await search('q=laptops&pageSize=100');
    expect(category.items.some((p) => p.category === 'laptops')).toBe(true);
  });

  it('corrects a misspelt word in results, facets and counts, and says so; exact=true searches as typed', async () => {
    const corrected = (await get('/products/search?q=rizen%207600')).body;
    expect(corrected.correctedQuery).toBe('ryzen 7600');
    expect(corrected.total).toBeGreaterThan(0);
    for (const item of corrected.items) expect(item.name).toMatch(/Ryzen.*7600/);
    // The same answer as asking for the corrected text, facets and counts included.
    const { correctedQuery: _, ...rest } = corrected;
    expect((await get('/products/search?q=ryzen%207600')).body).toEqual(rest);
    const exact = (await get('/products/search?q=rizen%207600&exact=true')).body;
    expect(exact.total).toBe(0);
    expect(exact.correctedQuery).toBeUndefined();
  });

  it('understands product-type words of the three languages and ranks that type first', async () => {
    for (const q of ['gpu', 'グラボ', 'video card']) {
      const body = await search(`q=${encodeURIComponent(q)}`);
      expect(body.items.length).toBeGreaterThan(0);
      for (const item of body.items.slice(0, 5)) expect(item.category).toBe('graphics-cards');
    }
    const monitors = await search(`q=${encodeURIComponent('মনিটর')}`);
    expect(monitors.items[0]?.category).toBe('monitors');
    const ram = (await get('/products/search?q=16gb%20ram')).body;
    expect(
      ram.items.slice(0, 5).every((p: { subCategory?: string }) => p.subCategory === 'RAM'),
    ).toBe(true);
  });

  it('matches word prefixes and needs every word', async () => {
    const prefix = await search('q=ryz&pageSize=100');
    expect(prefix.total).toBeGreaterThan(5);
    for (const text of await descriptions(prefix)) expect(text).toMatch(/ryz/i);
    const both = await search('q=geforce%204060&pageSize=100');
    expect(both.total).toBeGreaterThan(0);
    for (const text of await descriptions(both)) expect(text).toMatch(/4060/);
  });

  it('ranks name matches first by relevance', async () => {
    const result = await search('q=kraken');
    expect(result.items.slice(0, 2).every((p) => p.name.includes('Kraken'))).toBe(true);
  });

  it('sorts matches by price, newest and rating', async () => {
    const asc = (await search('q=rtx&sort=price-asc&pageSize=100')).items.map((p) => p.price);
    expect(asc.length).toBeGreaterThan(10);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await search('q=rtx&sort=price-desc&pageSize=100')).items.map((p) => p.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const rating = (await search('q=rtx&sort=rating&pageSize=100')).items.map((p) => p.rating);
    expect(rating).toEqual([...rating].sort((a, b) => b - a));
    const newest = await search('q=rtx&sort=newest&pageSize=100');
    expect(newest.total).toBe(asc.length);
  });

  it('answers facets over the matches; each facet ignores its own filter', async () => {
    const all = await search('q=rtx&pageSize=100');
    expect(all.facets.brands.reduce((n, f) => n + f.count, 0)).toBe(all.total);
    expect(all.facets.categories.reduce((n, f) => n + f.count, 0)).toBe(all.total);
    const prices = all.items.map((p) => p.price);
    expect(all.facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });

    const asus = await search('q=rtx&brand=ASUS&pageSize=100');
    expect(asus.items.every((p) => p.brand === 'ASUS')).toBe(true);
    expect(asus.total).toBe(all.facets.brands.find((f) => f.value === 'ASUS')?.count);
    // Other brands stay visible to add to the filter.
    expect(asus.facets.brands).toEqual(all.facets.brands);

    const gpus = await search(
      'q=rtx&category=graphics-cards&minPrice=40000&maxPrice=100000&inStock=true&pageSize=100',
    );
    for (const p of gpus.items) {
      expect(p.category).toBe('graphics-cards');
      expect(p.price).toBeGreaterThanOrEqual(40000);
      expect(p.price).toBeLessThanOrEqual(100000);
    }
  });

  it('without q lists everything with facets', async () => {
    const result = await search('pageSize=5');
    expect(result.total).toBe(total);
    expect(result.items).toHaveLength(5);
    expect(result.facets.categories.length).toBeGreaterThanOrEqual(8);
  });

  it.each([
    '"; DROP TABLE products; --',
    "' OR 1=1 --",
    'NEAR(',
    'NEAR(ryzen intel, 2)',
    '*',
    '"',
    'AND OR',
    'ryzen AND',
    'name:ryzen',
    '{name}: ryzen',
    '^ryzen',
    '-ryzen',
    'ryzen)',
    '(((',
    "ryzen' || pg_sleep(1) || '",
    'a:* & !b | c <-> d',
    '😀 \u0000 \\',
  ])('treats FTS/SQL syntax in q as text: %j', async (q) => {
    const response = await fetch(
      `${server.baseUrl}/api/v1/products/search?q=${encodeURIComponent(q)}`,
    );
    expect(response.status).toBeLessThan(500);
    expect([200, 400]).toContain(response.status);
    const suggest = await fetch(
      `${server.baseUrl}/api/v1/products/suggest?q=${encodeURIComponent(q)}`,
    );
    expect([200, 400]).toContain(suggest.status);
    const count = await database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(total);
  });

  it('rejects a q over 200 characters with a clear 400', async () => {
    expect((await get(`/products/search?q=${'a'.repeat(200)}`)).status).toBe(200);
    for (const path of [
      `/products/search?q=${'a'.repeat(10_000)}`,
      `/products/search?q=${'a'.repeat(201)}`,
      `/products/suggest?q=${'a'.repeat(10_000)}`,
    ]) {
      expect(await get(path)).toEqual({
        status: 400,
        body: {
          error: {
            code: 'QUERY_TOO_LONG',
            message: 'querystring/q must be at most 200 characters',
          },
        },
      });
    }
  });

  it('suggests at most 5 names with slugs for a typed prefix', async () => {
    const { status, body } = await get('/products/suggest?q=cor');
    expect(status).toBe(200);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(5);
    for (const item of body.items) {
      expect(item).toEqual({ name: expect.stringMatching(/cor/i), slug: expect.any(String) });
    }
    const twoWords = await get('/products/suggest?q=ryzen%207');
    expect(twoWords.body.items.length).toBeGreaterThan(0);
    for (const item of twoWords.body.items) expect(item.name).toMatch(/Ryzen.* 7/);
  });

  it.each([
    ['ryzne', /Ryzen/],
    ['corsiar', /Corsair/],
    ['geforse rtx', /GeForce RTX/],
    ['samsnug', /Samsung/],
  ])('tolerates the typo %j', async (q, expected) => {
    const { status, body } = await get(`/products/suggest?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(5);
    for (const item of body.items) expect(item.name).toMatch(expected);
  });

  it('answers no suggestions for blank or unmatched text', async () => {
    expect((await get('/products/suggest?q=')).body).toEqual({ items: [] });
    expect((await get('/products/suggest?q=%20%21%21')).body).toEqual({ items: [] });
    expect((await get('/products/suggest?q=zzzzqqqq')).body).toEqual({ items: [] });
  });
});
