import type { SummaryRow } from '../../../../src/modules/catalog/catalog.repository';
import { summaryJson } from '../../../../src/modules/catalog/catalog-json';
import { SummaryStore } from '../../../../src/modules/catalog/search/summary-store';

// The list items the index's thread keeps in memory must read exactly as the service
// writes them from a row: same keys in the same order, same numbers, same escapes.

function row(overrides: Partial<SummaryRow> = {}): SummaryRow {
  return {
    id: 'prd_1',
    slug: 'amd-ryzen-5-5600',
    name: 'AMD Ryzen 5 5600',
    brand: 'AMD',
    model: 'Ryzen 5 5600',
    category: 'desktop-components',
    sub_category: 'Processor',
    price: 13500,
    old_price: null,
    stock_quantity: 7,
    image: '/api/v1/images/products/amd-ryzen-5-5600.svg',
    is_featured: 0,
    is_new: 1,
    rating: 4.2,
    review_count: 31,
    ...overrides,
  };
}

const ODD_SLUG = 'odd "slug" \\ ü 🧀 \u0007 \ud83d';

const varied: [string, SummaryRow][] = [
  ['a plain row', row()],
  ['an old price', row({ id: 'prd_2', old_price: 15100 })],
  ['no subcategory', row({ id: 'prd_3', sub_category: null })],
  ['out of stock', row({ id: 'prd_4', stock_quantity: 0, is_new: 0 })],
  ['negative stock', row({ id: 'prd_5', stock_quantity: -2 })],
  ['featured', row({ id: 'prd_6', is_featured: 1 })],
  // float4 on PostgreSQL reads back with float noise; the item rounds it.
  ['a PostgreSQL rating', row({ id: 'prd_7', rating: 4.800000190734863 })],
  ['a rating of 0', row({ id: 'prd_8', rating: 0, review_count: 0 })],
  ['an old price of 0', row({ id: 'prd_9', old_price: 0, price: 0 })],
  [
    'quotes, backslashes and control characters',
    row({ id: 'prd_10', name: 'The "Best" C:\\Drive\tfan\n', model: 'X/Y \u2028 \u0001' }),
  ],
  [
    'unicode',
    row({ id: 'prd_11', name: 'বাংলা কীবোর্ড ⌨️ — “Pro”', brand: 'Ünïcødé', slug: 'bangla' }),
  ],
  ['a lone surrogate', row({ id: 'prd_12', name: 'broken \ud83d half' })],
  ['an image of its own', row({ id: 'prd_13', image: 'https://cdn.example/x.png?a=1&b="2"' })],
  [
    'an image path made from a slug that JSON escapes',
    row({ id: 'prd_14', slug: ODD_SLUG, image: `/api/v1/images/products/${ODD_SLUG}.svg` }),
  ],
  ['an image path of another slug', row({ id: 'prd_15', slug: 'other' })],
];

describe('SummaryStore', () => {
  it.each(varied)('writes %s as summaryJson does', (_, product) => {
    const store = new SummaryStore();
    store.upsert([product]);
    expect(store.json(product.id)).toBe(summaryJson(product));
    expect(JSON.parse(store.json(product.id)!)).toEqual(JSON.parse(summaryJson(product)));
  });

  it('keeps many products apart, past its first capacity', () => {
    const store = new SummaryStore();
    const rows = Array.from({ length: 3_000 }, (_, i) =>
      row({
        id: `prd_${i}`,
        slug: `product-${i}`,
        name: `Product ${i}`,
        price: 100 + i,
        old_price: i % 3 === 0 ? 200 + i : null,
        stock_quantity: i % 5,
        rating: (i % 50) / 10 + 0.000000190734863,
        is_featured: i % 2,
        is_new: i % 7 === 0 ? 1 : 0,
        sub_category: i % 4 === 0 ? null : 'Processor',
      }),
    );
    store.upsert(rows.slice(0, 1_000));
    store.upsert(rows.slice(1_000));
    expect(store.count).toBe(3_000);
    for (const product of rows) expect(store.json(product.id)).toBe(summaryJson(product));
  });

  it('follows a changed row', () => {
    const store = new SummaryStore();
    const before = row({ old_price: 15000 });
    const after = row({
      name: 'AMD Ryzen 5 5600 (boxed)',
      slug: 'amd-ryzen-5-5600-boxed',
      image: '/api/v1/images/products/amd-ryzen-5-5600-boxed.svg',
      price: 12900,
      old_price: null,
      stock_quantity: 0,
      rating: 3.9000000953674316,
      is_featured: 1,
    });
    store.upsert([before, row({ id: 'prd_other' })]);
    expect(store.json(before.id)).toBe(summaryJson(before));

    store.upsert([after]);
    expect(store.count).toBe(2);
    expect(store.json(after.id)).toBe(summaryJson(after));
    expect(store.json(after.id)).not.toBe(summaryJson(before));
    expect(store.json('prd_other')).toBe(summaryJson(row({ id: 'prd_other' })));
  });

  it('keeps every product right through many changes of its text', () => {
    // Changed texts are appended and the old ones compacted away: 200 products changed
    // 60 times each, longer and shorter, fill and compact the text buffer many times.
    const store = new SummaryStore();
    const version = (i: number, round: number) =>
      row({
        id: `prd_${i}`,
        slug: `product-${i}-${round}`,
        name: `Product ${i} ${'ü'.repeat((i * 7 + round * 13) % 300)}`,
        price: round * 100 + i,
        stock_quantity: (i + round) % 3,
      });
    let latest: SummaryRow[] = [];
    for (let round = 0; round < 60; round += 1) {
      latest = Array.from({ length: 200 }, (_, i) => version(i, round));
      // Every other round changes only half of them.
      store.upsert(round % 2 === 0 ? latest : latest.filter((_, i) => i % 2 === 0));
      if (round % 2 === 1) latest = latest.map((p, i) => (i % 2 === 0 ? p : version(i, round - 1)));
    }
    expect(store.count).toBe(200);
    for (const product of latest) expect(store.json(product.id)).toBe(summaryJson(product));
  });

  it('gives a suggestion its name and slug', () => {
    const store = new SummaryStore();
    const product = row({ name: 'Say "cheese" \\ 🧀', slug: 'say-cheese' });
    store.upsert([product]);
    expect(store.nameAndSlug(product.id)).toEqual({
      name: 'Say "cheese" \\ 🧀',
      slug: 'say-cheese',
    });
  });

  it('keeps products in the places another index gives them', () => {
    // As catalog-index.ts does: the search index numbers the products, the store follows.
    const places = new Map([
      ['prd_b', 1],
      ['prd_a', 0],
      ['prd_far', 2_500],
    ]);
    const store = new SummaryStore((id) => places.get(id));
    const rows = [...places.keys()].map((id) => row({ id, slug: `slug-${id}`, price: id.length }));
    store.upsert(rows);
    expect(store.count).toBe(3);
    for (const product of rows) expect(store.json(product.id)).toBe(summaryJson(product));
    // A product without a place is not kept; a place never filled holds nothing.
    store.upsert([row({ id: 'prd_nowhere' })]);
    expect(store.json('prd_nowhere')).toBeUndefined();
    places.set('prd_empty', 7);
    expect(store.json('prd_empty')).toBeUndefined();
    expect(store.count).toBe(3);
  });

  it('knows nothing of a product it was never given', () => {
    const store = new SummaryStore();
    store.upsert([row()]);
    expect(store.json('prd_missing')).toBeUndefined();
    expect(store.nameAndSlug('prd_missing')).toBeUndefined();
  });
});
