import type { Sort } from '../catalog.schemas';
import type { Columns, PriceView, Scratch } from './columns';
import type { Digest } from './facets';
import type { IndexQuery } from './types';
import { MAX_SCORE, WEIGHTS } from './weights';

// Ranking: the page of a result in the order asked for. Every order is computed once;
// a page either sorts its candidates' positions in that order or walks the order until
// the page is full, whichever costs less. Relevance is score first, then most reviewed.

export type SortKey = Sort | 'listing' | 'popular';
export const SORT_KEYS: readonly SortKey[] = [
  'listing',
  'popular',
  'price-asc',
  'price-desc',
  'newest',
  'rating',
];

/** The price range as ranks [low, high), and stock per rank when only products in stock count. */
export interface WalkFilter {
  low: number;
  high: number;
  stock: Int32Array | null;
}

export class Ranking {
  private readonly orders = new Map<SortKey, { order: Int32Array; rank: Int32Array }>();

  constructor(
    private readonly columns: Columns,
    private readonly scratch: Scratch,
  ) {}

  /** A product's price, rating, reviews, featured or date changed, or one came. */
  clear(): void {
    this.orders.clear();
  }

  orderOf(key: SortKey): { order: Int32Array; rank: Int32Array } {
    let entry = this.orders.get(key);
    if (entry === undefined) {
      const { alive, ids, size } = this.columns;
      const docs: number[] = [];
      for (let doc = 0; doc < size; doc += 1) if (alive[doc] === 1) docs.push(doc);
      const byId = (a: number, b: number) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
      const compare = this.comparator(key, byId);
      docs.sort(compare);
      const order = Int32Array.from(docs);
      const rank = new Int32Array(size).fill(-1);
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
    const p = this.columns.price;
    const r = this.columns.rating;
    const n = this.columns.reviews;
    const c = this.columns.created;
    const f = this.columns.featured;
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

  /** The page of `results` (ranks in price order) in the query's order, as docs. */
  page(
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
   * The page from a digest: in price order straight from the list; in another order by
   * walking that order and keeping the products of the list in the price range (and in
   * stock when asked), which ends early when they are many. Null when the walk would
   * cost more than reading the range whole.
   */
  densePage(
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
          const docs = this.walk('popular', digest.member, weight + 1, keep, view, {
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
    return this.walk(key, digest.member, 0, keep, view, {
      from: first,
      to: end,
      matches: total,
      span,
    });
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
    view: PriceView,
    at: { from: number; to: number; matches: number; span: number },
  ): number[] | null {
    const { order } = this.orderOf(key);
    if ((at.to * order.length) / at.matches > at.span * 2) return null;
    const rankOf = view.rank;
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
  select(
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
    const mark = this.scratch.seen;
    const stamp = this.scratch.nextStamp();
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
        const members = this.scratch.members;
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
}
