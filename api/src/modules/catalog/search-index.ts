import type { Sort } from './catalog.schemas';
import { correctToken, type VocabularyTerm } from './search-text';

// The catalog's search and listing index, in memory: an inverted index of the words of
// name, brand, model, category and description (with which fields each word came from),
// and the filter and sort columns as typed arrays. One query is one pass over the
// candidates that computes the page, the total and every facet together; each facet
// skips only its own filter, so its counts stay exact. Sorts walk precomputed orders
// and stop once the page is full. Pure computation: loading rows and keeping them in
// step with the database is catalog-index.ts's job.

/** Field bits of a posting, and what a word found there weighs for relevance. */
const FIELDS = ['name', 'brand', 'model', 'category', 'description'] as const;
const FIELD_WEIGHTS = [10, 6, 6, 2, 1];
const SUGGEST_FIELDS = 0b00111; // name, brand, model
const FIELD_BITS = 5;
const MAX_SCORE_PER_WORD = 10;
const MAX_TOKENS = 8;
const MAX_SCORE = MAX_SCORE_PER_WORD * MAX_TOKENS;
const FACET_LIMIT = 50;
const PREFIX_CACHE_ENTRIES = 256;
/** About 5 bytes a doc (rank and weight): some 5 MB at most. */
const PREFIX_CACHE_DOCS = 1_000_000;
const CORRECTION_CACHE_ENTRIES = 2_000;

export interface IndexRow {
  id: string;
  name: string;
  brand: string;
  model: string;
  category: string;
  sub_category: string | null;
  builder_category: string | null;
  description: string;
  price: number | string;
  stock_quantity: number | string;
  rating: number | string;
  review_count: number | string;
  is_featured: number | string;
  is_new: number | string;
  created_at: string;
}

export interface IndexFilters {
  category?: string | undefined;
  subCategory?: string | undefined;
  brands?: readonly string[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
  builderCategory?: string | undefined;
  featured?: boolean | undefined;
  isNew?: boolean | undefined;
}

export interface IndexQuery {
  /** Lower-cased words; every one must be a prefix of a word of the product. */
  tokens: readonly string[];
  filters: IndexFilters;
  sort: Sort;
  offset: number;
  limit: number;
  withFacets: boolean;
}

export interface FacetCounts {
  brands: { value: string; count: number }[];
  categories: { value: string; count: number }[];
  price: { min: number; max: number };
}

export interface IndexAnswer {
  /** The page's products as the index's own numbers (`idOf`, and a store kept beside it). */
  docs: number[];
  total: number;
  facets: FacetCounts | null;
}

/** Words as the index keeps them: lower case, accents removed, letters and digits. */
export function indexWords(text: string): string[] {
  // Most catalog text is ASCII: the Unicode-aware path is only needed for the rest.
  if (ASCII.test(text)) return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

const ASCII = /^[ -~\t\n\r]*$/;

/** A 32-bit FNV-1a hash: tells whether a product's words changed without keeping them. */
function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function foldToken(token: string): string {
  return token.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A string dictionary: value <-> small integer (0 is "none"). */
class Dictionary {
  readonly values: string[] = [''];
  private readonly codes = new Map<string, number>();

  code(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }

  find(value: string): number | undefined {
    return this.codes.get(value);
  }

  /** Codes of the values equal to `value` ignoring case, as a membership array. */
  matching(value: string): Uint8Array {
    const wanted = value.toLowerCase();
    const set = new Uint8Array(this.values.length);
    for (let code = 1; code < this.values.length; code += 1) {
      if (this.values[code]!.toLowerCase() === wanted) set[code] = 1;
    }
    return set;
  }
}

class Lru<V> {
  private readonly map = new Map<string, V>();
  private weight = 0;
  /** At most `max` entries and `maxWeight` in total (e.g. docs held). */
  constructor(
    private readonly max: number,
    private readonly maxWeight = Infinity,
    private readonly weigh: (value: V) => number = () => 0,
  ) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    const old = this.map.get(key);
    if (old !== undefined) this.weight -= this.weigh(old);
    this.map.delete(key);
    this.map.set(key, value);
    this.weight += this.weigh(value);
    while (this.map.size > 1 && (this.map.size > this.max || this.weight > this.maxWeight)) {
      const [oldestKey, oldest] = this.map.entries().next().value!;
      this.map.delete(oldestKey);
      this.weight -= this.weigh(oldest);
    }
  }
  clear(): void {
    this.map.clear();
    this.weight = 0;
  }
}

/**
 * The products holding a word that starts with a prefix (as ranks in price order,
 * ascending), with the best field weight of each; or those holding every one of several
 * words, with their weights added.
 */
interface PrefixHits {
  docs: Int32Array;
  weights: Uint8Array;
}

function growInt32(array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  if (array.length >= size) return array;
  const next = new Int32Array(Math.max(size, array.length * 2, 1024));
  next.set(array);
  return next;
}
function growFloat64(array: Float64Array<ArrayBuffer>, size: number): Float64Array<ArrayBuffer> {
  if (array.length >= size) return array;
  const next = new Float64Array(Math.max(size, array.length * 2, 1024));
  next.set(array);
  return next;
}
function growUint8(array: Uint8Array<ArrayBuffer>, size: number): Uint8Array<ArrayBuffer> {
  if (array.length >= size) return array;
  const next = new Uint8Array(Math.max(size, array.length * 2, 1024));
  next.set(array);
  return next;
}
function growUint16(array: Uint16Array<ArrayBuffer>, size: number): Uint16Array<ArrayBuffer> {
  if (array.length >= size) return array;
  const next = new Uint16Array(Math.max(size, array.length * 2, 1024));
  next.set(array);
  return next;
}

type SortKey = Sort | 'listing' | 'popular';
const SORT_KEYS: readonly SortKey[] = [
  'listing',
  'popular',
  'price-asc',
  'price-desc',
  'newest',
  'rating',
];

/** Sizes of the index's digests (see Digest); tests make them small to reach every path. */
export interface SearchIndexOptions {
  /** Lists shorter than this are read whole (default 4,096). */
  digestMin?: number;
  /** Running counts every 2^blockShift positions (default 9: 512). */
  blockShift?: number;
}

export class SearchIndex {
  private readonly digestMin: number;
  private readonly blockShift: number;

  constructor(options: SearchIndexOptions = {}) {
    this.digestMin = options.digestMin ?? DIGEST_MIN;
    this.blockShift = options.blockShift ?? BLOCK_SHIFT;
  }

  private size = 0;
  private readonly ids: string[] = [];
  private readonly docOf = new Map<string, number>();
  private alive = new Uint8Array(0);
  private price = new Float64Array(0);
  private stock = new Int32Array(0);
  private rating = new Float64Array(0);
  private reviews = new Int32Array(0);
  private featured = new Uint8Array(0);
  private fresh = new Uint8Array(0);
  private category = new Uint16Array(0);
  private subCategory = new Uint16Array(0);
  private brand = new Uint16Array(0);
  private builder = new Uint16Array(0);
  private created: string[] = [];
  /** A hash of the words each doc was indexed with: stock changes skip re-indexing. */
  private textHashes = new Map<number, number>();
  private readonly categories = new Dictionary();
  private readonly subCategories = new Dictionary();
  private readonly brands = new Dictionary();
  private readonly builders = new Dictionary();

  /** word -> postings (doc << FIELD_BITS | field bits), doc ascending. */
  private readonly postings = new Map<string, Int32Array>();
  private sortedTerms: string[] | null = null;
  private readonly orders = new Map<SortKey, { order: Int32Array; rank: Int32Array }>();
  /** The catalog in price order, with its filter columns (see PriceView). */
  private view: PriceView | null = null;
  /** Per category, its products' ranks in price order (rebuilt after any change). */
  private shelves: Int32Array[] | null = null;
  // Bounded by the docs held too: a one-letter prefix holds nearly the whole catalog.
  private readonly prefixCache = new Lru<PrefixHits>(
    PREFIX_CACHE_ENTRIES,
    PREFIX_CACHE_DOCS,
    (hits) => hits.docs.length,
  );
  private readonly corrections = new Lru<string>(CORRECTION_CACHE_ENTRIES);
  private vocabulary: VocabularyTerm[] | null = null;
  /** Digests of the longest lists: a prefix's, a shelf's, the catalog's (see Digest). */
  private readonly digests = new Lru<Digest>(DIGEST_ENTRIES);
  /** Lists and word combinations asked for lately: what is asked twice is kept. */
  private readonly asked = new Lru<true>(ASKED_ENTRIES);
  /** What suggestions read (see nameWords); rebuilt after a text change. */
  private nameIndex: NameIndex | null = null;

  // Per-query scratch, reused: a stamp per doc says whether the other arrays hold this
  // query's values, so nothing is cleared between queries.
  private stamp = 0;
  private seen = new Int32Array(0);
  private score = new Uint16Array(0);
  private hits = new Int32Array(0);
  private hitScores = new Uint16Array(0);
  private hitScores8 = new Uint8Array(0);
  private members = new Int32Array(0);
  // Two pairs of scratch for the text match's intersections (one read while the other is
  // written): a fresh array per step was up to 600 kB outside the heap per query for a
  // broad word, freed only by the next garbage collection.
  private matchDocs: [Int32Array<ArrayBuffer>, Int32Array<ArrayBuffer>] = [
    new Int32Array(0),
    new Int32Array(0),
  ];
  private matchScores: [Uint16Array<ArrayBuffer>, Uint16Array<ArrayBuffer>] = [
    new Uint16Array(0),
    new Uint16Array(0),
  ];

  get count(): number {
    return this.docOf.size;
  }

  /** A product's number here (0, 1, 2... in the order products came), if held. */
  docNumber(id: string): number | undefined {
    return this.docOf.get(id);
  }

  /** Adds or replaces products. Deleting is done by rebuilding (see catalog-index.ts). */
  upsert(rows: readonly IndexRow[]): void {
    let orderChanged = false;
    // Ranks in price order changed: the prefix lists (which hold ranks) are stale.
    let priceOrderChanged = false;
    let textChanged = false;
    for (const row of rows) {
      let doc = this.docOf.get(row.id);
      const price = Number(row.price);
      const rating = Number(row.rating);
      const reviews = Number(row.review_count);
      const featured = Number(row.is_featured) === 1 ? 1 : 0;
      if (doc === undefined) {
        doc = this.size++;
        this.ensureCapacity(this.size);
        this.ids[doc] = row.id;
        this.docOf.set(row.id, doc);
        this.alive[doc] = 1;
        orderChanged = true;
        priceOrderChanged = true;
      } else if (
        this.price[doc] !== price ||
        this.rating[doc] !== rating ||
        this.reviews[doc] !== reviews ||
        this.featured[doc] !== featured ||
        this.created[doc] !== row.created_at
      ) {
        orderChanged = true;
        if (this.price[doc] !== price) priceOrderChanged = true;
      }
      this.price[doc] = price;
      this.stock[doc] = Number(row.stock_quantity);
      this.rating[doc] = rating;
      this.reviews[doc] = reviews;
      this.featured[doc] = featured;
      this.fresh[doc] = Number(row.is_new) === 1 ? 1 : 0;
      this.category[doc] = this.categories.code(row.category);
      this.subCategory[doc] = this.subCategories.code(row.sub_category);
      this.brand[doc] = this.brands.code(row.brand);
      this.builder[doc] = this.builders.code(row.builder_category);
      this.created[doc] = row.created_at;
      const fields = [row.name, row.brand, row.model, row.category, row.description];
      const hash = textHash(fields.join('\u0000'));
      const previous = this.textHashes.get(doc);
      if (previous !== hash) {
        if (previous !== undefined) this.removePostings(doc);
        this.textHashes.set(doc, hash);
        this.addPostings(doc, fields);
        textChanged = true;
      }
    }
    if (orderChanged) this.orders.clear();
    // Any column may have changed (stock, category): the price-ordered copy and the
    // shelves are rebuilt on the next query, about a millisecond at 100k products.
    if (rows.length > 0) {
      this.view = null;
      this.shelves = null;
    }
    if (priceOrderChanged) this.prefixCache.clear();
    if (textChanged) {
      this.sortedTerms = null;
      this.prefixCache.clear();
      this.corrections.clear();
      this.vocabulary = null;
      this.nameIndex = null;
    }
  }

  /** Builds what queries need now rather than on the first query. */
  prepare(): void {
    this.terms();
    this.nameWords();
    for (const key of SORT_KEYS) this.orderOf(key);
    this.vocabularyTerms();
  }

  /** A product's id from its number here. */
  idOf(doc: number): string | undefined {
    return this.ids[doc];
  }

  query(query: IndexQuery): IndexAnswer {
    const view = this.priceView();
    const hasText = query.tokens.length > 0;
    const matched = hasText ? this.matchText(query.tokens) : null;
    const f = this.filterValues(query.filters);
    const withFacets = query.withFacets;
    // Without facets to count, a category listing needs only that category's products
    // (and no longer checks the category of each).
    const shelf =
      matched === null && !withFacets && f.category !== -1 ? this.shelf(f.category) : null;
    const category = shelf === null ? f.category : -1;
    // Every list here holds ranks in price order, ascending: the products of the text
    // match, of a shelf, or the whole catalog.
    const list = matched?.docs ?? shelf ?? view.all;
    const scores = matched === null ? null : matched.scores;
    // The price filter is a range of ranks, so a range [from, to) of the list: the loop
    // below never sees a product outside it.
    const ranked = view.order.length;
    const lowRank = f.min === -Infinity ? 0 : firstAtLeast(view.price, f.min);
    const highRank = f.max === Infinity ? ranked : firstAtLeast(view.price, f.max, true);
    const from = lowRank === 0 ? 0 : firstAtLeast(list, lowRank);
    const to = Math.max(from, highRank === ranked ? list.length : firstAtLeast(list, highRank));
    const { subSet, brandSet, inStock, builder, featured, isNew } = f;
    const others =
      category !== -1 ||
      subSet !== null ||
      brandSet !== null ||
      inStock ||
      builder !== -1 ||
      featured !== -1 ||
      isNew !== -1;

    // A long list with a digest and no filter but price, stock and brands: the answer
    // without reading the whole range.
    const digestKey =
      matched !== null
        ? matched.word === null
          ? null
          : `w:${matched.word}`
        : shelf !== null
          ? `s:${f.category}`
          : 'all';
    const digest =
      digestKey !== null &&
      category === -1 &&
      subSet === null &&
      builder === -1 &&
      featured === -1 &&
      isNew === -1
        ? this.digestOf(digestKey, list, matched === null ? null : (matched.scores as Uint8Array))
        : null;
    if (digest !== null) {
      const keep = { low: lowRank, high: highRank, stock: inStock ? view.stock : null };
      // The brand facet ignores the brand filter: counted from the digest either way.
      const counts = rangeCounts(digest, list, from, to, inStock, view);
      const facets = (categories: Int32Array) =>
        withFacets
          ? {
              brands: topFacets(counts.brands, this.brands.values),
              categories: topFacets(categories, this.categories.values),
              price: this.priceFacet(list, view, others ? { ...f, category } : null),
            }
          : null;
      if (brandSet === null) {
        let total = 0;
        for (let c = 0; c < counts.categories.length; c += 1) total += counts.categories[c]!;
        const docs = this.densePage(
          list,
          from,
          to,
          total,
          counts.weights,
          digest,
          query,
          hasText,
          keep,
        );
        if (docs !== null) return { docs, total, facets: facets(counts.categories) };
      } else {
        const found = this.ofBrands(digest, brandSet, keep, view);
        return {
          docs: this.page(found.results, hasText ? found.scores : null, query, hasText, view),
          total: found.results.length,
          facets: facets(found.categories),
        };
      }
    }
    const brandCounts = new Int32Array(withFacets ? this.brands.values.length : 0);
    const categoryCounts = new Int32Array(withFacets ? this.categories.values.length : 0);
    const brandOf = view.brand;
    const categoryOf = view.category;
    let results: Int32Array;
    let resultScores: Uint16Array | Uint8Array | null;
    let total: number;
    if (!others) {
      // Only the price filter: the range itself is the result, and counting the facets
      // is one loop without a branch.
      results = list.subarray(from, to);
      resultScores = scores === null ? null : scores.subarray(from, to);
      total = to - from;
      if (withFacets) {
        for (let i = from; i < to; i += 1) {
          const rank = list[i]!;
          brandCounts[brandOf[rank]!]! += 1;
          categoryCounts[categoryOf[rank]!]! += 1;
        }
      }
    } else {
      // One flat loop over typed arrays (no call per product), reading the columns in
      // price order, that is in memory order.
      const hits = this.hits;
      const hitScores = this.hitScores;
      const subCategoryOf = view.subCategory;
      const stockOf = view.stock;
      const builderOf = view.builder;
      const featuredOf = view.featured;
      const freshOf = view.fresh;
      total = 0;
      for (let i = from; i < to; i += 1) {
        const rank = list[i]!;
        // Which filters this product fails, as FAIL_* bits (0: it matches).
        let fail = 0;
        if (
          (category !== -1 && categoryOf[rank] !== category) ||
          (subSet !== null && subSet[subCategoryOf[rank]!] !== 1)
        ) {
          fail |= FAIL_CATEGORY;
        }
        if (brandSet !== null && brandSet[brandOf[rank]!] !== 1) fail |= FAIL_BRAND;
        if (
          (inStock && stockOf[rank]! <= 0) ||
          (builder !== -1 && builderOf[rank] !== builder) ||
          (featured !== -1 && featuredOf[rank] !== featured) ||
          (isNew !== -1 && freshOf[rank] !== isNew)
        ) {
          fail |= FAIL_OTHER;
        }
        if (fail === 0) {
          if (scores !== null) hitScores[total] = scores[i]!;
          hits[total++] = rank;
        }
        if (withFacets) {
          // Each facet ignores only its own filter.
          if ((fail & ~FAIL_BRAND) === 0) brandCounts[brandOf[rank]!]! += 1;
          if ((fail & ~FAIL_CATEGORY) === 0) categoryCounts[categoryOf[rank]!]! += 1;
        }
      }
      results = hits.subarray(0, total);
      resultScores = scores === null ? null : hitScores.subarray(0, total);
    }

    return {
      docs: this.page(results, resultScores, query, hasText, view),
      total,
      facets: withFacets
        ? {
            brands: topFacets(brandCounts, this.brands.values),
            categories: topFacets(categoryCounts, this.categories.values),
            price: this.priceFacet(list, view, others ? { ...f, category } : null),
          }
        : null,
    };
  }

  /**
   * The products of a digest's list of the chosen brands in the price range (and in stock
   * when asked), from its per-brand lists, with their scores and category counts.
   */
  private ofBrands(
    digest: Digest,
    brandSet: Uint8Array,
    keep: WalkFilter,
    view: PriceView,
  ): { results: Int32Array; scores: Uint8Array; categories: Int32Array } {
    const { start, ranks } = brandLists(digest, view);
    const hits = this.hits;
    const categories = new Int32Array(digest.categoryCodes);
    const { low, high, stock } = keep;
    let total = 0;
    let brands = 0;
    for (let brand = 1; brand < brandSet.length && brand < digest.brandCodes; brand += 1) {
      if (brandSet[brand] !== 1) continue;
      brands += 1;
      const own = ranks.subarray(start[brand]!, start[brand + 1]!);
      const end = firstAtLeast(own, high);
      for (let i = firstAtLeast(own, low); i < end; i += 1) {
        const rank = own[i]!;
        if (stock !== null && stock[rank]! <= 0) continue;
        hits[total++] = rank;
        categories[view.category[rank]!]! += 1;
      }
    }
    const results = hits.subarray(0, total);
    // Several brands: back in price order.
    if (brands > 1) results.sort();
    const scores = this.hitScores8.subarray(0, total);
    for (let i = 0; i < total; i += 1) scores[i] = digest.member[results[i]!]! - 1;
    return { results, scores, categories };
  }

  /**
   * The page from a digest: in price order straight from the list; in another order by
   * walking that order and keeping the products of the list in the price range (and in
   * stock when asked), which ends early when they are many. Null when the walk would
   * cost more than reading the range whole.
   */
  private densePage(
    list: Int32Array,
    from: number,
    to: number,
    total: number,
    weights: Int32Array,
    digest: Digest,
    query: IndexQuery,
    hasText: boolean,
    keep: WalkFilter,
  ): number[] | null {
    const first = query.offset;
    const end = Math.min(total, query.offset + query.limit);
    if (first >= end) return [];
    const view = digest.view;
    const stock = keep.stock;
    if (query.sort === 'price-asc') {
      const docs: number[] = [];
      let position = 0;
      for (let i = from; i < to && position < end; i += 1) {
        const rank = list[i]!;
        if (stock !== null && stock[rank]! <= 0) continue;
        if (position >= first) docs.push(view.order[rank]!);
        position += 1;
      }
      return docs;
    }
    if (query.sort === 'price-desc')
      return this.dearestFirst(list, from, to, stock, first, end, view);
    const span = to - from;
    if (query.sort === 'relevance' && hasText) {
      // One word: its weight is the score, counted per weight in the digest.
      const page: number[] = [];
      let start = 0;
      for (let weight = WEIGHTS - 1; weight >= 0 && start < end; weight -= 1) {
        const count = weights[weight]!;
        if (count > 0 && start + count > first) {
          const docs = this.walk('popular', digest.member, weight + 1, keep, {
            from: Math.max(first, start) - start,
            to: Math.min(end, start + count) - start,
            matches: count,
            span,
          });
          if (docs === null) return null;
          for (const doc of docs) page.push(doc);
        }
        start += count;
      }
      return page;
    }
    const key: SortKey = query.sort === 'relevance' ? 'listing' : query.sort;
    return this.walk(key, digest.member, 0, keep, { from: first, to: end, matches: total, span });
  }

  /**
   * Docs at positions [from, to) of an order among the products of a digest's list
   * (`held` 0: any; else only those held with that value) that pass `keep`. Null when
   * the walk would take more than twice `span` steps.
   */
  private walk(
    key: SortKey,
    member: Uint8Array,
    held: number,
    keep: WalkFilter,
    at: { from: number; to: number; matches: number; span: number },
  ): number[] | null {
    const { order } = this.orderOf(key);
    if ((at.to * order.length) / at.matches > at.span * 2) return null;
    const rankOf = this.priceView().rank;
    const { low, high, stock } = keep;
    const docs: number[] = [];
    let position = 0;
    for (let i = 0; i < order.length && position < at.to; i += 1) {
      const doc = order[i]!;
      const rank = rankOf[doc]!;
      if (rank < low || rank >= high) continue;
      const value = member[rank]!;
      if (value === 0 || (held !== 0 && value !== held)) continue;
      if (stock !== null && stock[rank]! <= 0) continue;
      if (position >= at.from) docs.push(doc);
      position += 1;
    }
    return docs;
  }

  /**
   * The price facet ignores the price filter: the cheapest and dearest products of the
   * whole list that pass the other filters, found from its two ends (it is in price
   * order), so usually at once.
   */
  private priceFacet(
    list: Int32Array,
    view: PriceView,
    f: FilterValues | null,
  ): { min: number; max: number } {
    let low = 0;
    let high = list.length - 1;
    if (f !== null) {
      while (low <= high && !passes(view, list[low]!, f)) low += 1;
      while (high > low && !passes(view, list[high]!, f)) high -= 1;
    }
    if (low > high) return { min: 0, max: 0 };
    return { min: view.price[list[low]!]!, max: view.price[list[high]!]! };
  }

  /** Ids of up to `limit` products whose name, brand or model hold every word prefix. */
  suggest(tokens: readonly string[], limit: number): string[] {
    if (tokens.length === 0) return [];
    let found = this.named(tokens, limit);
    if (found.length === 0) {
      // Nothing starts with what was typed: try the closest indexed words instead.
      const corrected = tokens.map((token) => this.correct(foldToken(token)));
      if (corrected.some((token, i) => token !== foldToken(tokens[i]!))) {
        found = this.named(corrected, limit);
      }
    }
    return found;
  }

  /**
   * The most reviewed products whose name, brand or model has a word starting with each
   * prefix. A typed prefix is usually new ('ge', 'gef', 'gefo' are each asked once), so
   * this avoids collecting a short prefix's products (tens of thousands of postings):
   * - when even the rarest prefix is common, walk the products from the most reviewed
   *   and keep those whose words match, until `limit` are found;
   * - else collect the products whose name, brand or model holds the rarest prefix
   *   (from the same words, by term) and check the other prefixes against each one.
   * A product's words are term numbers (positions in terms()), and a prefix's words a
   * range of them, so a check is a few comparisons.
   */
  private named(words: readonly string[], limit: number): string[] {
    const names = this.nameWords();
    const terms = this.terms();
    const view = this.priceView();
    const ranges: number[] = [];
    let rarest = 0;
    let fewest = Infinity;
    for (const word of new Set(words.map(foldToken))) {
      const k = ranges.length;
      const low = lowerBound(terms, word);
      const high = lowerBound(terms, `${word}\uffff`);
      ranges.push(low, high);
      const postings = names.termStart[high]! - names.termStart[low]!;
      if (postings < fewest) {
        fewest = postings;
        rarest = k;
      }
    }
    if (fewest === 0) return [];
    const { order } = this.orderOf('popular');
    // The walk takes about limit × catalog / matches steps, and matches are at most the
    // fewest postings; collecting takes those postings.
    if (fewest * fewest >= limit * order.length * WALK_STEP_COST) {
      const found: string[] = [];
      // Far fewer matches than postings (one product has several of the words): collect.
      const budget = (4 * limit * order.length) / fewest;
      for (let i = 0; i < order.length && found.length < limit; i += 1) {
        if (i > budget) break;
        if (hasWords(names, order[i]!, ranges)) found.push(this.ids[order[i]!]!);
      }
      if (found.length === limit) return found;
    }
    // The rarest prefix's products (a product may hold several of its words: once).
    const { termStart, termDocs } = names;
    const seen = this.seen;
    const stamp = this.nextStamp();
    const members = this.members;
    let count = 0;
    for (let at = termStart[ranges[rarest]!]!; at < termStart[ranges[rarest + 1]!]!; at += 1) {
      const doc = termDocs[at]!;
      if (seen[doc] === stamp || view.rank[doc]! < 0) continue;
      seen[doc] = stamp;
      if (hasWords(names, doc, ranges)) members[count++] = view.rank[doc]!;
    }
    const end = Math.min(limit, count);
    if (end === 0) return [];
    return this.select(members.subarray(0, count), 'popular', 0, end, view).map(
      (doc) => this.ids[doc]!,
    );
  }

  /**
   * Each product's name, brand and model words as term numbers (positions in terms()),
   * ascending, and how many such postings come before each term (a prefix's in two
   * look-ups). About 10 numbers a product.
   */
  private nameWords(): NameIndex {
    if (this.nameIndex === null) {
      const terms = this.terms();
      const offsets = new Int32Array(this.size + 1);
      const termStart = new Int32Array(terms.length + 1);
      for (let t = 0; t < terms.length; t += 1) {
        const list = this.postings.get(terms[t]!)!;
        let named = 0;
        for (let i = 0; i < list.length; i += 1) {
          if ((list[i]! & SUGGEST_FIELDS) === 0) continue;
          offsets[(list[i]! >>> FIELD_BITS) + 1]! += 1;
          named += 1;
        }
        termStart[t + 1] = termStart[t]! + named;
      }
      for (let doc = 0; doc < this.size; doc += 1) offsets[doc + 1]! += offsets[doc]!;
      const words = new Int32Array(offsets[this.size]!);
      const termDocs = new Int32Array(termStart[terms.length]!);
      const fill = offsets.slice(0, this.size);
      for (let t = 0, at = 0; t < terms.length; t += 1) {
        const list = this.postings.get(terms[t]!)!;
        for (let i = 0; i < list.length; i += 1) {
          if ((list[i]! & SUGGEST_FIELDS) === 0) continue;
          const doc = list[i]! >>> FIELD_BITS;
          words[fill[doc]!++] = t;
          termDocs[at++] = doc;
        }
      }
      this.nameIndex = { offsets, words, termStart, termDocs };
    }
    return this.nameIndex;
  }

  // --- text ---------------------------------------------------------------------------

  private addPostings(doc: number, fields: readonly string[]): void {
    const bits = new Map<string, number>();
    fields.forEach((text, field) => {
      for (const word of indexWords(text)) bits.set(word, (bits.get(word) ?? 0) | (1 << field));
    });
    for (const [word, mask] of bits) {
      const entry = (doc << FIELD_BITS) | mask;
      const list = this.postings.get(word);
      if (list === undefined) {
        this.postings.set(word, Int32Array.of(entry));
      } else if (lastDoc(list, this.used(word, list)) < doc) {
        // Appending in doc order is the common case (initial load, new products). The
        // array grows by doubling; its used length is kept in a side map.
        this.appendPosting(word, list, entry);
      } else {
        const used = this.used(word, list);
        const merged = new Int32Array(used + 1);
        let j = 0;
        let placed = false;
        for (let i = 0; i < used; i += 1) {
          if (!placed && list[i]! >>> FIELD_BITS > doc) {
            merged[j++] = entry;
            placed = true;
          }
          merged[j++] = list[i]!;
        }
        if (!placed) merged[j++] = entry;
        this.postings.set(word, merged);
        this.usedLength.delete(word);
      }
    }
  }

  private readonly usedLength = new Map<string, number>();

  private used(word: string, list: Int32Array): number {
    return this.usedLength.get(word) ?? list.length;
  }

  private appendPosting(word: string, list: Int32Array, entry: number): void {
    const used = this.used(word, list);
    let target = list;
    if (used === list.length) {
      target = new Int32Array(Math.max(4, list.length * 2));
      target.set(list);
      this.postings.set(word, target);
    }
    target[used] = entry;
    this.usedLength.set(word, used + 1);
  }

  /** Takes a doc out of every word's list (lists are in doc order: a binary search each). */
  private removePostings(doc: number): void {
    for (const [word, list] of this.postings) {
      const used = this.used(word, list);
      let low = 0;
      let high = used;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (list[mid]! >>> FIELD_BITS < doc) low = mid + 1;
        else high = mid;
      }
      if (low === used || list[low]! >>> FIELD_BITS !== doc) continue;
      if (used === 1) {
        this.postings.delete(word);
        this.usedLength.delete(word);
        continue;
      }
      const kept = new Int32Array(used - 1);
      kept.set(list.subarray(0, low));
      kept.set(list.subarray(low + 1, used), low);
      this.postings.set(word, kept);
      this.usedLength.delete(word);
    }
  }

  private terms(): string[] {
    if (this.sortedTerms === null) {
      // Trim the doubling slack once loading is done.
      for (const [word, used] of this.usedLength) {
        this.postings.set(word, this.postings.get(word)!.slice(0, used));
      }
      this.usedLength.clear();
      this.sortedTerms = [...this.postings.keys()].sort();
    }
    return this.sortedTerms;
  }

  /** The products holding a word that starts with `prefix`, as ranks in price order. */
  private prefixHits(prefix: string): PrefixHits {
    const cached = this.prefixCache.get(prefix);
    if (cached) return cached;
    const terms = this.terms();
    const { rank: rankOf, order } = this.priceView();
    const stamp = this.nextStamp();
    const seen = this.seen;
    const weight = this.score;
    let ranks = new Int32Array(64);
    let count = 0;
    for (let at = lowerBound(terms, prefix); at < terms.length; at += 1) {
      if (!terms[at]!.startsWith(prefix)) break;
      const list = this.postings.get(terms[at]!)!;
      for (let i = 0; i < list.length; i += 1) {
        const rank = rankOf[list[i]! >>> FIELD_BITS]!;
        if (rank < 0) continue;
        const mask = list[i]! & ((1 << FIELD_BITS) - 1);
        if (seen[rank] !== stamp) {
          seen[rank] = stamp;
          weight[rank] = 0;
          if (count === ranks.length) ranks = growInt32(ranks, count + 1);
          ranks[count++] = rank;
        }
        weight[rank] = Math.max(weight[rank]!, maskWeight(mask));
      }
    }
    if (count * 16 > order.length) {
      // Many products (a short prefix): collecting them in order from the stamps is one
      // pass over the catalog, cheaper than sorting them.
      const ordered = new Int32Array(count);
      let n = 0;
      for (let rank = 0; rank < order.length; rank += 1)
        if (seen[rank] === stamp) ordered[n++] = rank;
      ranks = ordered;
    } else {
      ranks = ranks.slice(0, count).sort();
    }
    const weights = new Uint8Array(count);
    for (let i = 0; i < count; i += 1) weights[i] = weight[ranks[i]!]!;
    const hits = { docs: ranks, weights };
    this.prefixCache.set(prefix, hits);
    return hits;
  }

  /**
   * Products holding every word prefix, as ranks in price order, with their relevance
   * scores (same positions), and the word when there is one (its list is the cached one:
   * read it, never write it).
   */
  private matchText(tokens: readonly string[]): {
    docs: Int32Array;
    scores: Uint16Array | Uint8Array;
    /** The key of a kept list (null: the list is this query's scratch, see below). */
    word: string | null;
  } {
    const words = [...new Set(tokens.map(foldToken))];
    const lists = words.map((word) => ({ word, hits: this.prefixHits(word) }));
    // Rarest word first: the intersection never grows.
    lists.sort((a, b) => a.hits.docs.length - b.hits.docs.length);
    const first = lists[0]!;
    if (lists.length === 1) {
      return { docs: first.hits.docs, scores: first.hits.weights, word: first.word };
    }
    // Several words: the intersection is kept like a prefix's list (same cache, same
    // invalidation), so a repeated combination ('intel core') reads a list with a digest.
    const key = words.slice().sort().join(' ');
    const known = this.prefixCache.get(`\u0000${key}`);
    if (known !== undefined)
      return { docs: known.docs, scores: known.weights, word: `\u0000${key}` };
    // Kept from the second time it is asked: most combinations are asked once.
    const again = this.askedBefore(`\u0000${key}`);
    let current: Int32Array = first.hits.docs;
    let scores: Uint16Array | Uint8Array = first.hits.weights;
    // Which of the two scratch pairs the next step writes (it reads the other one).
    let flip: 0 | 1 = 0;
    for (const { word, hits } of lists.slice(1)) {
      const next = this.matchDocs[flip];
      const nextScores = this.matchScores[flip];
      flip = flip === 0 ? 1 : 0;
      let n = 0;
      const digest = this.digestOf(word, hits.docs, hits.weights);
      if (digest !== null) {
        // A broad word: a look-up per product of the rarer list, no merge.
        const member = digest.member;
        for (let i = 0; i < current.length; i += 1) {
          const rank = current[i]!;
          const held = member[rank]!;
          if (held === 0) continue;
          next[n] = rank;
          nextScores[n] = scores[i]! + held - 1;
          n += 1;
        }
      } else {
        // Merge two ordered lists.
        let j = 0;
        for (let i = 0; i < current.length; i += 1) {
          const rank = current[i]!;
          while (j < hits.docs.length && hits.docs[j]! < rank) j += 1;
          if (j === hits.docs.length) break;
          if (hits.docs[j] !== rank) continue;
          next[n] = rank;
          nextScores[n] = scores[i]! + hits.weights[j]!;
          n += 1;
        }
      }
      current = next.subarray(0, n);
      scores = nextScores.subarray(0, n);
    }
    if (!again) return { docs: current, scores, word: null };
    const docs = current.slice();
    const weights = Uint8Array.from(scores);
    this.prefixCache.set(`\u0000${key}`, { docs, weights });
    return { docs, scores: weights, word: `\u0000${key}` };
  }

  /** Whether `key` was asked for lately (and notes that it was). */
  private askedBefore(key: string): boolean {
    if (this.asked.get(key) !== undefined) return true;
    this.asked.set(key, true);
    return false;
  }

  /**
   * The digest of a long list (see Digest), made on first use and again after any change
   * to the catalog; null for a short list, which is read whole.
   */
  private digestOf(key: string, list: Int32Array, weights: Uint8Array | null): Digest | null {
    const view = this.priceView();
    if (list.length < this.digestMin) return null;
    const known = this.digests.get(key);
    if (known !== undefined && known.list === list && known.view === view) return known;
    // Made from the second time a list is asked for (a digest costs a pass over the list
    // and a byte per product of the catalog): a word asked once is read whole instead.
    if (known === undefined && !this.askedBefore(key)) return null;
    const digest = makeDigest(list, weights, view, {
      brandCodes: this.brands.values.length,
      categoryCodes: this.categories.values.length,
      shift: this.blockShift,
    });
    this.digests.set(key, digest);
    return digest;
  }

  private correct(token: string): string {
    const cached = this.corrections.get(token);
    if (cached !== undefined) return cached;
    const terms = this.terms();
    const corrected = correctToken(token, this.vocabularyTerms(), (prefix) => {
      const at = lowerBound(terms, prefix);
      return at < terms.length && terms[at]!.startsWith(prefix);
    });
    this.corrections.set(token, corrected);
    return corrected;
  }

  /** Indexed words with letters (model numbers alone are not worth correcting). */
  private vocabularyTerms(): VocabularyTerm[] {
    this.vocabulary ??= this.terms()
      .filter((term) => term.length >= 2 && term.length <= 30 && /\p{L}/u.test(term))
      .map((term) => ({ term, docs: this.postings.get(term)!.length }));
    return this.vocabulary;
  }

  /** One category's products as ranks in price order (-2: an unknown category). */
  private shelf(code: number): Int32Array {
    if (code < 0) return EMPTY;
    if (this.shelves === null) {
      const { category } = this.priceView();
      const counts = new Int32Array(this.categories.values.length);
      for (let rank = 0; rank < category.length; rank += 1) counts[category[rank]!]! += 1;
      const shelves = Array.from(counts, (n) => new Int32Array(n));
      const fill = new Int32Array(counts.length);
      for (let rank = 0; rank < category.length; rank += 1) {
        const c = category[rank]!;
        shelves[c]![fill[c]!++] = rank;
      }
      this.shelves = shelves;
    }
    return this.shelves[code] ?? EMPTY;
  }

  // --- filters ------------------------------------------------------------------------

  /** The filters as codes and membership arrays, for query's loop. */
  private filterValues(f: IndexFilters): FilterValues {
    const category = f.category === undefined ? -1 : (this.categories.find(f.category) ?? -2);
    // Subcategory names arrive from addresses (/sub-category/ram): case does not matter.
    const subSet = f.subCategory === undefined ? null : this.subCategories.matching(f.subCategory);
    let brandSet: Uint8Array | null = null;
    if (f.brands !== undefined && f.brands.length > 0) {
      brandSet = new Uint8Array(this.brands.values.length);
      for (const name of f.brands) {
        const code = this.brands.find(name);
        if (code !== undefined) brandSet[code] = 1;
      }
    }
    return {
      category,
      subSet,
      brandSet,
      // A bound that is not a number bounds nothing (as a comparison with NaN would).
      min: f.minPrice === undefined || Number.isNaN(f.minPrice) ? -Infinity : f.minPrice,
      max: f.maxPrice === undefined || Number.isNaN(f.maxPrice) ? Infinity : f.maxPrice,
      inStock: f.inStock === true,
      builder: f.builderCategory === undefined ? -1 : (this.builders.find(f.builderCategory) ?? -2),
      featured: f.featured === undefined ? -1 : f.featured ? 1 : 0,
      isNew: f.isNew === undefined ? -1 : f.isNew ? 1 : 0,
    };
  }

  // --- order --------------------------------------------------------------------------

  /** The page of `results` (ranks in price order) in the query's order, as docs. */
  private page(
    results: Int32Array,
    scores: Uint16Array | Uint8Array | null,
    query: IndexQuery,
    hasText: boolean,
    view: PriceView,
  ): number[] {
    const from = query.offset;
    const to = Math.min(results.length, query.offset + query.limit);
    if (from >= to) return [];
    if (query.sort === 'relevance' && hasText)
      return this.byScore(results, scores!, from, to, view);
    const key: SortKey = query.sort === 'relevance' ? 'listing' : query.sort;
    if (key === 'price-asc') {
      // The results are in this order already.
      const docs: number[] = [];
      for (let i = from; i < to; i += 1) docs.push(view.order[results[i]!]!);
      return docs;
    }
    if (key === 'price-desc') {
      return this.dearestFirst(results, 0, results.length, null, from, to, view);
    }
    return this.select(results, key, from, to, view);
  }

  /**
   * Price descending, equal prices by id ascending: list[lo, hi) read from the end, each
   * run of equal prices (ascending by id already) kept in its order; positions [from, to)
   * of those in stock when `stock` is given, else of all.
   */
  private dearestFirst(
    list: Int32Array,
    lo: number,
    hi: number,
    stock: Int32Array | null,
    from: number,
    to: number,
    view: PriceView,
  ): number[] {
    const price = view.price;
    const docs: number[] = [];
    let position = 0;
    let last = hi - 1;
    while (last >= lo && position < to) {
      let first = last;
      const value = price[list[last]!]!;
      while (first > lo && price[list[first - 1]!] === value) first -= 1;
      for (let i = first; i <= last && position < to; i += 1) {
        const rank = list[i]!;
        if (stock !== null && stock[rank]! <= 0) continue;
        if (position >= from) docs.push(view.order[rank]!);
        position += 1;
      }
      last = first - 1;
    }
    return docs;
  }

  /**
   * The docs at positions [from, to) of `candidates` (ranks in price order) in another
   * order. Few candidates: sort their positions in that order. Many: mark them and walk
   * the order until the page is full, which ends early when they are dense. Whichever
   * costs less.
   */
  private select(
    candidates: Int32Array,
    key: SortKey,
    from: number,
    to: number,
    view: PriceView,
  ): number[] {
    const { order, rank } = this.orderOf(key);
    const byPrice = view.order;
    const count = candidates.length;
    const docs: number[] = [];
    const walk = count + (to * order.length) / count;
    if (count * Math.log2(count + 1) < walk) {
      const positions = new Int32Array(count);
      for (let i = 0; i < count; i += 1) positions[i] = rank[byPrice[candidates[i]!]!]!;
      positions.sort();
      for (let i = from; i < to; i += 1) docs.push(order[positions[i]!]!);
      return docs;
    }
    const mark = this.seen;
    const stamp = this.nextStamp();
    for (let i = 0; i < count; i += 1) mark[byPrice[candidates[i]!]!] = stamp;
    let position = 0;
    for (let i = 0; i < order.length && position < to; i += 1) {
      const doc = order[i]!;
      if (mark[doc] !== stamp) continue;
      if (position >= from) docs.push(doc);
      position += 1;
    }
    return docs;
  }

  /**
   * Relevance: score descending, then most reviewed, then id. Scores are small integers:
   * count the results per score, and order by "most reviewed" only the scores whose
   * positions overlap the page.
   */
  private byScore(
    results: Int32Array,
    scores: Uint16Array | Uint8Array,
    from: number,
    to: number,
    view: PriceView,
  ): number[] {
    const count = results.length;
    const buckets = new Int32Array(MAX_SCORE + 1);
    for (let i = 0; i < count; i += 1) buckets[scores[i]!]! += 1;
    const page: number[] = [];
    let start = 0;
    for (let score = MAX_SCORE; score >= 0 && start < to; score -= 1) {
      const end = start + buckets[score]!;
      if (end > from && end > start) {
        const members = this.members;
        let n = 0;
        for (let i = 0; i < count; i += 1) if (scores[i] === score) members[n++] = results[i]!;
        const docs = this.select(
          members.subarray(0, n),
          'popular',
          Math.max(from, start) - start,
          Math.min(to, end) - start,
          view,
        );
        for (const doc of docs) page.push(doc);
      }
      start = end;
    }
    return page;
  }

  /**
   * The live catalog in price order ("ranks": rank 0 is the cheapest, equal prices by
   * id), with the filter columns copied in that order. Text matches, shelves and results
   * are lists of ranks, so the price filter is a range of each list, the price sorts need
   * no sorting, and a query reads the columns front to back.
   */
  private priceView(): PriceView {
    if (this.view === null) {
      const { order, rank } = this.orderOf('price-asc');
      const n = order.length;
      const view: PriceView = {
        order,
        rank,
        all: new Int32Array(n),
        price: new Float64Array(n),
        brand: new Uint16Array(n),
        category: new Uint16Array(n),
        subCategory: new Uint16Array(n),
        builder: new Uint16Array(n),
        stock: new Int32Array(n),
        featured: new Uint8Array(n),
        fresh: new Uint8Array(n),
      };
      for (let r = 0; r < n; r += 1) {
        const doc = order[r]!;
        view.all[r] = r;
        view.price[r] = this.price[doc]!;
        view.brand[r] = this.brand[doc]!;
        view.category[r] = this.category[doc]!;
        view.subCategory[r] = this.subCategory[doc]!;
        view.builder[r] = this.builder[doc]!;
        view.stock[r] = this.stock[doc]!;
        view.featured[r] = this.featured[doc]!;
        view.fresh[r] = this.fresh[doc]!;
      }
      this.view = view;
    }
    return this.view;
  }

  private orderOf(key: SortKey): { order: Int32Array; rank: Int32Array } {
    let entry = this.orders.get(key);
    if (entry === undefined) {
      const docs: number[] = [];
      for (let doc = 0; doc < this.size; doc += 1) if (this.alive[doc] === 1) docs.push(doc);
      const byId = (a: number, b: number) =>
        this.ids[a]! < this.ids[b]! ? -1 : this.ids[a]! > this.ids[b]! ? 1 : 0;
      const compare = this.comparator(key, byId);
      docs.sort(compare);
      const order = Int32Array.from(docs);
      const rank = new Int32Array(this.size).fill(-1);
      for (let i = 0; i < order.length; i += 1) rank[order[i]!] = i;
      entry = { order, rank };
      this.orders.set(key, entry);
    }
    return entry;
  }

  private comparator(
    key: SortKey,
    byId: (a: number, b: number) => number,
  ): (a: number, b: number) => number {
    const p = this.price;
    const r = this.rating;
    const n = this.reviews;
    const c = this.created;
    const f = this.featured;
    switch (key) {
      case 'price-asc':
        return (a, b) => p[a]! - p[b]! || byId(a, b);
      case 'price-desc':
        return (a, b) => p[b]! - p[a]! || byId(a, b);
      case 'newest':
        return (a, b) => (c[a]! < c[b]! ? 1 : c[a]! > c[b]! ? -1 : 0) || byId(a, b);
      case 'rating':
        return (a, b) => r[b]! - r[a]! || n[b]! - n[a]! || byId(a, b);
      case 'listing':
        return (a, b) => f[b]! - f[a]! || n[b]! - n[a]! || byId(a, b);
      case 'popular':
      case 'relevance':
        return (a, b) => n[b]! - n[a]! || byId(a, b);
    }
  }

  // --- storage ------------------------------------------------------------------------

  private ensureCapacity(size: number): void {
    this.alive = growUint8(this.alive, size);
    this.price = growFloat64(this.price, size);
    this.stock = growInt32(this.stock, size);
    this.rating = growFloat64(this.rating, size);
    this.reviews = growInt32(this.reviews, size);
    this.featured = growUint8(this.featured, size);
    this.fresh = growUint8(this.fresh, size);
    this.category = growUint16(this.category, size);
    this.subCategory = growUint16(this.subCategory, size);
    this.brand = growUint16(this.brand, size);
    this.builder = growUint16(this.builder, size);
    this.seen = growInt32(this.seen, size);
    this.score = growUint16(this.score, size);
    this.hits = growInt32(this.hits, size);
    this.hitScores = growUint16(this.hitScores, size);
    this.hitScores8 = growUint8(this.hitScores8, size);
    this.members = growInt32(this.members, size);
    for (const i of [0, 1]) {
      this.matchDocs[i] = growInt32(this.matchDocs[i]!, size);
      this.matchScores[i] = growUint16(this.matchScores[i]!, size);
    }
  }

  private nextStamp(): number {
    this.stamp += 1;
    if (this.stamp === 0x7fffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }
}

interface PriceView {
  /** rank -> doc, and doc -> rank (-1: not live). */
  order: Int32Array;
  rank: Int32Array;
  /** Every rank, ascending: the list of a query without text or shelf. */
  all: Int32Array;
  price: Float64Array;
  brand: Uint16Array;
  category: Uint16Array;
  subCategory: Uint16Array;
  builder: Uint16Array;
  stock: Int32Array;
  featured: Uint8Array;
  fresh: Uint8Array;
}

interface FilterValues {
  /** -1: no filter; -2: a value the catalog does not hold. */
  category: number;
  subSet: Uint8Array | null;
  brandSet: Uint8Array | null;
  min: number;
  max: number;
  inStock: boolean;
  builder: number;
  featured: number;
  isNew: number;
}

const EMPTY = new Int32Array(0);

/**
 * What the index keeps of a long list of ranks (a broad word's products, a category's,
 * the whole catalog) to answer a query with no filter but the price and stock without
 * reading the list's range: which ranks it holds (and the word's weight there), and
 * running counts of brands, categories and weights every 2^shift positions, of all the
 * list's products and of those in stock. A range's counts are then two rows apart plus
 * at most two partial blocks.
 */
interface Digest {
  list: Int32Array;
  view: PriceView;
  /** rank -> 1 + the word's weight there; 0: not in the list. */
  member: Uint8Array;
  brandCodes: number;
  categoryCodes: number;
  /** Running counts every 2^shift positions. */
  shift: number;
  /** Rows of brandCodes + categoryCodes + WEIGHTS counts, of list[0 .. k × 2^shift). */
  all: Int32Array;
  stocked: Int32Array;
  /** The list split by brand (made on the first query with a brand filter). */
  byBrand: { start: Int32Array; ranks: Int32Array } | null;
}

/** A digest's list split by brand: brand b's ranks, ascending, are ranks[start[b] .. start[b + 1]). */
function brandLists(digest: Digest, view: PriceView): { start: Int32Array; ranks: Int32Array } {
  if (digest.byBrand === null) {
    const list = digest.list;
    const start = new Int32Array(digest.brandCodes + 1);
    for (let i = 0; i < list.length; i += 1) start[view.brand[list[i]!]! + 1]! += 1;
    for (let b = 0; b < digest.brandCodes; b += 1) start[b + 1]! += start[b]!;
    const fill = start.slice(0, digest.brandCodes);
    const ranks = new Int32Array(list.length);
    for (let i = 0; i < list.length; i += 1) ranks[fill[view.brand[list[i]!]!]!++] = list[i]!;
    digest.byBrand = { start, ranks };
  }
  return digest.byBrand;
}

interface WalkFilter {
  /** The price range as ranks: [low, high). */
  low: number;
  high: number;
  /** Stock per rank, when only products in stock count. */
  stock: Int32Array | null;
}

const BLOCK_SHIFT = 9;
/** A score: 0..MAX_SCORE (a word's weight, or several words' weights added). */
const WEIGHTS = MAX_SCORE + 1;
/** Lists shorter than this are read whole. */
const DIGEST_MIN = 4_096;
/** About 0.1-0.3 MB each at 100k products: the bench's 30 terms and their words fit. */
const DIGEST_ENTRIES = 40;
const ASKED_ENTRIES = 4_096;

function makeDigest(
  list: Int32Array,
  weights: Uint8Array | null,
  view: PriceView,
  {
    brandCodes,
    categoryCodes,
    shift,
  }: { brandCodes: number; categoryCodes: number; shift: number },
): Digest {
  const member = new Uint8Array(view.order.length);
  const width = brandCodes + categoryCodes + WEIGHTS;
  const block = 1 << shift;
  const rows = (list.length >> shift) + 1;
  const all = new Int32Array(rows * width);
  const stocked = new Int32Array(rows * width);
  const runAll = new Int32Array(width);
  const runStocked = new Int32Array(width);
  const weightAt = brandCodes + categoryCodes;
  for (let i = 0; i < list.length; i += 1) {
    if ((i & (block - 1)) === 0) {
      all.set(runAll, (i >> shift) * width);
      stocked.set(runStocked, (i >> shift) * width);
    }
    const rank = list[i]!;
    const weight = weights === null ? 0 : weights[i]!;
    member[rank] = weight + 1;
    const brand = view.brand[rank]!;
    const category = brandCodes + view.category[rank]!;
    runAll[brand]! += 1;
    runAll[category]! += 1;
    runAll[weightAt + weight]! += 1;
    if (view.stock[rank]! > 0) {
      runStocked[brand]! += 1;
      runStocked[category]! += 1;
      runStocked[weightAt + weight]! += 1;
    }
  }
  if (list.length > 0 && (list.length & (block - 1)) === 0) {
    all.set(runAll, (rows - 1) * width);
    stocked.set(runStocked, (rows - 1) * width);
  }
  return { list, view, member, brandCodes, categoryCodes, shift, all, stocked, byBrand: null };
}

/** Brand, category and weight counts of list[from, to) (only in stock when `stocked`). */
function rangeCounts(
  digest: Digest,
  list: Int32Array,
  from: number,
  to: number,
  stocked: boolean,
  view: PriceView,
): { brands: Int32Array; categories: Int32Array; weights: Int32Array } {
  const { brandCodes, categoryCodes, member } = digest;
  const width = brandCodes + categoryCodes + WEIGHTS;
  const rows = stocked ? digest.stocked : digest.all;
  const counts = new Int32Array(width);
  const shift = digest.shift;
  const upper = (to >> shift) * width;
  const lower = (from >> shift) * width;
  for (let c = 0; c < width; c += 1) counts[c] = rows[upper + c]! - rows[lower + c]!;
  const partial = (start: number, stop: number, sign: number) => {
    for (let i = start; i < stop; i += 1) {
      const rank = list[i]!;
      if (stocked && view.stock[rank]! <= 0) continue;
      counts[view.brand[rank]!]! += sign;
      counts[brandCodes + view.category[rank]!]! += sign;
      counts[brandCodes + categoryCodes + member[rank]! - 1]! += sign;
    }
  };
  partial((to >> shift) << shift, to, 1);
  partial((from >> shift) << shift, from, -1);
  return {
    brands: counts.subarray(0, brandCodes),
    categories: counts.subarray(brandCodes, brandCodes + categoryCodes),
    weights: counts.subarray(brandCodes + categoryCodes),
  };
}

/** A step of a walk (several words checked) against a posting collected, roughly. */
const WALK_STEP_COST = 8;

/** Whether a product's name words hold a word in each range [ranges[k], ranges[k + 1]). */
function hasWords(names: NameIndex, doc: number, ranges: readonly number[]): boolean {
  const { offsets, words } = names;
  for (let k = 0; k < ranges.length; k += 2) {
    const low = ranges[k]!;
    const high = ranges[k + 1]!;
    let has = false;
    for (let at = offsets[doc]!; at < offsets[doc + 1]! && !has; at += 1) {
      has = words[at]! >= low && words[at]! < high;
    }
    if (!has) return false;
  }
  return true;
}

interface NameIndex {
  /** A product's words are words[offsets[doc] .. offsets[doc + 1]). */
  offsets: Int32Array;
  words: Int32Array;
  /** The products with term t in these fields are termDocs[termStart[t] .. termStart[t + 1]). */
  termStart: Int32Array;
  termDocs: Int32Array;
}

/** Whether the product at `rank` passes every filter but the price. */
function passes(view: PriceView, rank: number, f: FilterValues): boolean {
  return !(
    (f.category !== -1 && view.category[rank] !== f.category) ||
    (f.subSet !== null && f.subSet[view.subCategory[rank]!] !== 1) ||
    (f.brandSet !== null && f.brandSet[view.brand[rank]!] !== 1) ||
    (f.inStock && view.stock[rank]! <= 0) ||
    (f.builder !== -1 && view.builder[rank] !== f.builder) ||
    (f.featured !== -1 && view.featured[rank] !== f.featured) ||
    (f.isNew !== -1 && view.fresh[rank] !== f.isNew)
  );
}

/**
 * The first index of an ascending array whose value is at least `value` (with `above`,
 * greater than it): a list's position of a rank, or the first rank of a price.
 */
function firstAtLeast(values: Int32Array | Float64Array, value: number, above = false): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const at = values[mid]!;
    if (at < value || (above && at === value)) low = mid + 1;
    else high = mid;
  }
  return low;
}

const FAIL_CATEGORY = 1;
const FAIL_BRAND = 2;
const FAIL_OTHER = 8;

/** The doc of a list's last used entry (the list may hold spare slots after it), or -1. */
function lastDoc(list: Int32Array, used: number): number {
  return used === 0 ? -1 : list[used - 1]! >>> FIELD_BITS;
}

function maskWeight(mask: number): number {
  let best = 0;
  for (let field = 0; field < FIELDS.length; field += 1) {
    if ((mask & (1 << field)) !== 0 && FIELD_WEIGHTS[field]! > best) best = FIELD_WEIGHTS[field]!;
  }
  return best;
}

function topFacets(counts: Int32Array, names: readonly string[]) {
  const out: { value: string; count: number }[] = [];
  for (let code = 1; code < counts.length; code += 1) {
    if (counts[code]! > 0) out.push({ value: names[code]!, count: counts[code]! });
  }
  out.sort((a, b) =>
    b.count !== a.count ? b.count - a.count : a.value < b.value ? -1 : a.value > b.value ? 1 : 0,
  );
  return out.slice(0, FACET_LIMIT);
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
