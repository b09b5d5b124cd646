import { BUILDER_CATEGORIES } from '@shop/shared/src/contracts/builder-slots';
import {
  countCatalog,
  SAMPLE_PRODUCT_SLUG,
  seedCatalog,
  seedCatalogIfNeeded,
} from '../../src/db/seed/seed-catalog';
import { describeEachDatabase } from '../helpers/databases';

const HOME = [
  'desktop-components',
  'laptops',
  'monitors',
  'graphics-cards',
  'peripherals',
  'storage',
  'networking',
  'gaming',
];

describeEachDatabase('catalog seed', (database) => {
  beforeAll(async () => {
    await seedCatalog(database.db);
  });

  it('is idempotent: a second run adds nothing and the start-up seed skips', async () => {
    const first = await countCatalog(database.db);
    expect(first.products).toBeGreaterThanOrEqual(300);
    expect(await seedCatalog(database.db)).toEqual(first);
    expect(await seedCatalogIfNeeded(database.db)).toBeNull();
    expect(await countCatalog(database.db)).toEqual(first);
  });

  it('never resets stock that changed since the seed', async () => {
    await database.db
      .updateTable('products')
      .set({ stock_quantity: 3 })
      .where('slug', '=', SAMPLE_PRODUCT_SLUG)
      .execute();
    await seedCatalog(database.db);
    const row = await database.db
      .selectFrom('products')
      .select('stock_quantity')
      .where('slug', '=', SAMPLE_PRODUCT_SLUG)
      .executeTakeFirstOrThrow();
    expect(row.stock_quantity).toBe(3);
    await database.db
      .updateTable('products')
      .set({ stock_quantity: 15 })
      .where('slug', '=', SAMPLE_PRODUCT_SLUG)
      .execute();
  });

  it('has the 8 home tiles in order, each with named subcategories and images', async () => {
    const tiles = await database.db
      .selectFrom('categories')
      .selectAll()
      .where('position', 'is not', null)
      .orderBy('position')
      .execute();
    expect(tiles.map((tile) => tile.slug)).toEqual(HOME);
    expect(tiles.map((tile) => tile.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const tile of tiles) {
      expect(tile.image).toBe(`/api/v1/images/categories/${tile.slug}.svg`);
      const subs = await database.db
        .selectFrom('subcategories')
        .selectAll()
        .where('category_slug', '=', tile.slug)
        .execute();
      expect(subs.length).toBeGreaterThanOrEqual(2);
      for (const sub of subs)
        expect(sub.image).toMatch(/^\/api\/v1\/images\/subcategories\/.+\.svg$/);
    }
  });

  it('has at least 6 products in every PC Builder category, with the specs compatibility needs', async () => {
    const rows = await database.db
      .selectFrom('products')
      .select(['builder_category', 'builder_specs'])
      .where('builder_category', 'is not', null)
      .execute();
    // Every figure a check reads (docs/pc-builder.md), so no seeded build gets a
    // 'not checked' note.
    const need: Record<string, string[]> = {
      processor: ['socket', 'tdpWatts', 'integratedGraphics', 'memoryTypes', 'series'],
      motherboard: [
        'socket',
        'formFactor',
        'memoryType',
        'memorySlots',
        'maxMemoryGb',
        'm2Slots',
        'biosUpdateFor',
      ],
      ram: ['memoryType', 'modules', 'sizeGb'],
      storage: ['interface'],
      'graphics-card': ['lengthMm', 'boardPowerWatts', 'recommendedPsuWatts', 'powerConnectors'],
      case: [
        'supportedFormFactors',
        'maxGpuLengthMm',
        'maxCoolerHeightMm',
        'psuFormFactors',
        'radiatorMm',
      ],
      cooling: ['sockets', 'heightMm', 'coolerType'],
      'power-supply': ['wattage', 'formFactor', 'gpuConnectors'],
      ups: ['capacityVa', 'capacityWatts'],
    };
    for (const category of BUILDER_CATEGORIES) {
      const inCategory = rows.filter((row) => row.builder_category === category);
      expect({ category, count: inCategory.length }).toEqual({
        category,
        count: expect.any(Number),
      });
      expect(inCategory.length).toBeGreaterThanOrEqual(6);
      for (const row of inCategory) {
        const specs = JSON.parse(row.builder_specs) as Record<string, unknown>;
        for (const key of need[category] ?? []) expect(specs).toHaveProperty(key);
        if (specs.coolerType === 'liquid') expect(specs).toHaveProperty('radiatorMm');
      }
    }
  });

  it('fills the product fields: no rating until reviews are published, some out of stock, images', async () => {
    const rows = await database.db.selectFrom('products').selectAll().execute();
    for (const row of rows) {
      expect(Number(row.rating)).toBe(0);
      expect(Number(row.review_count)).toBe(0);
      expect(row.image).toBe(`/api/v1/images/products/${row.slug}.svg`);
      expect(row.description.length).toBeGreaterThan(20);
      expect(JSON.parse(row.specifications).length).toBeGreaterThan(0);
      expect(row.warranty).toBeTruthy();
      expect(row.weight).toBeTruthy();
      expect(row.shipping_type).toBeTruthy();
    }
    expect(rows.filter((row) => row.stock_quantity === 0).length).toBeGreaterThan(5);
    expect(rows.some((row) => row.is_featured === 1)).toBe(true);
    expect(rows.some((row) => row.is_new === 1)).toBe(true);
    const brands = new Set(rows.map((row) => row.brand));
    for (const brand of [
      'AMD',
      'Intel',
      'ASUS',
      'MSI',
      'Corsair',
      'Samsung',
      'Logitech',
      'APC',
      'Kaspersky',
    ]) {
      expect(brands).toContain(brand);
    }
  });

  it('includes the spec sample product', async () => {
    const row = await database.db
      .selectFrom('products')
      .selectAll()
      .where('slug', '=', SAMPLE_PRODUCT_SLUG)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      price: 32500,
      old_price: 35000,
      stock_quantity: 15,
      review_count: 0,
    });
    expect(Number(row.rating)).toBe(0);
  });
});
