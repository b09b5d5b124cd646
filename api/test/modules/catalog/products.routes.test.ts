import { SAMPLE_PRODUCT_SLUG, seedCatalog } from '../../../src/db/seed/seed-catalog';
import { describeEachDatabase } from '../../helpers/databases';
import { startTestServer, type TestServer } from '../../helpers/http-server';

interface Product {
  id: string;
  slug: string;
  name: string;
  brand: string;
  category: string;
  subCategory?: string;
  price: number;
  rating: number;
  reviewCount: number;
  stock: boolean;
  stockQuantity: number;
  availability: string;
  isFeatured: boolean;
  isNew: boolean;
  builderCategory?: string;
  builderSpecs?: Record<string, unknown>;
  [key: string]: unknown;
}
interface ProductList {
  items: Product[];
  total: number;
  page: number;
  pageSize: number;
}

describeEachDatabase('catalog routes', (database) => {
  let server: TestServer;
  let total: number;

  const get = async (path: string) => {
    const response = await fetch(`${server.baseUrl}/api/v1${path}`);
    return { status: response.status, body: (await response.json()) as any };
  };
  const list = async (query: string): Promise<ProductList> => {
    const { status, body } = await get(`/products?${query}`);
    expect(status).toBe(200);
    return body as ProductList;
  };

  beforeAll(async () => {
    total = (await seedCatalog(database.db)).products;
    server = await startTestServer({ config: database.config, db: database.db });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('GET /products pages through the whole catalog', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total, page: 1, pageSize: 24 });
    expect(first.items).toHaveLength(24);
    const a = await list('page=1&pageSize=100');
    const b = await list('page=2&pageSize=100');
    expect(a.items).toHaveLength(100);
    const ids = new Set([...a.items, ...b.items].map((p) => p.id));
    expect(ids.size).toBe(200);
    const beyond = await list('page=999&pageSize=100');
    expect(beyond).toMatchObject({ items: [], total, page: 999 });
  });

  it('filters by category, subCategory, brands, price, stock and builder category', async () => {
    const gpus = await list('category=graphics-cards&pageSize=100');
    expect(gpus.total).toBeGreaterThanOrEqual(20);
    expect(gpus.items.every((p) => p.category === 'graphics-cards')).toBe(true);

    const cpus = await list('subCategory=Processor&pageSize=100');
    expect(cpus.items.every((p) => p.subCategory === 'Processor')).toBe(true);

    const brands = await list('brand=AMD&brand=Intel&pageSize=100');
    expect(brands.total).toBeGreaterThan(0);
    expect(new Set(brands.items.map((p) => p.brand))).toEqual(new Set(['AMD', 'Intel']));
    const oneBrand = await list('brand=Noctua');
    expect(oneBrand.total).toBe(3);

    const priced = await list('minPrice=10000&maxPrice=20000&pageSize=100');
    expect(priced.items.every((p) => p.price >= 10000 && p.price <= 20000)).toBe(true);

    const inStock = await list('inStock=true&pageSize=100');
    expect(inStock.total).toBeLessThan(total);
    expect(inStock.items.every((p) => p.stock && p.availability === 'In Stock')).toBe(true);

    const rams = await list('builderCategory=ram&pageSize=100');
    expect(rams.total).toBeGreaterThanOrEqual(6);
    for (const p of rams.items) {
      // A list item is a summary: the builder's fields are on the whole product.
      expect(p.builderSpecs).toBeUndefined();
      const whole = (await get(`/products/slug/${p.slug}`)).body;
      expect(whole.builderCategory).toBe('ram');
      expect(whole.builderSpecs).toMatchObject({ memoryType: expect.stringMatching(/^DDR[45]$/) });
    }

    const featured = await list('featured=true&pageSize=100');
    expect(featured.total).toBeGreaterThan(0);
    expect(featured.items.every((p) => p.isFeatured)).toBe(true);
    const fresh = await list('isNew=true&pageSize=100');
    expect(fresh.total).toBeGreaterThan(0);
    expect(fresh.items.every((p) => p.isNew)).toBe(true);
  });

  it('sorts by price both ways, newest and rating', async () => {
    const asc = (await list('sort=price-asc&pageSize=100')).items.map((p) => p.price);
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
    const desc = (await list('sort=price-desc&pageSize=100')).items.map((p) => p.price);
    expect(desc).toEqual([...desc].sort((x, y) => y - x));
    const rating = (await list('sort=rating&pageSize=100')).items.map((p) => p.rating);
    expect(rating).toEqual([...rating].sort((x, y) => y - x));
    const newest = (await list('sort=newest&pageSize=100')).items;
    const rows = await database.db
      .selectFrom('products')
      .select(['id', 'created_at'])
      .where(
        'id',
        'in',
        newest.map((p) => p.id),
      )
      .execute();
    const created = newest.map((p) => rows.find((r) => r.id === p.id)!.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const relevance = (await list('sort=relevance&pageSize=50')).items;
    const firstNotFeatured = relevance.findIndex((p) => !p.isFeatured);
    expect(relevance.slice(firstNotFeatured).every((p) => !p.isFeatured)).toBe(true);
  });

  it('GET /products/slug/{slug} and /products/{id} answer the sample product in full', async () => {
    const { status, body } = await get(`/products/slug/${SAMPLE_PRODUCT_SLUG}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: SAMPLE_PRODUCT_SLUG,
      name: 'AMD Ryzen 7 7700X',
      brand: 'AMD',
      model: 'Ryzen 7 7700X',
      category: 'desktop-components',
      subCategory: 'Processor',
      price: 32500,
      oldPrice: 35000,
      stock: true,
      stockQuantity: 15,
      availability: 'In Stock',
      rating: 0,
      reviewCount: 0,
      image: `/api/v1/images/products/${SAMPLE_PRODUCT_SLUG}.svg`,
      builderCategory: 'processor',
      builderSpecs: { socket: 'AM5', tdpWatts: 105, integratedGraphics: true },
      isFeatured: true,
    });
    for (const field of ['description', 'warranty', 'weight', 'shippingType']) {
      expect(typeof body[field]).toBe('string');
    }
    expect(body.specifications).toContainEqual({ label: 'Socket', value: 'AM5' });
    expect(body.features.length).toBeGreaterThan(0);
    const byId = await get(`/products/${body.id}`);
    expect(byId).toEqual({ status: 200, body });
  });

  it('lists and searches send summaries: the card fields, as the whole product has them', async () => {
    const summaryFields = new Set([
      'id',
      'name',
      'slug',
      'image',
      'category',
      'subCategory',
      'brand',
      'model',
      'price',
      'oldPrice',
      'stock',
      'stockQuantity',
      'availability',
      'isFeatured',
      'isNew',
      'rating',
      'reviewCount',
    ]);
    const listed = (await list('sort=price-desc&pageSize=4')).items;
    const found = (await get('/products/search?q=ryzen&pageSize=4')).body
      .items as ProductList['items'];
    expect(found.length).toBeGreaterThan(0);
    for (const item of [...listed, ...found] as Record<string, unknown>[]) {
      for (const key of Object.keys(item))
        expect([key, summaryFields.has(key)]).toEqual([key, true]);
      const whole = (await get(`/products/slug/${String(item.slug)}`)).body as Record<
        string,
        unknown
      >;
      expect(typeof whole.description).toBe('string');
      for (const key of summaryFields) expect([key, item[key]]).toEqual([key, whole[key]]);
    }
  });

  it('answers an out-of-stock product as Out of Stock', async () => {
    const row = await database.db
      .selectFrom('products')
      .select('slug')
      .where('stock_quantity', '=', 0)
      .executeTakeFirstOrThrow();
    const { body } = await get(`/products/slug/${row.slug}`);
    expect(body).toMatchObject({ stock: false, stockQuantity: 0, availability: 'Out of Stock' });
  });

  it('answers 404 PRODUCT_NOT_FOUND for unknown products', async () => {
    for (const path of ['/products/slug/no-such-thing', '/products/prd_none']) {
      expect(await get(path)).toEqual({
        status: 404,
        body: { error: { code: 'PRODUCT_NOT_FOUND', message: 'Product not found' } },
      });
    }
  });

  it('GET /categories answers the 8 home tiles in order with subcategories', async () => {
    const { status, body } = await get('/categories');
    expect(status).toBe(200);
    expect(body.items.map((c: { slug: string }) => c.slug)).toEqual([
      'desktop-components',
      'laptops',
      'monitors',
      'graphics-cards',
      'peripherals',
      'storage',
      'networking',
      'gaming',
    ]);
    expect(body.items[0]).toMatchObject({
      name: 'Desktop Components',
      image: '/api/v1/images/categories/desktop-components.svg',
    });
    expect(body.items[0].subcategories[0]).toEqual({
      id: 'desktop-components--processor',
      name: 'Processor',
      image: '/api/v1/images/subcategories/desktop-components--processor.svg',
    });
  });

  it('GET /categories/{name}/subcategories accepts the slug or the display name', async () => {
    const bySlug = await get('/categories/laptops/subcategories');
    const byName = await get('/categories/Laptops/subcategories');
    expect(bySlug.status).toBe(200);
    expect(byName).toEqual(bySlug);
    expect(bySlug.body.items.map((s: { name: string }) => s.name)).toEqual([
      'Gaming Laptop',
      'Ultrabook',
      'Business Laptop',
      'MacBook',
    ]);
    const spaced = await get(`/categories/${encodeURIComponent('Graphics Cards')}/subcategories`);
    expect(spaced.status).toBe(200);
    expect(await get('/categories/nope/subcategories')).toEqual({
      status: 404,
      body: { error: { code: 'CATEGORY_NOT_FOUND', message: 'Category not found' } },
    });
  });

  it('answers an over-long slug with a 4xx, never a 5xx', async () => {
    // The router's own 414 (params over 100 characters) comes before any handler.
    const { status } = await get(`/products/slug/${'x'.repeat(300)}`);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });

  it.each([
    ['/products?page=0', 'page'],
    ['/products?page=-1', 'page'],
    ['/products?page=abc', 'page'],
    ['/products?pageSize=1000', 'pageSize'],
    ['/products?pageSize=0', 'pageSize'],
    ['/products?minPrice=-5', 'minPrice'],
    ['/products?maxPrice=cheap', 'maxPrice'],
    ['/products?minPrice=500&maxPrice=100', 'minPrice'],
    ['/products?inStock=maybe', 'inStock'],
    ['/products?sort=random', 'sort'],
    ['/products?builderCategory=toaster', 'builderCategory'],
    ['/products?color=red', 'color'],
    ['/products?q=ryzen', 'q'],
    ['/products/search?pageSize=101', 'pageSize'],
    ['/products/search?page=0', 'page'],
    ['/products/search?sort=cheapest', 'sort'],
    ['/products/search?unknown=1', 'unknown'],
    ['/products/suggest', 'q'],
    ['/products/suggest?q=ab&limit=10', 'limit'],
  ])('GET %s -> 400 naming %s', async (path, field) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body.error.code).toMatch(/^(VALIDATION_ERROR|BAD_REQUEST)$/);
    expect(body.error.message).toContain(field);
  });
});
