import { isDeepStrictEqual } from 'node:util';
import { SORTS, type Sort } from '../../../../src/modules/catalog/catalog.schemas';
import { SearchIndex } from '../../../../src/modules/catalog/search/engine';
import type {
  FacetCounts,
  IndexAnswer,
  IndexFilters,
  IndexQuery,
  IndexRow,
} from '../../../../src/modules/catalog/search/types';
import { SPEC_FACETS, specValuesOf } from '../../../../src/modules/catalog/search/spec-table';
import { compareSpecValues } from '../../../../src/modules/catalog/search/spec-values';
import {
  buildProductTypes,
  productTypes,
  typeTerm,
  type ProductTypes,
} from '../../../../src/modules/catalog/search/product-types';
import { queryWords, type QueryTerm } from '../../../../src/modules/catalog/search/query-words';
import { correctToken, indexWords } from '../../../../src/modules/catalog/search/vocabulary';

// A differential test of the search index: a brute-force model of what a query and a
// suggestion should answer (a filter and a sort over every row, nothing cached, nothing
// precomputed) against the index's answers, over a random catalog built from a seeded
// generator, before and after random updates. Misspelt words are corrected by brute force
// over every word of the catalog, and the words for product types reach the products of
// the type, in the model as in the index; only how text is cut into words is shared. The index is fast because of its posting
// lists, cached prefixes, precomputed orders and per-category lists; the model has none
// of these, so any change to them that alters an answer shows up here. On a mismatch the
// error holds the query as JSON, and the seed makes the whole run reproducible.

const SEED = 20261123;
const ROWS = 1_500;
const QUERIES = 1_000;
const LISTINGS = 200;
const SUGGESTIONS = 300;
/** Price, stock, name, reviews, rating, featured, new, date, description and brand. */
const CHANGE_KINDS = 9;
const BATCHES = 2 * CHANGE_KINDS;
const QUERIES_PER_BATCH = 80;

// --- the model ---------------------------------------------------------------------------

const FIELD_WEIGHTS = { name: 10, brand: 6, model: 6, category: 2, description: 1 } as const;
/** A product of the type a query's word names. */
const TYPE_WEIGHT = 30;
const MAX_SCORE = 108;
type Field = keyof typeof FIELD_WEIGHTS;
const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];
const SUGGEST_FIELDS: readonly Field[] = ['name', 'brand', 'model'];
const FACET_LIMIT = 50;

/** The words the index keeps of a field (names and models with model-number parts). */
function wordsOf(text: string, field: Field): string[] {
  return indexWords(text, field === 'name' || field === 'model');
}

/** Product-type words of the random catalog's own categories, as a language file has them. */
const TEST_TYPES = buildProductTypes([
  {
    language: 'en',
    types: [
      { words: ['graphics card', 'vga', 'gpu'], categories: ['gpu'] },
      { words: ['ram', 'memory module'], subCategories: ['DDR5', 'DDR4'] },
      { words: ['ssd', 'disk'], subCategories: ['SSD'] },
      { words: ['chassis'], categories: ['cases'] },
    ],
  },
]);

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

interface Doc {
  row: IndexRow;
  words: Record<Field, string[]>;
  /** Its category's and sub-category's terms (what product-type words reach). */
  types: string[];
  price: number;
  stock: number;
  rating: number;
  reviews: number;
  featured: boolean;
  isNew: boolean;
  /** Its specification facet values, as 'key=value'. */
  specs: string[];
}

class Model {
  private readonly docs = new Map<string, Doc>();
  /** token -> the token's weight in each doc (in `docs` order): brute force, once per token. */
  private readonly weights = new Map<string, number[]>();
  /** Every 'key=value' any product ever had (a chosen one stays listed, with 0). */
  private readonly seenSpecs = new Set<string>();
  private readonly corrections = new Map<string, string>();

  constructor(private readonly types: ProductTypes = productTypes()) {}

  upsert(rows: readonly IndexRow[]): void {
    for (const row of rows) {
      const words = {} as Record<Field, string[]>;
      for (const field of FIELDS) words[field] = wordsOf(row[field], field);
      // The sub-category's words count as the category's.
      if (row.sub_category !== null) {
        words.category = wordsOf(`${row.category} ${row.sub_category}`, 'category');
      }
      const types = [typeTerm('category', row.category)];
      if (row.sub_category !== null) types.push(typeTerm('sub', row.sub_category));
      this.docs.set(row.id, {
        row,
        words,
        types,
        price: Number(row.price),
        stock: Number(row.stock_quantity),
        rating: Number(row.rating),
        reviews: Number(row.review_count),
        featured: Number(row.is_featured) === 1,
        isNew: Number(row.is_new) === 1,
        specs: specValuesOf(row.category, row.sub_category, row.specifications),
      });
      for (const pair of this.docs.get(row.id)!.specs) this.seenSpecs.add(pair);
    }
    this.weights.clear();
    this.corrections.clear();
  }

  /**
   * The closest word of the catalog to a misspelt one, by brute force: every word of
   * letters of every field, with how many products hold it (ties go to the commoner).
   */
  private correct(word: string): string {
    let known = this.corrections.get(word);
    if (known === undefined) {
      const docs = new Map<string, number>();
      for (const doc of this.docs.values()) {
        const own = new Set(FIELDS.flatMap((field) => doc.words[field]));
        for (const w of own) docs.set(w, (docs.get(w) ?? 0) + 1);
      }
      const vocabulary = [...docs]
        .filter(([w]) => w.length >= 2 && w.length <= 30 && /^[a-z]+$/.test(w))
        .sort(([a], [b]) => compareStrings(a, b))
        .map(([term, count]) => ({ term, docs: count }));
      known = correctToken(word, vocabulary, (prefix) => this.isIndexedPrefix(prefix));
      this.corrections.set(word, known);
    }
    return known;
  }

  /** What a query's text asks for, as the index understands it, from the model's words. */
  understand(text: string, exact: boolean) {
    return queryWords(
      text,
      {
        types: this.types,
        hasPrefix: (prefix) => this.isIndexedPrefix(prefix),
        correct: (word) => this.correct(word),
      },
      exact,
    );
  }

  get rows(): IndexRow[] {
    return [...this.docs.values()].map((doc) => doc.row);
  }

  /** Whether some word of any field starts with `prefix` (what spelling correction asks). */
  isIndexedPrefix(prefix: string): boolean {
    return [...this.docs.values()].some((doc) =>
      FIELDS.some((field) => doc.words[field].some((w) => w.startsWith(prefix))),
    );
  }

  /**
   * Per doc (in `docs` order), the best weight among its words that one of the term's
   * prefixes starts, or its type's when the term names it.
   */
  private weightsOf(term: QueryTerm): number[] {
    let weights = this.weights.get(term.key);
    if (weights === undefined) {
      weights = [...this.docs.values()].map((doc) => {
        let best = 0;
        for (const prefix of term.prefixes) {
          // A whole word weighs one more than a word it only starts.
          if (doc.types.includes(prefix)) best = Math.max(best, TYPE_WEIGHT + 1);
          for (const field of FIELDS) {
            for (const w of doc.words[field]) {
              if (w.startsWith(prefix)) {
                best = Math.max(best, FIELD_WEIGHTS[field] + (w === prefix ? 1 : 0));
              }
            }
          }
        }
        return best;
      });
      this.weights.set(term.key, weights);
    }
    return weights;
  }

  query(q: IndexQuery): ModelAnswer {
    // A word typed twice (or in two cases) counts once.
    const { terms: tokens, corrected } = this.understand(q.text, q.exact === true);
    const hasText = tokens.length > 0;
    const f = q.filters;
    const passCategory = (d: Doc) =>
      (f.category === undefined || d.row.category === f.category) &&
      (f.subCategory === undefined ||
        (d.row.sub_category !== null &&
          d.row.sub_category.toLowerCase() === f.subCategory.toLowerCase()));
    const passBrand = (d: Doc) =>
      f.brands === undefined || f.brands.length === 0 || f.brands.includes(d.row.brand);
    const passPrice = (d: Doc) =>
      (f.minPrice === undefined || d.price >= f.minPrice) &&
      (f.maxPrice === undefined || d.price <= f.maxPrice);
    const passOtherButSpecs = (d: Doc) =>
      (f.inStock !== true || d.stock > 0) &&
      (f.builderCategory === undefined || d.row.builder_category === f.builderCategory) &&
      (f.featured === undefined || d.featured === f.featured) &&
      (f.isNew === undefined || d.isNew === f.isNew);
    const passOther = (d: Doc) =>
      (f.inStock !== true || d.stock > 0) &&
      (f.builderCategory === undefined || d.row.builder_category === f.builderCategory) &&
      (f.featured === undefined || d.featured === f.featured) &&
      (f.isNew === undefined || d.isNew === f.isNew) &&
      passSpecs(d);
    const specKeys = Object.keys(f.specs ?? {}).filter((key) => f.specs![key]!.length > 0);
    /** Whether the doc has a chosen value of every filtered key (but `except`). */
    const passSpecs = (d: Doc, except?: string) =>
      specKeys.every(
        (key) => key === except || f.specs![key]!.some((v) => d.specs.includes(`${key}=${v}`)),
      );
    const specDefs =
      q.withFacets && f.category !== undefined ? (SPEC_FACETS[f.category] ?? []) : [];
    const specCounts = new Map<string, number>();

    const results: Scored[] = [];
    // Each facet ignores its own filter and no other.
    const brandFacet: string[] = [];
    const categoryFacet: string[] = [];
    const prices: number[] = [];
    const weights = tokens.map((token) => this.weightsOf(token));
    let at = -1;
    for (const doc of this.docs.values()) {
      at += 1;
      let score = 0;
      for (const perDoc of weights) {
        const weight = perDoc[at]!;
        if (weight === 0) {
          score = -1;
          break;
        }
        score = Math.min(MAX_SCORE, score + weight);
      }
      if (score < 0) continue;
      const category = passCategory(doc);
      const brand = passBrand(doc);
      const price = passPrice(doc);
      const other = passOther(doc);
      if (category && brand && price && other) results.push({ doc, score });
      if (category && price && other) brandFacet.push(doc.row.brand);
      if (brand && price && other) categoryFacet.push(doc.row.category);
      if (category && brand && other) prices.push(doc.price);
      // A specification facet skips only its own filter.
      if (specDefs.length > 0 && category && brand && price && passOtherButSpecs(doc)) {
        for (const pair of doc.specs) {
          const key = pair.slice(0, pair.indexOf('='));
          if (passSpecs(doc, key)) specCounts.set(pair, (specCounts.get(pair) ?? 0) + 1);
        }
      }
    }
    results.sort(comparator(q.sort, hasText));
    const ids = results.slice(q.offset, q.offset + q.limit).map(({ doc }) => doc.row.id);
    const facets: FacetCounts | null = q.withFacets
      ? {
          brands: topCounts(brandFacet),
          categories: topCounts(categoryFacet),
          price:
            prices.length === 0
              ? { min: 0, max: 0 }
              : { min: Math.min(...prices), max: Math.max(...prices) },
          specs: specDefs.flatMap((def) => {
            const values = [...this.seenSpecs]
              .filter((pair) => pair.startsWith(`${def.key}=`))
              .map((pair) => ({
                value: pair.slice(def.key.length + 1),
                count: specCounts.get(pair) ?? 0,
              }))
              .filter(
                ({ value, count }) => count > 0 || (f.specs?.[def.key]?.includes(value) ?? false),
              )
              .sort((a, b) => compareSpecValues(a.value, b.value));
            return values.length === 0 ? [] : [{ key: def.key, label: def.label, values }];
          }),
        }
      : null;
    return { ids, total: results.length, facets, corrected };
  }

  /** Docs whose name, brand or model hold every prefix, most reviewed first. */
  suggest(text: string, limit: number): string[] {
    const { terms } = this.understand(text, false);
    if (terms.length === 0) return [];
    const found = [...this.docs.values()].filter((doc) =>
      terms.every(({ prefixes }) =>
        prefixes.some(
          (prefix) =>
            doc.types.includes(prefix) ||
            SUGGEST_FIELDS.some((field) => doc.words[field].some((w) => w.startsWith(prefix))),
        ),
      ),
    );
    found.sort((x, y) => y.reviews - x.reviews || compareStrings(x.row.id, y.row.id));
    return found.slice(0, limit).map((doc) => doc.row.id);
  }
}

type Scored = { doc: Doc; score: number };

function comparator(sort: Sort, hasText: boolean): (a: Scored, b: Scored) => number {
  const byId = (a: Scored, b: Scored) => compareStrings(a.doc.row.id, b.doc.row.id);
  switch (sort) {
    case 'relevance':
      return hasText
        ? (a, b) => b.score - a.score || b.doc.reviews - a.doc.reviews || byId(a, b)
        : // Without words to rank by, relevance is the listing order.
          (a, b) =>
            Number(b.doc.featured) - Number(a.doc.featured) ||
            b.doc.reviews - a.doc.reviews ||
            byId(a, b);
    case 'price-asc':
      return (a, b) => a.doc.price - b.doc.price || byId(a, b);
    case 'price-desc':
      return (a, b) => b.doc.price - a.doc.price || byId(a, b);
    case 'newest':
      return (a, b) => compareStrings(b.doc.row.created_at, a.doc.row.created_at) || byId(a, b);
    case 'rating':
      return (a, b) => b.doc.rating - a.doc.rating || b.doc.reviews - a.doc.reviews || byId(a, b);
  }
}

function topCounts(values: readonly string[]): { value: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || compareStrings(a.value, b.value))
    .slice(0, FACET_LIMIT);
}

// --- a random catalog --------------------------------------------------------------------

/** mulberry32: small, seeded, good enough to pick test data. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (p: number): boolean => next() < p;
  return { next, int, pick, chance };
}
type Random = ReturnType<typeof generator>;

// Few words, many shared prefixes (ra-, ry-, ga-, co-, key-, mo-), a couple with accents
// (folded to "cafe", "uber") and digits, so tokens match many docs and overlap.
const WORDS = [
  'ryzen',
  'rtx',
  'radeon',
  'ram',
  'razor',
  'gaming',
  'gamer',
  'game',
  'geforce',
  'core',
  'cooler',
  'corsa',
  'case',
  'cable',
  'ssd',
  'nvme',
  'monitor',
  'mouse',
  'mousepad',
  'keyboard',
  'keycap',
  'wireless',
  'white',
  'black',
  'rgb',
  '4060',
  '4070',
  '406',
  'pro',
  'max',
  'café',
  'Über',
  // Also category slugs: the same token then weighs 2 in some docs, 10 or 1 in others.
  'gpu',
  'cooling',
  'storage',
] as const;
/** Only ever in descriptions: matches with weight 1. */
const DESCRIPTION_WORDS = [
  'silent',
  'compact',
  'warranty',
  'quiet',
  'premium',
  'gamepad',
  'memory',
];
// Brands and models with category words: a category match (2) then ties a brand plus a
// model match (6 + 6) only beside a name match (10), the one way its weight shows.
const MODELS = ['X1', 'X100', 'RX-7600', 'Pro 2', 'MK2', 'A520M', 'B650', '4060 Ti', 'Cooling 360'];
const CATEGORIES = ['cpu', 'gpu', 'memory', 'storage', 'cases', 'cooling', 'peripherals'];
const SUB_CATEGORIES: Record<string, readonly (string | null)[]> = {
  cpu: ['Desktop', 'desktop', 'Server', null],
  gpu: ['NVIDIA', 'nvidia', 'AMD', null],
  memory: ['DDR5', 'ddr5', 'Ddr4', 'DDR4'],
  storage: ['SSD', 'ssd', 'HDD', null],
  cases: ['ATX', 'mATX', null],
  cooling: ['Air', 'Liquid', 'liquid'],
  peripherals: ['Mouse', 'Keyboard', 'keyboard', null],
};
const BUILDER = ['cpu', 'gpu', 'memory', 'storage', 'case', 'cooler'];
// More than FACET_LIMIT brands, so the facet's cut (and its ties) is exercised.
const BRANDS = Array.from({ length: 64 }, (_, i) =>
  i < 8
    ? [
        'Corsa',
        'Razor',
        'Nova Tech',
        'Kestrel',
        'Ryzen Labs',
        'Gamer Co',
        'Storage Hub',
        'Über AG',
      ][i]!
    : `Vendor ${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`,
);
// Few prices, so price sorts meet ties; some arrive as strings (numeric columns).
const PRICES = [9.99, 19.99, 49, 49.5, 99.99, 100, 129, 199.99, 249, 299.99, 499, 999.99];
const RATINGS = [0, 3.5, 4, 4.2, 4.5, 5];
const DATES = Array.from(
  { length: 12 },
  (_, i) => `2026-${String(1 + (i % 11)).padStart(2, '0')}-0${1 + (i % 3)}T10:00:00.000Z`,
);

function phrase(random: Random, from: readonly string[], min: number, max: number): string {
  const count = min + random.int(max - min + 1);
  return Array.from({ length: count }, () => random.pick(from)).join(' ');
}

function randomRow(random: Random, id: string): IndexRow {
  const category = random.pick(CATEGORIES);
  // Squared: a few brands are common, many are rare.
  const brand = BRANDS[Math.floor(random.next() ** 2 * BRANDS.length)]!;
  const price = random.pick(PRICES);
  return {
    id,
    name: phrase(random, WORDS, 1, 4),
    brand,
    model: random.pick(MODELS),
    category,
    sub_category: random.pick(SUB_CATEGORIES[category]!),
    builder_category: random.chance(0.6) ? random.pick(BUILDER) : null,
    description: phrase(random, [...WORDS, ...DESCRIPTION_WORDS], 0, 6),
    price: random.chance(0.3) ? price.toFixed(2) : price,
    stock_quantity: random.chance(0.25)
      ? 0
      : random.chance(0.2)
        ? String(1 + random.int(9))
        : 1 + random.int(40),
    rating: random.pick(RATINGS),
    review_count: random.int(12),
    is_featured: random.chance(0.1) ? 1 : random.chance(0.1) ? '0' : 0,
    is_new: random.chance(0.15) ? (random.chance(0.5) ? '1' : 1) : 0,
    created_at: random.pick(DATES),
    specifications: randomSpecifications(Number(id.replace(/\D/g, '')) || 0),
  };
}

// Storage is a category with specification facets (capacity, interface): values as the
// catalog writes them, some written differently but equal once normalised, some that
// read as nothing. Drawn from the product's number, not the shared generator, so the
// rest of the catalog is as it was before specifications were modelled.
const CAPACITIES = ['500GB', '1TB', '1 tb', '2TB', '4 TB', 'large', null];
const INTERFACES = ['M.2 NVMe PCIe 4.0', 'SATA 6Gb/s', 'USB 3.2', 'sata', null];

function randomSpecifications(n: number): string {
  const random = generator(n * 7919 + 1);
  const specs: { label: string; value: string }[] = [];
  const capacity = random.pick(CAPACITIES);
  if (capacity !== null) specs.push({ label: 'Capacity', value: capacity });
  const iface = random.pick(INTERFACES);
  if (iface !== null) specs.push({ label: 'Interface', value: iface });
  return random.chance(0.05) ? 'not json' : JSON.stringify(specs);
}

function randomSpecFilters(random: Random): IndexFilters['specs'] {
  const specs: Record<string, string[]> = {};
  if (random.chance(0.7)) {
    specs['storage-capacity'] = Array.from({ length: 1 + random.int(2) }, () =>
      random.pick(['500 GB', '1 TB', '2 TB', '4 TB', '3 TB']),
    );
  }
  if (random.chance(0.5)) {
    specs['storage-interface'] = [random.pick(['NVMe PCIe 4.0', 'SATA', 'USB 3.2', 'IDE'])];
  }
  return specs;
}

/** A row with the given fields, the rest random but fixed. */
function rowWith(id: string, fields: Partial<IndexRow>): IndexRow {
  return { ...randomRow(generator(1), id), description: '', ...fields };
}

/** Ids unpadded (p10 sorts before p9) and loaded out of id order. */
function randomCatalog(random: Random, size: number): IndexRow[] {
  const rows = Array.from({ length: size }, (_, i) => randomRow(random, `p${i}`));
  for (let i = rows.length - 1; i > 0; i -= 1) {
    const j = random.int(i + 1);
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
  }
  return rows;
}

// --- random queries ----------------------------------------------------------------------

function randomToken(random: Random): string {
  const roll = random.next();
  const word = fold(random.pick(WORDS));
  if (roll < 0.35) return word;
  if (roll < 0.75) return word.slice(0, 1 + random.int(4));
  if (roll < 0.83)
    return fold(random.pick(BRANDS))
      .split(' ')[0]!
      .slice(0, 2 + random.int(4));
  if (roll < 0.86) return random.pick(DESCRIPTION_WORDS).slice(0, 2 + random.int(5));
  // Category words weigh 2: between description (1) and brand or model (6).
  if (roll < 0.9) return random.pick(CATEGORIES).slice(0, 2 + random.int(5));
  if (roll < 0.905) return random.pick(['zzq', 'qwerty', 'x9z', '12345']);
  // Misspelt words (one edit), and the words for the catalog's product types.
  if (roll < 0.925) return misspell(random, fold(random.pick(WORDS)));
  if (roll < 0.935)
    return random.pick(['vga', 'ram', 'graphics', 'card', 'disk', 'chassis', 'gpu']);
  if (roll < 0.965) {
    // Model words, and words only renamed products hold (fresh<n>, neo, neon).
    return random.pick(['x', 'x1', 'b65', 'rx', 'ti', 'mk2', 'neo', 'neon', 'fresh', 'fresh2']);
  }
  // The index folds what it is given: case and accents.
  return random.pick(['RYZ', 'Café', 'über', 'UBER', 'GaM']);
}

/** The word with a letter changed, dropped, doubled, or two neighbours swapped. */
function misspell(random: Random, word: string): string {
  if (word.length < 3) return word;
  const at = random.int(word.length - 1);
  const letter = String.fromCharCode(97 + random.int(26));
  switch (random.int(4)) {
    case 0:
      return word.slice(0, at) + letter + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
}

function randomFilters(random: Random): IndexFilters {
  const f: IndexFilters = {};
  if (random.chance(0.3)) f.category = random.chance(0.9) ? random.pick(CATEGORIES) : 'nothing';
  if (random.chance(0.15)) {
    const subs = Object.values(SUB_CATEGORIES)
      .flat()
      .filter((s) => s !== null);
    const sub = random.pick(subs);
    f.subCategory = random.chance(0.1) ? 'none' : random.chance(0.3) ? sub.toUpperCase() : sub;
  }
  if (random.chance(0.2)) {
    const count = random.int(4);
    f.brands = Array.from({ length: count }, () =>
      random.chance(0.1) ? 'No Such Brand' : random.pick(BRANDS.slice(0, 20)),
    );
  }
  if (random.chance(0.2)) f.minPrice = random.chance(0.7) ? random.pick(PRICES) : random.int(600);
  if (random.chance(0.2)) f.maxPrice = random.chance(0.7) ? random.pick(PRICES) : random.int(600);
  if (random.chance(0.3)) f.inStock = random.chance(0.7);
  if (random.chance(0.1)) f.builderCategory = random.chance(0.9) ? random.pick(BUILDER) : 'psu';
  if (random.chance(0.15)) f.featured = random.chance(0.5);
  if (random.chance(0.15)) f.isNew = random.chance(0.5);
  if (random.chance(0.2)) {
    f.specs = randomSpecFilters(random);
    if (random.chance(0.6)) f.category = 'storage';
  }
  return f;
}

function randomQuery(random: Random): IndexQuery {
  const roll = random.next();
  const words = roll < 0.3 ? 0 : roll < 0.65 ? 1 : roll < 0.9 ? 2 : 3;
  const offsets = [0, 0, 0, 24, 48, random.int(300), random.int(3000), 100_000];
  const tokens = Array.from({ length: words }, () => randomToken(random));
  // The same word twice (in another case) counts once: only visible beside a third word.
  if (words === 3 && random.chance(0.3)) tokens[1] = tokens[0]!.toUpperCase();
  return {
    text: tokens.join(' '),
    filters: randomFilters(random),
    sort: random.pick(SORTS),
    offset: random.pick(offsets),
    limit: random.pick([24, 24, 1, 2, 5, 100]),
    withFacets: random.chance(0.5),
    ...(random.chance(0.15) ? { exact: true } : {}),
  };
}

/** No words, one category, no facets: the index walks that category's list only. */
function randomListing(random: Random): IndexQuery {
  const filters = randomFilters(random);
  filters.category = random.chance(0.95) ? random.pick(CATEGORIES) : 'nothing';
  return {
    text: '',
    filters,
    sort: random.pick(SORTS),
    offset: random.pick([0, 0, 24, random.int(400), 100_000]),
    limit: random.pick([24, 3]),
    withFacets: false,
  };
}

// --- random updates ----------------------------------------------------------------------

/** One change of `kind` (0 to CHANGE_KINDS - 1), or of a random kind. */
function randomChange(
  random: Random,
  row: IndexRow,
  fresh: number,
  kind = random.int(CHANGE_KINDS),
): IndexRow {
  const next = { ...row };
  switch (kind) {
    case 0:
      next.price = random.pick(PRICES);
      break;
    case 1:
      next.stock_quantity = Number(row.stock_quantity) > 0 ? 0 : 1 + random.int(5);
      break;
    case 2:
      // Words no row had, and known ones: new terms appear, old ones may vanish.
      next.name = `${phrase(random, WORDS, 1, 2)} fresh${fresh} ${random.pick(['neo', 'neon'])}`;
      break;
    case 3:
      next.review_count = random.int(15);
      break;
    case 4:
      next.rating = random.pick(RATINGS);
      break;
    case 5:
      next.is_featured = Number(row.is_featured) === 1 ? 0 : 1;
      break;
    case 6:
      next.is_new = Number(row.is_new) === 1 ? 0 : '1';
      break;
    case 7:
      next.created_at = random.pick(DATES);
      break;
    default:
      next.description = phrase(random, [...WORDS, ...DESCRIPTION_WORDS], 0, 6);
      next.brand = random.pick(BRANDS);
  }
  return next;
}

// --- comparing ---------------------------------------------------------------------------

/** What the model answers: the index's answer with its products' ids for its numbers. */
type ModelAnswer = Omit<IndexAnswer, 'docs'> & { ids: string[] };

/** The index's answer, its numbers turned into the products' ids. */
function answerOf(index: SearchIndex, query: IndexQuery): ModelAnswer {
  const { docs, ...answer } = index.query(query);
  return { ids: docs.map((doc) => index.idOf(doc)!), ...answer };
}

function expectSame<T>(what: string, input: unknown, actual: T, expected: T): void {
  if (isDeepStrictEqual(actual, expected)) return;
  throw new Error(
    `${what} differs from the model for ${JSON.stringify(input)}\n` +
      `index: ${JSON.stringify(actual)}\nmodel: ${JSON.stringify(expected)}`,
  );
}

/** How many queries were corrected, and how many named a product type. */
const seen = { corrected: 0, typed: 0 };

/** Runs `count` queries through both; returns how many had a non-empty page. */
function checkQueries(
  index: SearchIndex,
  model: Model,
  random: Random,
  count: number,
  make: (random: Random) => IndexQuery,
): number {
  let pages = 0;
  for (let i = 0; i < count; i += 1) {
    const query = make(random);
    const answer = answerOf(index, query);
    expectSame('query', query, answer, model.query(query));
    if (answer.ids.length > 0) pages += 1;
    if (answer.corrected !== null) seen.corrected += 1;
    if (model.understand(query.text, false).terms.some((t) => t.prefixes.length > 1)) {
      seen.typed += 1;
    }
  }
  return pages;
}

function checkSuggestions(index: SearchIndex, model: Model, random: Random, count: number): void {
  for (let i = 0; i < count; i += 1) {
    const tokens = Array.from({ length: 1 + random.int(2) }, () => randomToken(random));
    const limit = random.pick([5, 5, 1, 20]);
    const text = tokens.join(' ');
    const actual = index.suggest(text, limit);
    const expected = model.suggest(text, limit);
    const input = { text, limit };
    expectSame('suggest', input, actual, expected);
  }
}

/**
 * Applies a batch in one upsert, as one look of catalog-index.ts does: new products
 * first, then changes of older ones (words, prices, stock and the rest mixed).
 */
function applyUpdate(
  index: SearchIndex,
  model: Model,
  changed: readonly IndexRow[],
  added: readonly IndexRow[],
): void {
  index.upsert([...added, ...changed]);
  model.upsert([...added, ...changed]);
}

describe('search index against a brute-force model', () => {
  // With the index's own sizes, and with tiny digests (see SearchIndexOptions) so that
  // this small catalog takes the digest paths (whole blocks and partial ones) too.
  it.each([
    ['its own sizes', {}],
    ['tiny digests', { digestMin: 16, blockShift: 3 }],
  ])(
    'answers every query, listing and suggestion as the model does, before and after updates, with %s',
    (_, options) => {
      const random = generator(SEED);
      const rows = randomCatalog(random, ROWS);
      const index = new SearchIndex(options, TEST_TYPES);
      const model = new Model(TEST_TYPES);
      // Loaded in slices, as catalog-index.ts does.
      for (let at = 0; at < rows.length; at += 1000) index.upsert(rows.slice(at, at + 1000));
      model.upsert(rows);
      expect(index.count).toBe(ROWS);

      // Most queries find something: the comparison is not of empty answers.
      expect(checkQueries(index, model, random, QUERIES, randomQuery)).toBeGreaterThan(QUERIES / 3);
      expect(checkQueries(index, model, random, LISTINGS, randomListing)).toBeGreaterThan(
        LISTINGS / 3,
      );
      checkSuggestions(index, model, random, SUGGESTIONS);

      let nextId = ROWS;
      for (let batch = 0; batch < BATCHES; batch += 1) {
        // Mixed batches with new products, and batches of one kind of change only: those
        // show whether that change alone refreshes what the index precomputed for it.
        const mixed = batch % 2 === 0;
        const current = model.rows;
        const changed = new Map<string, IndexRow>();
        for (let i = 0; i < (mixed ? 150 : 40); i += 1) {
          const picked = random.pick(current);
          const row = changed.get(picked.id) ?? picked;
          const kind = mixed ? undefined : (batch >> 1) % CHANGE_KINDS;
          changed.set(row.id, randomChange(random, row, nextId + i, kind));
        }
        const added = mixed
          ? Array.from({ length: 40 }, () => randomRow(random, `p${nextId++}`))
          : [];
        applyUpdate(index, model, [...changed.values()], added);
        expect(index.count).toBe(nextId);

        checkQueries(index, model, random, QUERIES_PER_BATCH, randomQuery);
        checkQueries(index, model, random, QUERIES_PER_BATCH / 5, randomListing);
        checkSuggestions(index, model, random, SUGGESTIONS / 5);
      }
      // The comparison met corrections and product-type words, not only plain words.
      expect(seen.corrected).toBeGreaterThan(20);
      expect(seen.typed).toBeGreaterThan(20);
    },
  );

  // Random queries rarely meet the one case where a category match's weight decides an
  // order (2 + 10 against 6 + 6): here each weight decides one place.
  it('weighs name 10, brand and model 6, category 2, description 1', () => {
    const plain = { brand: 'Acme', model: 'M1', category: 'cpu', is_featured: 0 };
    const rows = [
      rowWith('a', { ...plain, name: 'pro case', category: 'storage', review_count: 0 }),
      rowWith('b', {
        ...plain,
        name: 'other',
        brand: 'Storage Hub',
        model: 'Pro 2',
        review_count: 5,
      }),
      rowWith('c', {
        ...plain,
        name: 'other',
        category: 'storage',
        description: 'pro',
        review_count: 9,
      }),
      rowWith('d', { ...plain, name: 'pro', description: 'storage', review_count: 9 }),
      rowWith('e', { ...plain, name: 'pro', review_count: 9 }),
    ];
    const index = new SearchIndex();
    const model = new Model();
    index.upsert(rows);
    model.upsert(rows);
    const query: IndexQuery = {
      text: 'stor pro',
      filters: {},
      sort: 'relevance',
      offset: 0,
      limit: 24,
      withFacets: false,
    };
    // a and b 13 (b more reviewed), d 12, c 4 (a whole word, pro, weighs one more); e
    // lacks "stor".
    expect(model.query(query).ids).toEqual(['b', 'a', 'd', 'c']);
    expect(answerOf(index, query)).toEqual(model.query(query));
  });

  it('corrects a misspelt suggestion to something', () => {
    const random = generator(SEED + 1);
    const index = new SearchIndex();
    index.upsert(randomCatalog(random, 500));
    expect(index.suggest('keybaord', 5).length).toBeGreaterThan(0);
    expect(index.suggest('ryzne', 5).length).toBeGreaterThan(0);
    expect(index.suggest('qqqqqqq', 5)).toEqual([]);
  });

  // A product that gains a word whose list ends with a later product must be inserted in
  // order: the lists grow with spare slots (zeros) until trimmed, and reading the last
  // slot rather than the last used one appended it out of order, so when its words
  // changed again it went on matching a word it no longer had. One look of
  // catalog-index.ts meets this when it brings two edited products gaining the same word,
  // or a new product and then an edited older one.
  const staleWord = (batch: (row: (id: string, name: string) => IndexRow) => IndexRow[]) => {
    const row = (id: string, name: string) => rowWith(id, { name });
    const index = new SearchIndex();
    const model = new Model();
    const apply = (rows: IndexRow[]) => {
      index.upsert(rows);
      model.upsert(rows);
    };
    apply([row('a', 'alpha'), row('b', 'beta'), row('c', 'gamma'), row('d', 'delta')]);
    index.prepare();
    apply(batch(row));
    const query: IndexQuery = {
      text: 'alpha',
      filters: {},
      sort: 'price-asc',
      offset: 0,
      limit: 24,
      withFacets: true,
    };
    expect(answerOf(index, query)).toEqual(model.query(query));
    apply([row('b', 'beta')]);
    // The index still finds b for "alpha".
    expect(answerOf(index, query)).toEqual(model.query(query));
  };

  it('forgets a word an edited product lost, after two edits gained it in one batch', () =>
    staleWord((row) => [row('d', 'delta alpha'), row('b', 'beta alpha')]));

  it('forgets a word an edited product lost, after a batch that added a product', () =>
    staleWord((row) => [row('e', 'alpha'), row('b', 'beta alpha')]));
});
