import { lowerBound, type Columns, type PriceView, type Scratch } from './columns';
import type { Postings } from './postings';
import type { Ranking } from './ranking';
import type { QueryTerm } from './query-words';
import { FIELD_BITS, SUGGEST_FIELDS } from './weights';

// Suggestions: the most reviewed products whose name, brand or model hold a word
// starting with each typed prefix, read from each product's name words kept as term
// numbers (a prefix's words are a range of them), about 10 per product.

/** A step of a walk (several words checked) against a posting collected, roughly. */
const WALK_STEP_COST = 8;

interface NameIndex {
  /** A product's words are words[offsets[doc] .. offsets[doc + 1]). */
  offsets: Int32Array;
  words: Int32Array;
  /** The products with term t in these fields are termDocs[termStart[t] .. termStart[t + 1]). */
  termStart: Int32Array;
  termDocs: Int32Array;
}

/**
 * Whether a product's name words hold, for each term, a word in one of its ranges
 * ([ranges[k], ranges[k + 1]) for k of the term, two numbers a range).
 */
function hasWords(names: NameIndex, doc: number, terms: readonly number[][]): boolean {
  const { offsets, words } = names;
  for (const ranges of terms) {
    let has = false;
    for (let at = offsets[doc]!; at < offsets[doc + 1]! && !has; at += 1) {
      const word = words[at]!;
      for (let k = 0; k < ranges.length && !has; k += 2) {
        has = word >= ranges[k]! && word < ranges[k + 1]!;
      }
    }
    if (!has) return false;
  }
  return true;
}

export class Suggester {
  /** What suggestions read (see nameWords); rebuilt after a text change. */
  private nameIndex: NameIndex | null = null;

  constructor(
    private readonly columns: Columns,
    private readonly postings: Postings,
    private readonly ranking: Ranking,
    private readonly scratch: Scratch,
  ) {}

  /** The catalog's words changed. */
  clear(): void {
    this.nameIndex = null;
  }

  /** Builds what suggestions read now rather than on the first one. */
  prepare(): void {
    this.nameWords();
  }

  /**
   * Ids of up to `limit` products whose name, brand, model or type hold a word starting
   * with one of each term's prefixes (misspelt words already corrected, as for results).
   */
  suggest(terms: readonly QueryTerm[], limit: number, view: PriceView): string[] {
    if (terms.length === 0) return [];
    return this.named(terms, limit, view);
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
  private named(words: readonly QueryTerm[], limit: number, view: PriceView): string[] {
    const names = this.nameWords();
    const terms = this.postings.terms();
    const ids = this.columns.ids;
    const ranges: number[][] = [];
    let rarest = 0;
    let fewest = Infinity;
    for (const word of words) {
      const own: number[] = [];
      let postings = 0;
      for (const prefix of word.prefixes) {
        const low = lowerBound(terms, prefix);
        const high = lowerBound(terms, `${prefix}\uffff`);
        own.push(low, high);
        postings += names.termStart[high]! - names.termStart[low]!;
      }
      if (postings < fewest) {
        fewest = postings;
        rarest = ranges.length;
      }
      ranges.push(own);
    }
    if (fewest === 0) return [];
    const { order } = this.ranking.orderOf('popular');
    // The walk takes about limit × catalog / matches steps, and matches are at most the
    // fewest postings; collecting takes those postings.
    if (fewest * fewest >= limit * order.length * WALK_STEP_COST) {
      const found: string[] = [];
      // Far fewer matches than postings (one product has several of the words): collect.
      const budget = (4 * limit * order.length) / fewest;
      for (let i = 0; i < order.length && found.length < limit; i += 1) {
        if (i > budget) break;
        if (hasWords(names, order[i]!, ranges)) found.push(ids[order[i]!]!);
      }
      if (found.length === limit) return found;
    }
    // The rarest prefix's products (a product may hold several of its words: once).
    const { termStart, termDocs } = names;
    const seen = this.scratch.seen;
    const stamp = this.scratch.nextStamp();
    const members = this.scratch.members;
    let count = 0;
    const own = ranges[rarest]!;
    for (let k = 0; k < own.length; k += 2) {
      for (let at = termStart[own[k]!]!; at < termStart[own[k + 1]!]!; at += 1) {
        const doc = termDocs[at]!;
        if (seen[doc] === stamp || view.rank[doc]! < 0) continue;
        seen[doc] = stamp;
        if (hasWords(names, doc, ranges)) members[count++] = view.rank[doc]!;
      }
    }
    const end = Math.min(limit, count);
    if (end === 0) return [];
    return this.ranking
      .select(members.subarray(0, count), 'popular', 0, end, view)
      .map((doc) => ids[doc]!);
  }

  /**
   * Each product's name, brand and model words as term numbers (positions in terms()),
   * ascending, and how many such postings come before each term (a prefix's in two
   * look-ups). About 10 numbers a product.
   */
  private nameWords(): NameIndex {
    if (this.nameIndex === null) {
      const terms = this.postings.terms();
      const size = this.columns.size;
      const offsets = new Int32Array(size + 1);
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
      for (let doc = 0; doc < size; doc += 1) offsets[doc + 1]! += offsets[doc]!;
      const words = new Int32Array(offsets[size]!);
      const termDocs = new Int32Array(termStart[terms.length]!);
      const fill = offsets.slice(0, size);
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
}
