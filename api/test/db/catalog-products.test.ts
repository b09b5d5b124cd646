import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CATALOG_DIR,
  CatalogDataError,
  loadSeedProducts,
  SAMPLE_PRODUCT_SLUG,
} from '../../src/db/seed/catalog-products';
import { SEED_CATEGORIES } from '../../src/db/seed/catalog-categories';

// The seed catalog's files (src/db/seed/catalog/*.json) as the loader reads them, and what
// it says about a bad one: the file, the product and the field.

describe('seed catalog files', () => {
  it('load into unique products, each of its file’s category and one of its subcategories', () => {
    const products = loadSeedProducts();
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    for (const product of products) {
      const category = SEED_CATEGORIES.find((c) => c.slug === product.category);
      expect(category?.subcategories).toContain(product.subCategory);
    }
    const sample = products.find((p) => p.slug === SAMPLE_PRODUCT_SLUG);
    expect(sample).toMatchObject({
      price: 32500,
      oldPrice: 35000,
      fixed: { stockQuantity: 15 },
    });
  });

  it('keep the seed order of seed-order.json, sections of one file included', () => {
    const order = loadSeedProducts().map((p) => `${p.category}/${p.subCategory}`);
    const first = (key: string) => order.indexOf(key);
    expect(order[0]).toBe('desktop-components/Processor');
    expect(first('desktop-components/RAM')).toBeLessThan(first('storage/NVMe SSD'));
    expect(first('graphics-cards/AMD Radeon')).toBeLessThan(first('desktop-components/Casing'));
  });
});

describe('a bad seed catalog', () => {
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-catalog-'));
    fs.cpSync(CATALOG_DIR, dir, { recursive: true });
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const file = (name: string) => path.join(dir, name);
  const edit = (name: string, change: (records: Record<string, unknown>[]) => unknown) => {
    const records = JSON.parse(fs.readFileSync(file(name), 'utf8')) as Record<string, unknown>[];
    fs.writeFileSync(file(name), JSON.stringify(change(records) ?? records));
  };
  const issuesOf = (): string[] => {
    try {
      loadSeedProducts(dir);
    } catch (error) {
      if (error instanceof CatalogDataError) return error.issues;
      throw error;
    }
    throw new Error('the catalog loaded');
  };

  it('names the file, the product and the field of a value of the wrong kind', () => {
    let slug = '';
    edit('storage.json', (records) => {
      slug = String(records[2]!.slug);
      records[2]!.price = '5300 taka';
    });
    expect(issuesOf()).toEqual([
      `${file('storage.json')}, product 3 (${slug}): /price must be integer`,
    ]);
    expect(() => loadSeedProducts(dir)).toThrow(/The seed catalog has bad data:\n.*storage\.json/);
  });

  it('refuses a builder figure of the wrong kind, which would leave a check undone', () => {
    edit('graphics-cards.json', (records) => {
      (records[0]!.builderSpecs as Record<string, unknown>).lengthMm = '227 mm';
      (records[1]!.builderSpecs as Record<string, unknown>).powerConnectors = { '8-pin': 'two' };
    });
    const issues = issuesOf();
    expect(issues[0]).toMatch(
      /graphics-cards\.json, product 1 \(.+\): \/builderSpecs\/lengthMm must be integer/,
    );
    expect(issues.join('\n')).toMatch(/product 2 .*builderSpecs\/powerConnectors/);
  });

  it('names unknown and missing fields', () => {
    edit('gaming.json', (records) => {
      records[0]!.colour = 'black';
      delete records[1]!.warranty;
    });
    const [unknown, missing] = issuesOf();
    expect(unknown).toMatch(/gaming\.json, product 1 \(.+\): \/ has unknown fields: colour$/);
    expect(missing).toMatch(/gaming\.json, product 2 \(.+\): .*warranty/);
  });

  it('refuses a subcategory its category does not have', () => {
    edit('software.json', (records) => {
      records[0]!.subCategory = 'Processor';
    });
    expect(issuesOf()).toEqual([
      expect.stringMatching(
        /software\.json, product 1 \(.+\): \/subCategory "Processor" is not one of software's \(Anti-Virus\)$/,
      ),
    ]);
  });

  it('refuses a file that is not JSON, and a file of no category', () => {
    fs.writeFileSync(file('monitors.json'), '[{"slug": ');
    fs.writeFileSync(file('tablets.json'), '[]');
    const issues = issuesOf();
    expect(issues[0]).toMatch(/monitors\.json: .*JSON/);
    expect(issues).toContain(
      `${file('tablets.json')}: no category has this slug (catalog-categories.ts)`,
    );
  });

  it('refuses a product that no section of the seed order takes, or two do', () => {
    edit('seed-order.json', (sections) => {
      sections[0]!.subCategories = ['Processor', 'CPU Cooler', 'Motherboard'];
      sections.push({ category: 'gaming' });
    });
    const issues = issuesOf();
    expect(issues).toContainEqual(
      expect.stringMatching(/seed-order\.json: .+ \(desktop-components\.json\) is in no section$/),
    );
    expect(issues).toContainEqual(
      expect.stringMatching(/seed-order\.json: .+ is in two sections$/),
    );
  });

  it('refuses a slug written twice', () => {
    edit('laptops.json', (records) => [...records, records[0]]);
    expect(issuesOf()).toEqual([expect.stringMatching(/^duplicate slug /)]);
  });
});
