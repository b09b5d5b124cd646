import MiniSearch, { type Query } from 'minisearch';
import type { Sort } from '../../src/modules/catalog/catalog.schemas';
import { productTypes, typeTerm } from '../../src/modules/catalog/search/product-types';
import type {
  FacetCounts,
  IndexAnswer,
  IndexFilters,
  IndexQuery,
  IndexRow,
} from '../../src/modules/catalog/search/types';
import { indexWords, tokenize } from '../../src/modules/catalog/search/vocabulary';

// An experiment, not used by the API: the same engine surface as search/engine.ts
// (upsert, query, suggest; the answer's page as the engine's own product numbers) on
// MiniSearch, a kept in-process library with prefix and typo-tolerant ("fuzzy") search,
// so the benches and the judged queries can compare the two. MiniSearch finds and
// scores the matches (its BM25 with the same field weights, its own fuzzy matching at
// 1 edit from 5 letters and 2 from 9); filters, facets that each ignore their own
// filter, and the sorts are a pass over its results here, as the library has none.
// The product-type vocabulary is the engine's own: a type word becomes an OR of the
// type's terms and the word itself.

const BOOST = { name: 10, brand: 6, model: 6, category: 2, description: 1, type: 30 };
const FACET_LIMIT = 50;

interface Doc {
  id: number;
  name: string;
  brand: string;
  model: string;
  category: string;
  description: string;
  type: string;
}

export class MiniSearchIndex {
  private readonly search = new MiniSearch<Doc>({
    fields: ['name', 'brand', 'model', 'category', 'description', 'type'],
    // The engine's own cutting into words: units, model-number parts and joins.
    tokenize: (text, field) =>
      field === 'type' ? text.split(' ') : indexWords(text, field === 'name' || field === 'model'),
    processTerm: (term) => term,
  });
  private readonly rows: IndexRow[] = [];
  private readonly docOf = new Map<string, number>();

  get count(): number {
    return this.docOf.size;
  }

  docNumber(id: string): number | undefined {
    return this.docOf.get(id);
  }

  idOf(doc: number): string | undefined {
    return this.rows[doc]?.id;
  }

  upsert(rows: readonly IndexRow[]): void {
    for (const row of rows) {
      let doc = this.docOf.get(row.id);
      const fresh = doc === undefined;
      if (doc === undefined) {
        doc = this.rows.length;
        this.docOf.set(row.id, doc);
      }
      this.rows[doc] = row;
      const types = [typeTerm('category', row.category)];
      if (row.sub_category !== null) types.push(typeTerm('sub', row.sub_category));
      const entry: Doc = {
        id: doc,
        name: row.name,
        brand: row.brand,
        model: row.model,
        category: row.sub_category === null ? row.category : `${row.category} ${row.sub_category}`,
        description: row.description,
        // Spaces inside a sub-category's term would split it: kept whole with \u0003.
        type: types.map((t) => t.replaceAll(' ', '\u0003')).join(' '),
      };
      if (fresh) this.search.add(entry);
      else this.search.replace(entry);
    }
  }

  prepare(): void {}

  query(query: IndexQuery): IndexAnswer {
    const words = tokenize(query.text);
    let matches: { doc: number; score: number }[];
    if (words.length === 0) {
      matches = this.rows.map((_, doc) => ({ doc, score: 0 }));
    } else {
      const found = this.search.search(this.tree(words, query.exact === true), {
        boost: BOOST,
      });
      matches = found.map((r) => ({ doc: r.id as number, score: r.score }));
    }
    const f = query.filters;
    const subCategory = f.subCategory?.toLowerCase();
    const passCategory = (row: IndexRow) =>
      (f.category === undefined || row.category === f.category) &&
      (subCategory === undefined || row.sub_category?.toLowerCase() === subCategory);
    const passBrand = (row: IndexRow) =>
      f.brands === undefined || f.brands.length === 0 || f.brands.includes(row.brand);
    const passPrice = (row: IndexRow) => {
      const price = Number(row.price);
      return (
        (f.minPrice === undefined || price >= f.minPrice) &&
        (f.maxPrice === undefined || price <= f.maxPrice)
      );
    };
    const passOther = (row: IndexRow) => passRest(row, f);
    const results: { doc: number; score: number }[] = [];
    const brands = new Map<string, number>();
    const categories = new Map<string, number>();
    let min = Infinity;
    let max = -Infinity;
    for (const match of matches) {
      const row = this.rows[match.doc]!;
      const c = passCategory(row);
      const b = passBrand(row);
      const p = passPrice(row);
      const o = passOther(row);
      if (c && b && p && o) results.push(match);
      if (!query.withFacets) continue;
      if (c && p && o) brands.set(row.brand, (brands.get(row.brand) ?? 0) + 1);
      if (b && p && o) categories.set(row.category, (categories.get(row.category) ?? 0) + 1);
      if (c && b && o) {
        min = Math.min(min, Number(row.price));
        max = Math.max(max, Number(row.price));
      }
    }
    results.sort(this.comparator(query.sort, words.length > 0));
    const facets: FacetCounts | null = query.withFacets
      ? {
          brands: top(brands),
          categories: top(categories),
          price: min === Infinity ? { min: 0, max: 0 } : { min, max },
          // The experiment does not model specification facets.
          specs: [],
        }
      : null;
    return {
      docs: results.slice(query.offset, query.offset + query.limit).map((r) => r.doc),
      total: results.length,
      facets,
      corrected: null,
    };
  }

  suggest(text: string, limit: number): string[] {
    const words = tokenize(text);
    if (words.length === 0) return [];
    return this.search
      .search(this.tree(words, false), {
        boost: BOOST,
        fields: ['name', 'brand', 'model', 'type'],
      })
      .slice(0, limit)
      .map((r) => this.rows[r.id as number]!.id);
  }

  /** Every word (a type word: its type's terms or itself), prefix and fuzzy. */
  private tree(words: readonly string[], exact: boolean): Query {
    const { phrases } = productTypes();
    const queries: Query[] = [];
    for (let i = 0; i < words.length; i += 1) {
      const two = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : undefined;
      const phrase = two !== undefined && phrases.has(two) ? two : words[i]!;
      const terms = phrases.get(phrase);
      if (phrase === two) i += 1;
      const word: Query = {
        queries: [phrase.includes(' ') ? phrase.split(' ')[0]! : phrase],
        prefix: true,
        fuzzy: (term: string) =>
          exact || term.length < 5 || /\d/.test(term) ? false : term.length >= 9 ? 2 : 1,
      };
      queries.push(
        terms === undefined
          ? word
          : {
              combineWith: 'OR',
              queries: [
                ...terms.map((t) => ({
                  queries: [t.replaceAll(' ', '\u0003')],
                  fields: ['type'],
                  tokenize: (s: string) => [s],
                })),
                ...(phrase.includes(' ') ? [] : [word]),
              ],
            },
      );
    }
    return { combineWith: 'AND', queries };
  }

  private comparator(
    sort: Sort,
    hasText: boolean,
  ): (a: { doc: number; score: number }, b: { doc: number; score: number }) => number {
    const r = this.rows;
    const num = (doc: number, key: keyof IndexRow) => Number(r[doc]![key]);
    const byId = (a: number, b: number) => (r[a]!.id < r[b]!.id ? -1 : r[a]!.id > r[b]!.id ? 1 : 0);
    switch (sort) {
      case 'price-asc':
        return (a, b) => num(a.doc, 'price') - num(b.doc, 'price') || byId(a.doc, b.doc);
      case 'price-desc':
        return (a, b) => num(b.doc, 'price') - num(a.doc, 'price') || byId(a.doc, b.doc);
      case 'newest':
        return (a, b) =>
          r[b.doc]!.created_at.localeCompare(r[a.doc]!.created_at) || byId(a.doc, b.doc);
      case 'rating':
        return (a, b) =>
          num(b.doc, 'rating') - num(a.doc, 'rating') ||
          num(b.doc, 'review_count') - num(a.doc, 'review_count') ||
          byId(a.doc, b.doc);
      case 'relevance':
        return hasText
          ? (a, b) =>
              b.score - a.score ||
              num(b.doc, 'review_count') - num(a.doc, 'review_count') ||
              byId(a.doc, b.doc)
          : (a, b) =>
              num(b.doc, 'is_featured') - num(a.doc, 'is_featured') ||
              num(b.doc, 'review_count') - num(a.doc, 'review_count') ||
              byId(a.doc, b.doc);
    }
  }
}

function passRest(row: IndexRow, f: IndexFilters): boolean {
  return (
    (f.inStock !== true || Number(row.stock_quantity) > 0) &&
    (f.builderCategory === undefined || row.builder_category === f.builderCategory) &&
    (f.featured === undefined || (Number(row.is_featured) === 1) === f.featured) &&
    (f.isNew === undefined || (Number(row.is_new) === 1) === f.isNew)
  );
}

function top(counts: Map<string, number>) {
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
    .slice(0, FACET_LIMIT);
}
