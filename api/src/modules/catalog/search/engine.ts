import {
  Columns,
  EMPTY,
  firstAtLeast,
  makePriceView,
  type FilterValues,
  type PriceView,
  Scratch,
} from './columns';
import {
  brandLists,
  Digests,
  priceFacet,
  rangeCounts,
  topFacets,
  type Digest,
  type SearchIndexOptions,
} from './facets';
import { Matcher, Postings } from './postings';
import { Ranking, SORT_KEYS, type WalkFilter } from './ranking';
import { SpecFacets } from './spec-facets';
import { Suggester } from './suggestions';
import type { IndexAnswer, IndexFilters, IndexQuery, IndexRow } from './types';
import { productTypes, typeTerm, type ProductTypes } from './product-types';
import { queryWords, type QueryWords, type Understanding } from './query-words';
import { Corrector, textHash } from './vocabulary';

// The catalog's search and listing engine, in memory: it holds the parts (columns,
// postings, digests, ranking, suggestions) and answers a query with one pass over the
// candidates that computes the page, the total and every facet together; each facet
// skips only its own filter, so its counts stay exact. Pure computation: loading rows
// and keeping them in step with the database is catalog-index.ts's job.

export type { SearchIndexOptions } from './facets';

const FAIL_CATEGORY = 1;
const FAIL_BRAND = 2;
const FAIL_OTHER = 8;
const FAIL_SPEC = 16;

export class SearchIndex {
  private readonly columns = new Columns();
  private readonly scratch = new Scratch();
  private readonly postings = new Postings();
  private readonly digests: Digests;
  private readonly matcher: Matcher;
  private readonly ranking: Ranking;
  private readonly corrector: Corrector;
  private readonly suggester: Suggester;
  /** Specification facets and filters (spec-facets.ts). */
  private readonly specs = new SpecFacets();
  /** A hash of the words each doc was indexed with: stock changes skip re-indexing. */
  private readonly textHashes = new Map<number, number>();
  /** The catalog in price order, with its filter columns (see PriceView). */
  private view: PriceView | null = null;
  /** Per category, its products' ranks in price order (rebuilt after any change). */
  private shelves: Int32Array[] | null = null;

  /** How typed words are understood (see queryWords). */
  private readonly understanding: Understanding;

  constructor(options: SearchIndexOptions = {}, types: ProductTypes = productTypes()) {
    this.digests = new Digests(options, () => ({
      brandCodes: this.columns.brands.values.length,
      categoryCodes: this.columns.categories.values.length,
    }));
    this.matcher = new Matcher(this.postings, this.scratch, this.digests);
    this.ranking = new Ranking(this.columns, this.scratch);
    this.corrector = new Corrector(
      () => this.postings.terms(),
      (term) => this.postings.get(term)?.length ?? 0,
    );
    this.understanding = {
      types,
      hasPrefix: (prefix) => this.postings.hasPrefix(prefix),
      correct: (word) => this.corrector.correct(word),
    };
    this.suggester = new Suggester(this.columns, this.postings, this.ranking, this.scratch);
  }

  get count(): number {
    return this.columns.docOf.size;
  }

  /** A product's number here (0, 1, 2... in the order products came), if held. */
  docNumber(id: string): number | undefined {
    return this.columns.docOf.get(id);
  }

  /** A product's id from its number here. */
  idOf(doc: number): string | undefined {
    return this.columns.ids[doc];
  }

  /** Adds or replaces products. Deleting is done by rebuilding (see catalog-index.ts). */
  upsert(rows: readonly IndexRow[]): void {
    const c = this.columns;
    let orderChanged = false;
    // Ranks in price order changed: the prefix lists (which hold ranks) are stale.
    let priceOrderChanged = false;
    let textChanged = false;
    for (const row of rows) {
      let doc = c.docOf.get(row.id);
      const price = Number(row.price);
      const rating = Number(row.rating);
      const reviews = Number(row.review_count);
      const featured = Number(row.is_featured) === 1 ? 1 : 0;
      if (doc === undefined) {
        doc = c.size++;
        c.ensureCapacity(c.size);
        this.scratch.ensureCapacity(c.size);
        c.ids[doc] = row.id;
        c.docOf.set(row.id, doc);
        c.alive[doc] = 1;
        orderChanged = true;
        priceOrderChanged = true;
      } else if (
        c.price[doc] !== price ||
        c.rating[doc] !== rating ||
        c.reviews[doc] !== reviews ||
        c.featured[doc] !== featured ||
        c.created[doc] !== row.created_at
      ) {
        orderChanged = true;
        if (c.price[doc] !== price) priceOrderChanged = true;
      }
      c.price[doc] = price;
      c.stock[doc] = Number(row.stock_quantity);
      c.rating[doc] = rating;
      c.reviews[doc] = reviews;
      c.featured[doc] = featured;
      c.fresh[doc] = Number(row.is_new) === 1 ? 1 : 0;
      c.category[doc] = c.categories.code(row.category);
      c.subCategory[doc] = c.subCategories.code(row.sub_category);
      c.brand[doc] = c.brands.code(row.brand);
      c.builder[doc] = c.builders.code(row.builder_category);
      c.created[doc] = row.created_at;
      this.specs.set(doc, row.category, row.sub_category, row.specifications);
      // The sub-category's words count as the category's ('nvidia' of "NVIDIA GeForce").
      const category =
        row.sub_category === null ? row.category : `${row.category} ${row.sub_category}`;
      const fields = [row.name, row.brand, row.model, category, row.description];
      const types = [typeTerm('category', row.category)];
      if (row.sub_category !== null) types.push(typeTerm('sub', row.sub_category));
      const hash = textHash(`${fields.join('\u0000')}\u0000${types.join('')}`);
      const previous = this.textHashes.get(doc);
      if (previous !== hash) {
        if (previous !== undefined) this.postings.remove(doc);
        this.textHashes.set(doc, hash);
        this.postings.add(doc, fields, types);
        textChanged = true;
      }
    }
    if (orderChanged) this.ranking.clear();
    // Any column may have changed (stock, category): the price-ordered copy and the
    // shelves are rebuilt on the next query, about a millisecond at 100k products.
    if (rows.length > 0) {
      this.view = null;
      this.shelves = null;
    }
    if (priceOrderChanged) this.matcher.clear();
    if (textChanged) {
      this.matcher.clear();
      this.corrector.clear();
      this.suggester.clear();
    }
  }

  /** Builds what queries need now rather than on the first query. */
  prepare(): void {
    this.postings.terms();
    this.suggester.prepare();
    for (const key of SORT_KEYS) this.ranking.orderOf(key);
    this.corrector.vocabularyTerms();
  }

  /**
   * Ids of up to `limit` products whose name, brand, model or type hold every word of
   * `text`, understood as a search understands it (corrections and product types).
   */
  suggest(text: string, limit: number): string[] {
    return this.suggester.suggest(this.words(text, false).terms, limit, this.priceView());
  }

  /** What a query's text asks for (see queryWords). */
  words(text: string, exact: boolean): QueryWords {
    return queryWords(text, this.understanding, exact);
  }

  query(query: IndexQuery): IndexAnswer {
    const view = this.priceView();
    const { terms, corrected } = this.words(query.text, query.exact === true);
    const hasText = terms.length > 0;
    const matched = hasText ? this.matcher.matchText(terms, view) : null;
    const f = this.filterValues(query.filters);
    const withFacets = query.withFacets;
    // Specification filters and a category's specification facets, when asked for.
    const spec = this.specs.begin(view, query.filters.specs, query.filters.category, withFacets);
    const specFilter = spec !== null && spec.filtering ? spec : null;
    f.spec = specFilter;
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
      isNew !== -1 ||
      specFilter !== null;

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
      isNew === -1 &&
      specFilter === null
        ? this.digests.digestOf(
            digestKey,
            list,
            matched === null ? null : (matched.scores as Uint8Array),
            view,
          )
        : null;
    if (digest !== null) {
      const keep = { low: lowRank, high: highRank, stock: inStock ? view.stock : null };
      // The brand facet ignores the brand filter: counted from the digest either way.
      const counts = rangeCounts(digest, list, from, to, inStock, view);
      const facets = (categories: Int32Array) =>
        withFacets
          ? {
              brands: topFacets(counts.brands, this.columns.brands.values),
              categories: topFacets(categories, this.columns.categories.values),
              price: priceFacet(list, view, others ? { ...f, category } : null),
              specs: [],
            }
          : null;
      if (brandSet === null) {
        let total = 0;
        for (let c = 0; c < counts.categories.length; c += 1) total += counts.categories[c]!;
        const docs = this.ranking.densePage(
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
        if (docs !== null) return { docs, total, facets: facets(counts.categories), corrected };
      } else {
        const found = this.ofBrands(digest, brandSet, keep, view);
        return {
          docs: this.ranking.page(
            found.results,
            hasText ? found.scores : null,
            query,
            hasText,
            view,
          ),
          total: found.results.length,
          facets: facets(found.categories),
          corrected,
        };
      }
    }
    const brandCounts = new Int32Array(withFacets ? this.columns.brands.values.length : 0);
    const categoryCounts = new Int32Array(withFacets ? this.columns.categories.values.length : 0);
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
      const hits = this.scratch.hits;
      const hitScores = this.scratch.hitScores;
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
        if (specFilter !== null && !specFilter.passes(rank)) fail |= FAIL_SPEC;
        if (spec !== null && (fail & ~FAIL_SPEC) === 0) spec.candidate(rank);
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
      docs: this.ranking.page(results, resultScores, query, hasText, view),
      total,
      facets: withFacets
        ? {
            brands: topFacets(brandCounts, this.columns.brands.values),
            categories: topFacets(categoryCounts, this.columns.categories.values),
            price: priceFacet(list, view, others ? { ...f, category } : null),
            specs: spec?.facets() ?? [],
          }
        : null,
      corrected,
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
    const hits = this.scratch.hits;
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
    const scores = this.scratch.hitScores8.subarray(0, total);
    for (let i = 0; i < total; i += 1) scores[i] = digest.member[results[i]!]! - 1;
    return { results, scores, categories };
  }

  /** One category's products as ranks in price order (-2: an unknown category). */
  private shelf(code: number): Int32Array {
    if (code < 0) return EMPTY;
    if (this.shelves === null) {
      const { category } = this.priceView();
      const counts = new Int32Array(this.columns.categories.values.length);
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
    const category =
      f.category === undefined ? -1 : (this.columns.categories.find(f.category) ?? -2);
    // Subcategory names arrive from addresses (/sub-category/ram): case does not matter.
    const subSet =
      f.subCategory === undefined ? null : this.columns.subCategories.matching(f.subCategory);
    let brandSet: Uint8Array | null = null;
    if (f.brands !== undefined && f.brands.length > 0) {
      brandSet = new Uint8Array(this.columns.brands.values.length);
      for (const name of f.brands) {
        const code = this.columns.brands.find(name);
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
      builder:
        f.builderCategory === undefined
          ? -1
          : (this.columns.builders.find(f.builderCategory) ?? -2),
      featured: f.featured === undefined ? -1 : f.featured ? 1 : 0,
      isNew: f.isNew === undefined ? -1 : f.isNew ? 1 : 0,
    };
  }

  /** The live catalog in price order (see PriceView), made after any change. */
  private priceView(): PriceView {
    if (this.view === null) {
      const { order, rank } = this.ranking.orderOf('price-asc');
      this.view = makePriceView(this.columns, order, rank);
    }
    return this.view;
  }
}
