import type { SummaryRow } from './catalog.repository';
import { toProductSummary } from './catalog.service';

// Every product's list item (ProductSummary), held by the search index's thread and kept
// in step with the database by the same looks that keep the index in step
// (catalog-index.ts), so a page of results is written without reading the database.
//
// Compact, because it holds the whole catalog: per product one flat JSON text of the
// text fields (id, name, slug, category, subCategory, brand, model) and typed arrays for
// the numbers (price, stock, rating...), which orders and the back office change most.
// The image is left out of the text when it is the usual path made from the slug
// (IMAGE_PREFIX + slug + IMAGE_SUFFIX, as the seed writes it). Measured on the bench's
// 100,000 products: about 35 MB of heap, and a list item written in 1-2 microseconds.

const FEATURED = 1;
const NEW = 2;
const OLD_PRICE = 4;
/** The image is IMAGE_PREFIX + slug + IMAGE_SUFFIX, not written in the text. */
const IMAGE_FROM_SLUG = 8;
const IMAGE_PREFIX = '/api/v1/images/products/';
const IMAGE_SUFFIX = '.svg';
const INITIAL_CAPACITY = 1_024;

export class SummaryStore {
  private size = 0;
  private readonly ownSlots = new Map<string, number>();

  /**
   * `slotOf` gives a product's place, e.g. the search index's own numbers for the same
   * products (then this store keeps no map of its own: 100k entries are megabytes).
   * Without it, places are given in the order products arrive.
   */
  constructor(
    private readonly slotOf: (id: string) => number | undefined = (id) => {
      let slot = this.ownSlots.get(id);
      if (slot === undefined) {
        slot = this.ownSlots.size;
        this.ownSlots.set(id, slot);
      }
      return slot;
    },
  ) {}

  /** JSON of the text fields, in the list item's key order: `{"id":…,…,"model":…}`. */
  private readonly text: string[] = [];
  /** Where the slug's JSON string ends in the text (after its closing quote). */
  private slugEnd = new Uint32Array(INITIAL_CAPACITY);
  /** The length of the slug's JSON string, quotes included. */
  private slugLength = new Uint32Array(INITIAL_CAPACITY);
  private flags = new Uint8Array(INITIAL_CAPACITY);
  private price = new Float64Array(INITIAL_CAPACITY);
  private oldPrice = new Float64Array(INITIAL_CAPACITY);
  private stockQuantity = new Float64Array(INITIAL_CAPACITY);
  private rating = new Float64Array(INITIAL_CAPACITY);
  private reviewCount = new Float64Array(INITIAL_CAPACITY);

  /** Adds or replaces products. Removing is done by building a fresh store. */
  upsert(rows: readonly SummaryRow[]): void {
    for (const row of rows) {
      const slot = this.slotOf(row.id);
      if (slot === undefined) continue;
      while (slot >= this.flags.length) this.grow();
      if (this.text[slot] === undefined) this.size += 1;
      // The service's own mapping, so numbers are converted and rounded as it does.
      const item = toProductSummary(row);
      const imageFromSlug = item.image === IMAGE_PREFIX + item.slug + IMAGE_SUFFIX;
      const head = `{"id":${JSON.stringify(item.id)}${field('name', item.name)}`;
      const slug = field('slug', item.slug);
      // Joined, not concatenated: join makes one flat string, where `+` and
      // JSON.stringify leave chains of pieces that cost more memory than the text.
      this.text[slot] = [
        head,
        slug,
        imageFromSlug ? '' : field('image', item.image),
        field('category', item.category),
        field('subCategory', item.subCategory),
        field('brand', item.brand),
        field('model', item.model),
        '}',
      ].join('');
      this.slugEnd[slot] = head.length + slug.length;
      this.slugLength[slot] = slug.length - ',"slug":'.length;
      this.flags[slot] =
        (item.isFeatured ? FEATURED : 0) |
        (item.isNew ? NEW : 0) |
        (item.oldPrice !== undefined ? OLD_PRICE : 0) |
        (imageFromSlug ? IMAGE_FROM_SLUG : 0);
      this.price[slot] = item.price;
      this.oldPrice[slot] = item.oldPrice ?? 0;
      this.stockQuantity[slot] = item.stockQuantity;
      this.rating[slot] = item.rating;
      this.reviewCount[slot] = item.reviewCount;
    }
  }

  get count(): number {
    return this.size;
  }

  /** The list item's JSON, the same text as `summaryJson` writes for the product's row. */
  json(id: string): string | undefined {
    const slot = this.slotOf(id);
    if (slot === undefined || this.text[slot] === undefined) return undefined;
    const flags = this.flags[slot]!;
    const quantity = this.stockQuantity[slot]!;
    const inStock = quantity > 0;
    const oldPrice = flags & OLD_PRICE ? `,"oldPrice":${number(this.oldPrice[slot]!)}` : '';
    return (
      // The text fields without their closing brace, then the numbers in the item's order.
      `${this.textFields(slot, flags)},"price":${number(this.price[slot]!)}${oldPrice}` +
      `,"stock":${inStock},"stockQuantity":${number(quantity)}` +
      `,"availability":${inStock ? '"In Stock"' : '"Out of Stock"'}` +
      `,"isFeatured":${(flags & FEATURED) !== 0},"isNew":${(flags & NEW) !== 0}` +
      `,"rating":${number(this.rating[slot]!)},"reviewCount":${number(this.reviewCount[slot]!)}}`
    );
  }

  /** The text fields' JSON without its closing brace, the image put back after the slug. */
  private textFields(slot: number, flags: number): string {
    const text = this.text[slot]!;
    if ((flags & IMAGE_FROM_SLUG) === 0) return text.slice(0, -1);
    const slugEnd = this.slugEnd[slot]!;
    // The slug's JSON without its quotes: JSON escapes each character on its own, so the
    // path's JSON is the prefix, the escaped slug and the suffix.
    const slug = text.slice(slugEnd - this.slugLength[slot]! + 1, slugEnd - 1);
    return `${text.slice(0, slugEnd)},"image":"${IMAGE_PREFIX}${slug}${IMAGE_SUFFIX}"${text.slice(slugEnd, -1)}`;
  }

  /** What a suggestion shows. */
  nameAndSlug(id: string): { name: string; slug: string } | undefined {
    const slot = this.slotOf(id);
    if (slot === undefined || this.text[slot] === undefined) return undefined;
    const { name, slug } = JSON.parse(this.text[slot]!) as { name: string; slug: string };
    return { name, slug };
  }

  private grow(): void {
    const capacity = this.flags.length * 2;
    this.slugEnd = grown(this.slugEnd, new Uint32Array(capacity));
    this.slugLength = grown(this.slugLength, new Uint32Array(capacity));
    this.flags = grown(this.flags, new Uint8Array(capacity));
    this.price = grown(this.price, new Float64Array(capacity));
    this.oldPrice = grown(this.oldPrice, new Float64Array(capacity));
    this.stockQuantity = grown(this.stockQuantity, new Float64Array(capacity));
    this.rating = grown(this.rating, new Float64Array(capacity));
    this.reviewCount = grown(this.reviewCount, new Float64Array(capacity));
  }
}

function grown<T extends Uint8Array | Uint32Array | Float64Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

/** `,"key":value` as JSON.stringify writes an object's field (nothing when undefined). */
function field(key: string, value: string | null | undefined): string {
  return value === undefined ? '' : `,"${key}":${JSON.stringify(value)}`;
}

/** A number as JSON.stringify writes it (null for NaN and the infinities). */
function number(value: number): string {
  return Number.isFinite(value) ? String(value) : 'null';
}
