import { seedCatalog, toProductRow } from '../../../src/db/seed/seed-catalog';
import { loadSeedProducts } from '../../../src/db/seed/catalog-products';
import { describeEachDatabase } from '../../helpers/databases';
import { startTestServer, type TestServer } from '../../helpers/http-server';

describeEachDatabase('generated images', (database) => {
  let server: TestServer;

  const fetchImage = (path: string, init?: RequestInit) => fetch(`${server.baseUrl}${path}`, init);

  beforeAll(async () => {
    await seedCatalog(database.db);
    server = await startTestServer({ config: database.config, db: database.db });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves every product image as SVG with its brand and model on it', async () => {
    const rows = await database.db
      .selectFrom('products')
      .select(['image', 'brand', 'model'])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(300);
    for (const row of rows) {
      const response = await fetchImage(row.image);
      expect({ image: row.image, status: response.status }).toEqual({
        image: row.image,
        status: 200,
      });
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      const svg = await response.text();
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain(row.brand.toUpperCase().replace(/&/g, '&amp;').slice(0, 20));
    }
  });

  it('serves category, subcategory and slide images with long-lived cache headers and an ETag', async () => {
    const categories = await database.db.selectFrom('categories').select('image').execute();
    const subcategories = await database.db.selectFrom('subcategories').select('image').execute();
    const paths = [
      ...categories.map((c) => c.image),
      ...subcategories.map((s) => s.image),
      '/api/v1/images/slides/1.svg',
      '/api/v1/images/slides/2.svg',
      '/api/v1/images/slides/3.svg',
    ];
    for (const path of paths) {
      const response = await fetchImage(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toMatch(/public, max-age=86400/);
      expect(response.headers.get('etag')).toMatch(/^".+"$/);
      await response.arrayBuffer();
    }
  });

  it("draws the carousel slides as artwork only: their words are the page's text", async () => {
    for (const n of [1, 2, 3]) {
      const svg = await (await fetchImage(`/api/v1/images/slides/${n}.svg?v=2`)).text();
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toContain('<text');
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const path = '/api/v1/images/products/amd-ryzen-7-7700x.svg';
    const first = await fetchImage(path);
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    const again = await fetchImage(path, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('escapes text in the SVG', async () => {
    const [template] = loadSeedProducts();
    const row = toProductRow({
      ...template!,
      slug: 'escape-test',
      name: 'Escape <test>',
      brand: 'A&B <script>',
      model: `"quoted" 'model' </svg>`,
    });
    await database.db.insertInto('products').values(row).execute();
    const response = await fetchImage('/api/v1/images/products/escape-test.svg');
    const svg = await response.text();
    expect(svg).toContain('A&amp;B &lt;SCRIPT&gt;');
    expect(svg).toContain('&quot;quoted&quot; &apos;model&apos; &lt;/svg&gt;');
    expect(svg).not.toContain('<script>');
    expect(svg.match(/<\/svg>/g)).toHaveLength(1);
    await database.db.deleteFrom('products').where('slug', '=', 'escape-test').execute();
  });

  it.each([
    ['/api/v1/images/products/no-such-product.svg', 404],
    ['/api/v1/images/categories/nope.svg', 404],
    ['/api/v1/images/subcategories/nope.svg', 404],
    ['/api/v1/images/slides/9.svg', 404],
    ['/api/v1/images/slides/0.png', 400],
    ['/api/v1/images/products/amd-ryzen-7-7700x.png', 400],
    ['/api/v1/images/products/..%2F..%2Fetc%2Fpasswd.svg', 400],
    ['/api/v1/images/products/UPPER.svg', 400],
  ])('%s -> %i in the error shape', async (path, status) => {
    const response = await fetchImage(path);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
  });
});
