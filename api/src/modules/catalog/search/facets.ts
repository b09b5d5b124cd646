import { Lru, passes, type FilterValues, type PriceView } from './columns';
import { WEIGHTS } from './weights';

// Facets and digests: counting a result's brands and categories, the price facet, and
// the digests of long lists that give those counts without reading the list.

const FACET_LIMIT = 50;
const BLOCK_SHIFT = 9;
/** Lists shorter than this are read whole. */
const DIGEST_MIN = 4_096;
/** About 0.1-0.3 MB each at 100k products: the bench's 30 terms and their words fit. */
const DIGEST_ENTRIES = 40;
const ASKED_ENTRIES = 4_096;

/** Sizes of the index's digests (see Digest); tests make them small to reach every path. */
export interface SearchIndexOptions {
  /** Lists shorter than this are read whole (default 4,096). */
  digestMin?: number;
  /** Running counts every 2^blockShift positions (default 9: 512). */
  blockShift?: number;
}

/**
 * What the index keeps of a long list of ranks (a broad word's products, a category's,
 * the whole catalog) to answer a query with no filter but the price and stock without
 * reading the list's range: which ranks it holds (and the word's weight there), and
 * running counts of brands, categories and weights every 2^shift positions, of all the
 * list's products and of those in stock. A range's counts are then two rows apart plus
 * at most two partial blocks.
 */
export interface Digest {
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

/** The digests kept, and which lists were asked for lately (what is asked twice is kept). */
export class Digests {
  private readonly digestMin: number;
  private readonly blockShift: number;
  private readonly digests = new Lru<Digest>(DIGEST_ENTRIES);
  private readonly asked = new Lru<true>(ASKED_ENTRIES);

  constructor(
    options: SearchIndexOptions,
    /** How many brand and category codes there are now. */
    private readonly codes: () => { brandCodes: number; categoryCodes: number },
  ) {
    this.digestMin = options.digestMin ?? DIGEST_MIN;
    this.blockShift = options.blockShift ?? BLOCK_SHIFT;
  }

  /** Whether `key` was asked for lately (and notes that it was). */
  askedBefore(key: string): boolean {
    if (this.asked.get(key) !== undefined) return true;
    this.asked.set(key, true);
    return false;
  }

  /**
   * The digest of a long list (see Digest), made on first use and again after any change
   * to the catalog; null for a short list, which is read whole.
   */
  digestOf(
    key: string,
    list: Int32Array,
    weights: Uint8Array | null,
    view: PriceView,
  ): Digest | null {
    if (list.length < this.digestMin) return null;
    const known = this.digests.get(key);
    if (known !== undefined && known.list === list && known.view === view) return known;
    // Made from the second time a list is asked for (a digest costs a pass over the list
    // and a byte per product of the catalog): a word asked once is read whole instead.
    if (known === undefined && !this.askedBefore(key)) return null;
    const digest = makeDigest(list, weights, view, { ...this.codes(), shift: this.blockShift });
    this.digests.set(key, digest);
    return digest;
  }
}

/** A digest's list split by brand: brand b's ranks, ascending, are ranks[start[b] .. start[b + 1]). */
export function brandLists(
  digest: Digest,
  view: PriceView,
): { start: Int32Array; ranks: Int32Array } {
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
export function rangeCounts(
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

/** A facet's values with a count, most first (then by name), at most FACET_LIMIT. */
export function topFacets(counts: Int32Array, names: readonly string[]) {
  const out: { value: string; count: number }[] = [];
  for (let code = 1; code < counts.length; code += 1) {
    if (counts[code]! > 0) out.push({ value: names[code]!, count: counts[code]! });
  }
  out.sort((a, b) =>
    b.count !== a.count ? b.count - a.count : a.value < b.value ? -1 : a.value > b.value ? 1 : 0,
  );
  return out.slice(0, FACET_LIMIT);
}

/**
 * The price facet ignores the price filter: the cheapest and dearest products of the
 * whole list that pass the other filters, found from its two ends (it is in price
 * order), so usually at once.
 */
export function priceFacet(
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
