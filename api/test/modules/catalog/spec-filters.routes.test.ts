import { seedCatalog } from '../../../src/db/seed/seed-catalog';
import { describeEachDatabase } from '../../helpers/databases';
import { startTestServer, type TestServer } from '../../helpers/http-server';

// Specification facets and filters over real HTTP, on the seeded catalog: which facets a
// category offers, their counts (each skipping only its own filter, as the brand facet
// does), the `spec.<key>` filters with normalised values, and the 400s.

interface SpecFacet {
  key: string;
  label: string;
  values: { value: string; count: number }[];
}

interface SearchBody {
  items: { id: string; slug: string; brand: string; category: string }[];
  total: number;
  facets: { brands: { value: string; count: number }[]; specs: SpecFacet[] };
}

describeEachDatabase('specification facets and filters', (database) => {
  let server: TestServer;

  const get = async (path: string) => {
    const response = await fetch(`${server.baseUrl}/api/v1${path}`);
    return { status: response.status, body: (await response.json()) as any };
  };
  const search = async (query: string): Promise<SearchBody> => {
    const { status, body } = await get(`/products/search?${query}`);
    expect(status).toBe(200);
    return body as SearchBody;
  };
  const facet = (body: SearchBody, key: string) => body.facets.specs.find((f) => f.key === key);
  const count = (body: SearchBody, key: string, value: string) =>
    facet(body, key)?.values.find((v) => v.value === value)?.count;
  /** The stored specifications of the answer's products. */
  const specsOf = async (body: SearchBody) => {
    const rows = await database.db
      .selectFrom('products')
      .select(['id', 'sub_category', 'specifications'])
      .where(
        'id',
        'in',
        body.items.map((p) => p.id),
      )
      .execute();
    return rows.map((row) => ({
      subCategory: row.sub_category,
      specs: JSON.parse(row.specifications) as { label: string; value: string }[],
    }));
  };

  beforeAll(async () => {
    await seedCatalog(database.db);
    server = await startTestServer({ config: database.config, db: database.db });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("offers each category's facets with normalised values and counts", async () => {
    const components = await search('category=desktop-components&pageSize=1');
    expect(components.facets.specs.map((f) => f.key)).toEqual([
      'socket',
      'chipset',
      'memory-type',
      'memory-capacity',
      'psu-wattage',
      'psu-efficiency',
    ]);
    // 24 processors and 17 motherboards in the seed carry a socket.
    expect(facet(components, 'socket')!.values).toEqual([
      { value: 'AM4', count: 7 },
      { value: 'AM5', count: 15 },
      { value: 'LGA1700', count: 14 },
      { value: 'LGA1851', count: 5 },
    ]);
    expect(facet(components, 'psu-efficiency')!.values.map((v) => v.value)).toEqual([
      '80+ Bronze',
      '80+ Gold',
      '80+ Platinum',
      '80+ Titanium',
    ]);
    expect(facet(components, 'memory-capacity')!.values.map((v) => v.value)).toEqual([
      '8 GB',
      '16 GB',
      '32 GB',
      '48 GB',
      '64 GB',
    ]);
    expect(facet(components, 'psu-wattage')!.values[0]).toEqual({ value: '650 W', count: 4 });

    const monitors = await search('category=monitors&pageSize=1');
    expect(monitors.facets.specs.map((f) => f.key)).toEqual([
      'screen-size',
      'resolution',
      'refresh-rate',
    ]);
    expect(facet(monitors, 'screen-size')!.values).toEqual([
      { value: '24"', count: 5 },
      { value: '27"', count: 10 },
      { value: '32"', count: 1 },
    ]);
    expect(count(monitors, 'resolution', 'QHD (1440p)')).toBe(8);
    expect(count(monitors, 'refresh-rate', '144 Hz')).toBe(2);

    const storage = await search('category=storage&pageSize=1');
    expect(facet(storage, 'storage-capacity')!.values.map((v) => v.value)).toEqual([
      '64 GB',
      '500 GB',
      '1 TB',
      '2 TB',
      '4 TB',
      '8 TB',
    ]);
    const gpus = await search('category=graphics-cards&pageSize=1');
    expect(facet(gpus, 'gpu-memory')!.values.map((v) => v.value)).toEqual([
      '6 GB',
      '8 GB',
      '12 GB',
      '16 GB',
      '24 GB',
    ]);
    // Without a category there are no specification facets; a category without any
    // has none either.
    expect((await search('q=ryzen&pageSize=1')).facets.specs).toEqual([]);
    expect((await search('category=networking&pageSize=1')).facets.specs).toEqual([]);
  });

  it('filters by any of several values, and each facet skips only its own filter', async () => {
    const all = await search('category=desktop-components&pageSize=100');
    const am5 = await search('category=desktop-components&spec.socket=AM5&pageSize=100');
    expect(am5.total).toBe(15);
    for (const product of await specsOf(am5)) {
      expect(product.specs).toContainEqual({ label: 'Socket', value: 'AM5' });
    }
    // The socket facet still offers the other sockets, with the same counts...
    expect(facet(am5, 'socket')).toEqual(facet(all, 'socket'));
    // ...while the chipsets narrow to the AM5 boards, and the brands to AM5 products.
    expect(facet(am5, 'chipset')!.values.map((v) => v.value)).toEqual(['B650', 'X670E', 'X870']);
    expect(am5.facets.brands.reduce((n, b) => n + b.count, 0)).toBe(15);

    const two = await search(
      'category=desktop-components&spec.socket=AM5&spec.socket=LGA1700&pageSize=100',
    );
    expect(two.total).toBe(15 + 14);

    // Across keys: AM5 and a chipset of AM5 boards: only those boards.
    const boards = await search(
      'category=desktop-components&spec.socket=AM5&spec.chipset=X670E&spec.chipset=X870',
    );
    expect(boards.total).toBe(2);
    expect(count(boards, 'socket', 'AM5')).toBe(2);
    expect(count(boards, 'socket', 'AM4')).toBeUndefined();
    // Values as shoppers (and old links) write them are normalised.
    const gold = await search('category=desktop-components&spec.psu-efficiency=80%20plus%20gold');
    expect(gold.total).toBe(8);
    expect(
      (
        await search(
          'category=storage&spec.storage-capacity=1tb&spec.storage-interface=NVMe%20PCIe%204.0',
        )
      ).total,
    ).toBe(7);
    expect((await search('category=monitors&spec.screen-size=27%20inch')).total).toBe(10);
    // Filters work with text, brands and the listing route too.
    const asus = await search('q=asus&category=desktop-components&spec.socket=AM5&brand=ASUS');
    expect(asus.items.every((p) => p.brand === 'ASUS')).toBe(true);
    const listing = await get('/products?category=monitors&spec.refresh-rate=144Hz');
    expect(listing.status).toBe(200);
    expect(listing.body.total).toBe(2);
    // A value nobody has: nothing.
    expect((await search('category=monitors&spec.refresh-rate=360%20Hz')).total).toBe(0);
    // A chosen value that other filters leave without products stays listed to untick.
    const none = await search('category=monitors&spec.refresh-rate=240%20Hz&maxPrice=1');
    expect(none.total).toBe(0);
    expect(facet(none, 'refresh-rate')!.values).toEqual([{ value: '240 Hz', count: 0 }]);
  });

  it('says what is wrong with a bad filter (400)', async () => {
    const unknown = await get('/products/search?spec.colour=red');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/spec\.colour|additional/);
    const elsewhere = await get('/products/search?category=monitors&spec.socket=AM5');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.message).toContain('spec.socket is not a specification filter of');
    const badValue = await get(
      '/products/search?category=desktop-components&spec.psu-wattage=lots',
    );
    expect(badValue.status).toBe(400);
    expect(badValue.body.error.message).toContain("spec.psu-wattage 'lots' is not a value");
    const tooMany = await get(
      `/products/search?${Array.from({ length: 21 }, () => 'spec.socket=AM5').join('&')}`,
    );
    expect(tooMany.status).toBe(400);
  });
});
