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
/** About 6 bytes a doc: some 9 MB at most. */
const PREFIX_CACHE_DOCS = 1_500_000;
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
  ids: string[];
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

/** Docs that hold a word starting with a prefix, with the best field weight per doc. */
interface PrefixHits {
  docs: Int32Array;
  weights: Uint8Array;
  /** Field bits seen per doc (for suggestions: name, brand or model only). */
  fields: Uint8Array;
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

export class SearchIndex {
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
  private shelves: Int32Array[] | null = null;
  // Bounded by the docs held too: a one-letter prefix holds nearly the whole catalog.
  private readonly prefixCache = new Lru<PrefixHits>(
    PREFIX_CACHE_ENTRIES,
    PREFIX_CACHE_DOCS,
    (hits) => hits.docs.length,
  );
  private readonly corrections = new Lru<string>(CORRECTION_CACHE_ENTRIES);
  private vocabulary: VocabularyTerm[] | null = null;

  // Per-query scratch, reused: a stamp per doc says whether the other arrays hold this
  // query's values, so nothing is cleared between queries.
  private stamp = 0;
  private seen = new Int32Array(0);
  private score = new Uint16Array(0);
  private hits = new Int32Array(0);
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

  /** Adds or replaces products. Deleting is done by rebuilding (see catalog-index.ts). */
  upsert(rows: readonly IndexRow[]): void {
    let orderChanged = false;
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
      } else if (
        this.price[doc] !== price ||
        this.rating[doc] !== rating ||
        this.reviews[doc] !== reviews ||
        this.featured[doc] !== featured ||
        this.created[doc] !== row.created_at
      ) {
        orderChanged = true;
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
    // Categories may have changed (cheap to rebuild on the next listing).
    if (rows.length > 0) this.shelves = null;
    if (textChanged) {
      this.sortedTerms = null;
      this.prefixCache.clear();
      this.corrections.clear();
      this.vocabulary = null;
    }
  }

  /** Builds what queries need now rather than on the first query. */
  prepare(): void {
    this.terms();
    for (const key of SORT_KEYS) this.orderOf(key);
    this.vocabularyTerms();
  }

  query(query: IndexQuery): IndexAnswer {
    const stamp = this.nextStamp();
    const hasText = query.tokens.length > 0;
    const matched = hasText ? this.matchText(query.tokens, 0) : null;
    const candidates = matched === null ? null : matched.docs;
    const scores = matched === null ? null : matched.scores;
    const scoreOf = this.score;
    const f = this.filterValues(query.filters);
    const withFacets = query.withFacets;

    const brandCounts = new Int32Array(withFacets ? this.brands.values.length : 0);
    const categoryCounts = new Int32Array(withFacets ? this.categories.values.length : 0);
    let priceMin = Infinity;
    let priceMax = -Infinity;
    let total = 0;
    const hits = this.hits;
    // Without facets to count, a category listing needs only that category's products.
    const shelf =
      candidates === null && !withFacets && query.filters.category !== undefined
        ? this.categoryDocs(query.filters.category)
        : null;
    const list = candidates ?? shelf;
    const count = list === null ? this.size : list.length;
    // One flat loop over typed arrays (no call per doc): this is the hot path of every
    // search and listing, over up to the whole catalog for a broad word.
    const alive = this.alive;
    const categoryOf = this.category;
    const subCategoryOf = this.subCategory;
    const brandOf = this.brand;
    const priceOf = this.price;
    const stockOf = this.stock;
    const builderOf = this.builder;
    const featuredOf = this.featured;
    const freshOf = this.fresh;
    const { category, subSet, brandSet, min, max, inStock, builder, featured, isNew } = f;
    for (let i = 0; i < count; i += 1) {
      const doc = list === null ? i : list[i]!;
      if (alive[doc] !== 1) continue;
      // Which filters this doc fails, as FAIL_* bits (0: it matches).
      let fail = 0;
      if (
        (category !== -1 && categoryOf[doc] !== category) ||
        (subSet !== null && subSet[subCategoryOf[doc]!] !== 1)
      ) {
        fail |= FAIL_CATEGORY;
      }
      if (brandSet !== null && brandSet[brandOf[doc]!] !== 1) fail |= FAIL_BRAND;
      const price = priceOf[doc]!;
      if (price < min || price > max) fail |= FAIL_PRICE;
      if (
        (inStock && stockOf[doc]! <= 0) ||
        (builder !== -1 && builderOf[doc] !== builder) ||
        (featured !== -1 && featuredOf[doc] !== featured) ||
        (isNew !== -1 && freshOf[doc] !== isNew)
      ) {
        fail |= FAIL_OTHER;
      }
      if (fail === 0) {
        hits[total++] = doc;
        // The relevance order reads the scores of the results only.
        if (scores !== null) scoreOf[doc] = scores[i]!;
      }
      if (withFacets) {
        // Each facet ignores only its own filter.
        if ((fail & ~FAIL_BRAND) === 0) brandCounts[brandOf[doc]!]! += 1;
        if ((fail & ~FAIL_CATEGORY) === 0) categoryCounts[categoryOf[doc]!]! += 1;
        if ((fail & ~FAIL_PRICE) === 0) {
          if (price < priceMin) priceMin = price;
          if (price > priceMax) priceMax = price;
        }
      }
    }

    const ids = this.page(hits, total, query, stamp, hasText);
    return {
      ids,
      total,
      facets: withFacets
        ? {
            brands: topFacets(brandCounts, this.brands.values),
            categories: topFacets(categoryCounts, this.categories.values),
            price: priceMin === Infinity ? { min: 0, max: 0 } : { min: priceMin, max: priceMax },
          }
        : null,
    };
  }

  /** Ids of up to `limit` products whose name, brand or model hold every word prefix. */
  suggest(tokens: readonly string[], limit: number): string[] {
    if (tokens.length === 0) return [];
    const pick = (words: readonly string[]) => {
      const stamp = this.nextStamp();
      const candidates = this.matchText(words, SUGGEST_FIELDS).docs;
      let count = 0;
      for (let i = 0; i < candidates.length; i += 1) {
        if (this.alive[candidates[i]!] === 1) this.hits[count++] = candidates[i]!;
      }
      return this.ordered(this.hits, count, 'popular', 0, limit, stamp);
    };
    let found = pick(tokens);
    if (found.length === 0) {
      // Nothing starts with what was typed: try the closest indexed words instead.
      const corrected = tokens.map((token) => this.correct(foldToken(token)));
      if (corrected.some((token, i) => token !== foldToken(tokens[i]!))) found = pick(corrected);
    }
    return found;
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
      } else if (list.length === 0 || list[list.length - 1]! >>> FIELD_BITS < doc) {
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

  private prefixHits(prefix: string): PrefixHits {
    const cached = this.prefixCache.get(prefix);
    if (cached) return cached;
    const terms = this.terms();
    const stamp = this.nextStamp();
    const seen = this.seen;
    const weight = this.score;
    const bits = this.hits;
    let docs = new Int32Array(64);
    let count = 0;
    for (let at = lowerBound(terms, prefix); at < terms.length; at += 1) {
      if (!terms[at]!.startsWith(prefix)) break;
      const list = this.postings.get(terms[at]!)!;
      for (let i = 0; i < list.length; i += 1) {
        const doc = list[i]! >>> FIELD_BITS;
        const mask = list[i]! & ((1 << FIELD_BITS) - 1);
        if (seen[doc] !== stamp) {
          seen[doc] = stamp;
          weight[doc] = 0;
          bits[doc] = 0;
          if (count === docs.length) docs = growInt32(docs, count + 1);
          docs[count++] = doc;
        }
        weight[doc] = Math.max(weight[doc]!, maskWeight(mask));
        bits[doc] = bits[doc]! | mask;
      }
    }
    if (count * 16 > this.size) {
      // Many docs (a short prefix): collecting them in doc order from the stamps is one
      // pass over the catalog, cheaper than sorting them.
      const ordered = new Int32Array(count);
      let n = 0;
      for (let doc = 0; doc < this.size; doc += 1) if (seen[doc] === stamp) ordered[n++] = doc;
      docs = ordered;
    } else {
      docs = docs.slice(0, count).sort();
    }
    const weights = new Uint8Array(count);
    const fields = new Uint8Array(count);
    for (let i = 0; i < count; i += 1) {
      weights[i] = weight[docs[i]!]!;
      fields[i] = bits[docs[i]!]!;
    }
    const hits = { docs, weights, fields };
    this.prefixCache.set(prefix, hits);
    return hits;
  }

  /**
   * Docs holding every word prefix (within `fieldMask` when not 0), in doc order, with
   * their relevance scores (same positions). For one word these are the cached lists
   * themselves: read them, never write them.
   */
  private matchText(
    tokens: readonly string[],
    fieldMask: number,
  ): { docs: Int32Array; scores: Uint16Array | Uint8Array } {
    const words = [...new Set(tokens.map(foldToken))];
    const lists = words.map((word) => this.prefixHits(word));
    // Rarest word first: the intersection never grows.
    lists.sort((a, b) => a.docs.length - b.docs.length);
    let current: Int32Array | null = null;
    let scores: Uint16Array | Uint8Array = new Uint16Array(0);
    // Which of the two scratch pairs the next step writes (it reads the other one).
    let flip: 0 | 1 = 0;
    for (const hits of lists) {
      if (current === null && fieldMask === 0) {
        // The cached lists are only read here, never written: no copy needed.
        current = hits.docs;
        scores = hits.weights;
        continue;
      }
      if (current === null) {
        // Into this query's scratch (see `matchDocs`), not new arrays: a suggestion's
        // first word is often a short prefix of most of the catalog.
        const keep = this.matchDocs[flip];
        scores = this.matchScores[flip];
        flip = flip === 0 ? 1 : 0;
        let n = 0;
        for (let i = 0; i < hits.docs.length; i += 1) {
          if (fieldMask !== 0 && (hits.fields[i]! & fieldMask) === 0) continue;
          keep[n] = hits.docs[i]!;
          scores[n] = hits.weights[i]!;
          n += 1;
        }
        current = keep.subarray(0, n);
        scores = scores.subarray(0, n);
        continue;
      }
      // Merge two doc-ordered lists.
      const next = this.matchDocs[flip];
      const nextScores = this.matchScores[flip];
      flip = flip === 0 ? 1 : 0;
      let n = 0;
      let j = 0;
      for (let i = 0; i < current.length; i += 1) {
        const doc = current[i]!;
        while (j < hits.docs.length && hits.docs[j]! < doc) j += 1;
        if (j === hits.docs.length) break;
        if (hits.docs[j] !== doc) continue;
        if (fieldMask !== 0 && (hits.fields[j]! & fieldMask) === 0) continue;
        next[n] = doc;
        nextScores[n] = scores[i]! + hits.weights[j]!;
        n += 1;
      }
      current = next.subarray(0, n);
      scores = nextScores.subarray(0, n);
    }
    // Not copied (a broad word matches most of the catalog): the query's loop skips
    // docs no longer alive and keeps the scores of its results. Valid until the next
    // match (the scratch is reused), which the callers never outlive.
    return { docs: current ?? new Int32Array(0), scores };
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

  /** The live docs of one category, in doc order (rebuilt after any change). */
  private categoryDocs(slug: string): Int32Array {
    const code = this.categories.find(slug);
    if (code === undefined) return new Int32Array(0);
    if (this.shelves === null) {
      const counts = new Int32Array(this.categories.values.length);
      for (let doc = 0; doc < this.size; doc += 1) {
        if (this.alive[doc] === 1) counts[this.category[doc]!]! += 1;
      }
      const shelves = Array.from(counts, (n) => new Int32Array(n));
      const fill = new Int32Array(counts.length);
      for (let doc = 0; doc < this.size; doc += 1) {
        if (this.alive[doc] !== 1) continue;
        const c = this.category[doc]!;
        shelves[c]![fill[c]!++] = doc;
      }
      this.shelves = shelves;
    }
    return this.shelves[code] ?? new Int32Array(0);
  }

  // --- filters ------------------------------------------------------------------------

  /** The filters as codes and membership arrays, for query's loop. */
  private filterValues(f: IndexFilters) {
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
      min: f.minPrice ?? -Infinity,
      max: f.maxPrice ?? Infinity,
      inStock: f.inStock === true,
      builder: f.builderCategory === undefined ? -1 : (this.builders.find(f.builderCategory) ?? -2),
      featured: f.featured === undefined ? -1 : f.featured ? 1 : 0,
      isNew: f.isNew === undefined ? -1 : f.isNew ? 1 : 0,
    };
  }

  // --- order --------------------------------------------------------------------------

  private page(
    hits: Int32Array,
    total: number,
    query: IndexQuery,
    stamp: number,
    hasText: boolean,
  ): string[] {
    if (query.offset >= total) return [];
    if (query.sort === 'relevance' && hasText) return this.byScore(hits, total, query);
    const key: SortKey = query.sort === 'relevance' ? 'listing' : query.sort;
    return this.ordered(hits, total, key, query.offset, query.limit, stamp);
  }

  /** `hits[0..count)` in a precomputed order, from `offset`, at most `limit`. */
  private ordered(
    hits: Int32Array,
    count: number,
    key: SortKey,
    offset: number,
    limit: number,
    stamp: number,
  ): string[] {
    const { order, rank } = this.orderOf(key);
    const end = Math.min(count, offset + limit);
    if (offset >= end) return [];
    // Few hits: sort them by rank. Many: walk the whole order, stopping once the page
    // is full (the first pages of a broad query end early).
    if (count * 16 < this.size) {
      const ranks = new Int32Array(count);
      for (let i = 0; i < count; i += 1) ranks[i] = rank[hits[i]!]!;
      ranks.sort();
      const ids: string[] = [];
      for (let i = offset; i < end; i += 1) ids.push(this.ids[order[ranks[i]!]!]!);
      return ids;
    }
    const mark = this.seen;
    const markStamp = this.nextStamp();
    for (let i = 0; i < count; i += 1) mark[hits[i]!] = markStamp;
    const ids: string[] = [];
    let position = 0;
    for (let i = 0; i < order.length && position < end; i += 1) {
      const doc = order[i]!;
      if (mark[doc] !== markStamp) continue;
      if (position >= offset) ids.push(this.ids[doc]!);
      position += 1;
    }
    void stamp;
    return ids;
  }

  /**
   * Relevance: score descending, then most reviewed, then id. Scores are small integers,
   * so this is a bucket sort: count the hits per score, then walk the precomputed
   * "most reviewed" order once, placing only the hits that land on the page.
   */
  private byScore(hits: Int32Array, count: number, query: IndexQuery): string[] {
    const { order } = this.orderOf('popular');
    const score = this.score;
    const end = Math.min(count, query.offset + query.limit);
    const buckets = new Int32Array(MAX_SCORE + 1);
    for (let i = 0; i < count; i += 1) buckets[score[hits[i]!]!]! += 1;
    // start[s]: the position of the first hit of score s (higher scores come first).
    const start = new Int32Array(MAX_SCORE + 1);
    let position = 0;
    for (let s = MAX_SCORE; s >= 0; s -= 1) {
      start[s] = position;
      position += buckets[s]!;
    }
    const mark = this.seen;
    const markStamp = this.nextStamp();
    for (let i = 0; i < count; i += 1) mark[hits[i]!] = markStamp;
    const page: string[] = new Array<string>(end - query.offset);
    let placed = 0;
    const wanted = end - query.offset;
    for (let i = 0; i < order.length && placed < wanted; i += 1) {
      const doc = order[i]!;
      if (mark[doc] !== markStamp) continue;
      const at = start[score[doc]!]!++;
      if (at >= query.offset && at < end) {
        page[at - query.offset] = this.ids[doc]!;
        placed += 1;
      }
    }
    return page;
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

const FAIL_CATEGORY = 1;
const FAIL_BRAND = 2;
const FAIL_PRICE = 4;
const FAIL_OTHER = 8;

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
