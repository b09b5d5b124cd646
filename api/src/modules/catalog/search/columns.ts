// The engine's storage: each product's filter and sort columns as typed arrays, the
// dictionaries that turn their strings into small numbers, the catalog in price order
// (PriceView), and the scratch arrays a query reuses. Every other part of the engine
// reads these; this file reads none of them.

/** A string dictionary: value <-> small integer (0 is "none"). */
export class Dictionary {
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

export class Lru<V> {
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

export function growInt32(array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
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

/** Every product's filter and sort columns, by its number here (0, 1, 2... as they came). */
export class Columns {
  size = 0;
  readonly ids: string[] = [];
  readonly docOf = new Map<string, number>();
  alive = new Uint8Array(0);
  price = new Float64Array(0);
  stock = new Int32Array(0);
  rating = new Float64Array(0);
  reviews = new Int32Array(0);
  featured = new Uint8Array(0);
  fresh = new Uint8Array(0);
  category = new Uint16Array(0);
  subCategory = new Uint16Array(0);
  brand = new Uint16Array(0);
  builder = new Uint16Array(0);
  created: string[] = [];
  readonly categories = new Dictionary();
  readonly subCategories = new Dictionary();
  readonly brands = new Dictionary();
  readonly builders = new Dictionary();

  ensureCapacity(size: number): void {
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
  }
}

/**
 * The live catalog in price order ("ranks": rank 0 is the cheapest, equal prices by
 * id), with the filter columns copied in that order. Text matches, shelves and results
 * are lists of ranks, so the price filter is a range of each list, the price sorts need
 * no sorting, and a query reads the columns front to back.
 */
export interface PriceView {
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

/** The view of `columns` in the order `order` (price ascending), `rank` its inverse. */
export function makePriceView(columns: Columns, order: Int32Array, rank: Int32Array): PriceView {
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
    view.price[r] = columns.price[doc]!;
    view.brand[r] = columns.brand[doc]!;
    view.category[r] = columns.category[doc]!;
    view.subCategory[r] = columns.subCategory[doc]!;
    view.builder[r] = columns.builder[doc]!;
    view.stock[r] = columns.stock[doc]!;
    view.featured[r] = columns.featured[doc]!;
    view.fresh[r] = columns.fresh[doc]!;
  }
  return view;
}

export interface FilterValues {
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
  /** The query's specification filters (spec-facets.ts), when it has any. */
  spec?: { passes(rank: number): boolean } | null;
}

/** Whether the product at `rank` passes every filter but the price. */
export function passes(view: PriceView, rank: number, f: FilterValues): boolean {
  return !(
    (f.category !== -1 && view.category[rank] !== f.category) ||
    (f.subSet !== null && f.subSet[view.subCategory[rank]!] !== 1) ||
    (f.brandSet !== null && f.brandSet[view.brand[rank]!] !== 1) ||
    (f.inStock && view.stock[rank]! <= 0) ||
    (f.builder !== -1 && view.builder[rank] !== f.builder) ||
    (f.featured !== -1 && view.featured[rank] !== f.featured) ||
    (f.isNew !== -1 && view.fresh[rank] !== f.isNew) ||
    (f.spec != null && !f.spec.passes(rank))
  );
}

/**
 * Per-query scratch, reused: a stamp per doc says whether the other arrays hold this
 * query's values, so nothing is cleared between queries.
 */
export class Scratch {
  private stamp = 0;
  seen = new Int32Array(0);
  score = new Uint16Array(0);
  hits = new Int32Array(0);
  hitScores = new Uint16Array(0);
  hitScores8 = new Uint8Array(0);
  members = new Int32Array(0);
  // Two pairs of scratch for the text match's intersections (one read while the other is
  // written): a fresh array per step was up to 600 kB outside the heap per query for a
  // broad word, freed only by the next garbage collection.
  matchDocs: [Int32Array<ArrayBuffer>, Int32Array<ArrayBuffer>] = [
    new Int32Array(0),
    new Int32Array(0),
  ];
  matchScores: [Uint16Array<ArrayBuffer>, Uint16Array<ArrayBuffer>] = [
    new Uint16Array(0),
    new Uint16Array(0),
  ];

  ensureCapacity(size: number): void {
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

  nextStamp(): number {
    this.stamp += 1;
    if (this.stamp === 0x7fffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }
}

export const EMPTY = new Int32Array(0);

/**
 * The first index of an ascending array whose value is at least `value` (with `above`,
 * greater than it): a list's position of a rank, or the first rank of a price.
 */
export function firstAtLeast(
  values: Int32Array | Float64Array,
  value: number,
  above = false,
): number {
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

export function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
