import { Dictionary, type PriceView } from './columns';
import { compareSpecValues } from './spec-values';
import { SPEC_FACETS, specValuesOf } from './spec-table';

// Specification facets (socket, memory capacity, screen size...): each product's facet
// values as small numbers, a query's `spec.<key>` filters as one bit per key, and the
// counts of a category's facets. The engine's one pass over the candidates asks
// `passes(rank)` of each and hands over those that pass every other filter; each facet's
// counts then skip only its own filter, as the brand facet's do.

export interface SpecFacet {
  key: string;
  label: string;
  values: { value: string; count: number }[];
}

/** A query's specification filters: key -> normalised values (any of them matches). */
export type SpecFilters = Readonly<Record<string, readonly string[]>>;

/** At most this many keys filtered at once (one bit each). */
const MAX_KEYS = 15;

export class SpecFacets {
  /** 'key=value' <-> code. */
  private readonly pairs = new Dictionary();
  /** code -> its key and value. */
  private readonly keyOf: string[] = [''];
  private readonly valueOf: string[] = [''];
  /** doc -> its codes (none: undefined). */
  private readonly docCodes: (Uint16Array | undefined)[] = [];
  /**
   * Each distinct list of codes once: many products share their specifications (a
   * model's editions and colours), and an array per product would cost far more memory.
   */
  private readonly lists = new Map<string, Uint16Array>();
  /** The codes in price order: rank r's are codes[start[r] .. start[r + 1]). */
  private byRank: { view: PriceView; start: Int32Array; codes: Uint16Array } | null = null;
  private candidates = new Int32Array(0);

  /** Notes a product's facet values (again after any change to it). */
  set(doc: number, category: string, subCategory: string | null, specifications: unknown): void {
    const values = specValuesOf(category, subCategory, specifications);
    const before = this.docCodes[doc];
    if (values.length === 0) {
      this.docCodes[doc] = undefined;
    } else {
      const codes = values.map((pair) => {
        const code = this.pairs.code(pair);
        if (code === this.keyOf.length) {
          const at = pair.indexOf('=');
          this.keyOf.push(pair.slice(0, at));
          this.valueOf.push(pair.slice(at + 1));
        }
        return code;
      });
      const name = codes.join(',');
      let list = this.lists.get(name);
      if (list === undefined) {
        list = Uint16Array.from(codes);
        this.lists.set(name, list);
      }
      this.docCodes[doc] = list;
    }
    if (before !== undefined || values.length > 0) this.byRank = null;
  }

  /**
   * What a query needs of the specification facets, or null when it neither filters by
   * them nor counts a category's (the engine's pass then skips them entirely).
   */
  begin(
    view: PriceView,
    filters: SpecFilters | undefined,
    category: string | undefined,
    withFacets: boolean,
  ): SpecQuery | null {
    const defs = withFacets && category !== undefined ? SPEC_FACETS[category] : undefined;
    const keys = Object.keys(filters ?? {})
      .filter((key) => (filters![key]?.length ?? 0) > 0)
      .slice(0, MAX_KEYS);
    if (keys.length === 0 && defs === undefined) return null;
    const bitOf = new Uint16Array(this.keyOf.length);
    const keyBitOf = new Uint16Array(this.keyOf.length);
    const chosen = new Set<number>();
    keys.forEach((key, i) => {
      const bit = 1 << i;
      for (let code = 1; code < this.keyOf.length; code += 1) {
        if (this.keyOf[code] === key) keyBitOf[code] = bit;
      }
      for (const value of filters![key]!) {
        const code = this.pairs.find(`${key}=${value}`);
        if (code === undefined) continue;
        bitOf[code] = bit;
        chosen.add(code);
      }
    });
    if (this.candidates.length < view.order.length) {
      this.candidates = new Int32Array(view.order.length);
    }
    return new SpecQuery(
      this.ranked(view),
      bitOf,
      keyBitOf,
      (1 << keys.length) - 1,
      defs === undefined
        ? null
        : { defs, keyOf: this.keyOf, valueOf: this.valueOf, chosen, candidates: this.candidates },
    );
  }

  private ranked(view: PriceView): { start: Int32Array; codes: Uint16Array } {
    if (this.byRank === null || this.byRank.view !== view) {
      const n = view.order.length;
      const start = new Int32Array(n + 1);
      for (let r = 0; r < n; r += 1) {
        start[r + 1] = start[r]! + (this.docCodes[view.order[r]!]?.length ?? 0);
      }
      const codes = new Uint16Array(start[n]!);
      for (let r = 0; r < n; r += 1) {
        const own = this.docCodes[view.order[r]!];
        if (own !== undefined) codes.set(own, start[r]!);
      }
      this.byRank = { view, start, codes };
    }
    return this.byRank;
  }
}

interface Counting {
  defs: readonly { key: string; label: string }[];
  keyOf: readonly string[];
  valueOf: readonly string[];
  chosen: ReadonlySet<number>;
  candidates: Int32Array;
}

/** One query's specification filters and facet counts. */
export class SpecQuery {
  /** Whether the query filters by a specification (else every product passes). */
  readonly filtering: boolean;
  private counted = 0;

  constructor(
    private readonly ranks: { start: Int32Array; codes: Uint16Array },
    /** code -> the bit of its key when the value is chosen, else 0. */
    private readonly bitOf: Uint16Array,
    /** code -> the bit of its key when the key is filtered, else 0. */
    private readonly keyBitOf: Uint16Array,
    private readonly full: number,
    private readonly counting: Counting | null,
  ) {
    this.filtering = full !== 0;
  }

  /** The bits of the filtered keys the product at `rank` has a chosen value of. */
  private mask(rank: number): number {
    const { start, codes } = this.ranks;
    let mask = 0;
    for (let i = start[rank]!, end = start[rank + 1]!; i < end; i += 1)
      mask |= this.bitOf[codes[i]!]!;
    return mask;
  }

  passes(rank: number): boolean {
    return !this.filtering || this.mask(rank) === this.full;
  }

  /** A product that passes every filter but the specifications' (counted by `facets`). */
  candidate(rank: number): void {
    if (this.counting !== null) this.counting.candidates[this.counted++] = rank;
  }

  /** The category's facets, each counted without its own filter; [] when not counting. */
  facets(): SpecFacet[] {
    const c = this.counting;
    if (c === null) return [];
    const { start, codes } = this.ranks;
    const counts = new Int32Array(this.bitOf.length);
    for (let k = 0; k < this.counted; k += 1) {
      const rank = c.candidates[k]!;
      const mask = this.filtering ? this.mask(rank) : 0;
      for (let i = start[rank]!, end = start[rank + 1]!; i < end; i += 1) {
        const code = codes[i]!;
        if ((mask | this.keyBitOf[code]!) === this.full) counts[code]! += 1;
      }
    }
    return c.defs.flatMap((def) => {
      const values: { value: string; count: number }[] = [];
      for (let code = 1; code < counts.length; code += 1) {
        if (c.keyOf[code] !== def.key) continue;
        // A chosen value stays listed (with 0) so that it can be unticked.
        if (counts[code]! > 0 || c.chosen.has(code)) {
          values.push({ value: c.valueOf[code]!, count: counts[code]! });
        }
      }
      if (values.length === 0) return [];
      values.sort((a, b) => compareSpecValues(a.value, b.value));
      return [{ key: def.key, label: def.label, values }];
    });
  }
}
