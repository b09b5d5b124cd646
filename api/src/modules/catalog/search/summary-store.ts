import { ByteWriter } from '../../../lib/byte-writer';
import type { SummaryRow } from '../catalog.repository';
import { toProductSummary } from '../catalog-json';

// Every product's list item (ProductSummary), held by the search index's thread and kept
// in step with the database by the same looks that keep the index in step
// (catalog-index.ts), so a page of results is written without reading the database.
//
// Compact, because it holds the whole catalog: each product's list item as UTF-8 JSON,
// all in one shared buffer, without the image when it is the usual path made from the
// slug (IMAGE_PREFIX + slug + IMAGE_SUFFIX, as the seed writes it; about 90 bytes a
// product). A page is a few copies per product out of that buffer (`write`): no string
// made per product, and one place in memory to read for each. A changed product's item
// is written again at the end of the buffer (a look reads whole rows, so price and stock
// come with the rest) and the old bytes left until the buffer is full, then the buffer
// is compacted.

const IMAGE_PREFIX = '/api/v1/images/products/';
const IMAGE_SUFFIX = '.svg';
const INITIAL_CAPACITY = 1_024;
const INITIAL_TEXT_BYTES = 64 * 1024;
/** Per product in `places`: where its item starts, its length (0: none), and where its slug's JSON string ends and how long it is (0: the image is in the item). */
const START = 0;
const LENGTH = 1;
const SLUG_END = 2;
const SLUG_LENGTH = 3;
const PLACE = 4;

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();
const IMAGE_HEAD = utf8.encode(`,"image":"${IMAGE_PREFIX}`);
const IMAGE_TAIL = utf8.encode(`${IMAGE_SUFFIX}"`);

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

  /** Every product's list item, UTF-8 JSON, where `places` says. */
  private text = new Uint8Array(INITIAL_TEXT_BYTES);
  /** Bytes of `text` in use, stale ones included. */
  private textUsed = 0;
  /** Bytes of `text` that belong to a product now. */
  private textLive = 0;
  /** PLACE numbers per slot (START, LENGTH, SLUG_END, SLUG_LENGTH). */
  private places = new Uint32Array(INITIAL_CAPACITY * PLACE);

  /** Adds or replaces products. Removing is done by building a fresh store. */
  upsert(rows: readonly SummaryRow[]): void {
    for (const row of rows) {
      const slot = this.slotOf(row.id);
      if (slot === undefined) continue;
      while ((slot + 1) * PLACE > this.places.length) this.grow();
      // The service's own mapping, so numbers are converted and rounded as it does, in
      // the order of its keys (toProductSummary's).
      const item = toProductSummary(row);
      const imageFromSlug = item.image === IMAGE_PREFIX + item.slug + IMAGE_SUFFIX;
      const head = `{"id":${JSON.stringify(item.id)}${field('name', item.name)}`;
      const slug = field('slug', item.slug);
      const inStock = item.stockQuantity > 0;
      const bytes = utf8.encode(
        head +
          slug +
          (imageFromSlug ? '' : field('image', item.image)) +
          field('category', item.category) +
          field('subCategory', item.subCategory) +
          field('brand', item.brand) +
          field('model', item.model) +
          `,"price":${number(item.price)}` +
          (item.oldPrice !== undefined ? `,"oldPrice":${number(item.oldPrice)}` : '') +
          `,"stock":${inStock},"stockQuantity":${number(item.stockQuantity)}` +
          `,"availability":${inStock ? '"In Stock"' : '"Out of Stock"'}` +
          `,"isFeatured":${item.isFeatured},"isNew":${item.isNew}` +
          `,"rating":${number(item.rating)},"reviewCount":${number(item.reviewCount)}}`,
      );
      this.place(slot, bytes);
      // JSON.stringify escapes lone surrogates, so every piece is well-formed UTF-16 and
      // its UTF-8 length is that of its own encoding.
      const slugBytes = utf8.encode(slug).length;
      const at = slot * PLACE;
      this.places[at + SLUG_END] = imageFromSlug ? utf8.encode(head).length + slugBytes : 0;
      this.places[at + SLUG_LENGTH] = imageFromSlug ? slugBytes - ',"slug":'.length : 0;
    }
  }

  get count(): number {
    return this.size;
  }

  /** Whether a product is at `slot`. */
  has(slot: number): boolean {
    return (slot + 1) * PLACE <= this.places.length && this.places[slot * PLACE + LENGTH] !== 0;
  }

  /**
   * Writes the list item at `slot` (the same JSON as `summaryJson` writes for the
   * product's row); nothing when no product is there (see `has`).
   */
  write(slot: number, out: ByteWriter): void {
    if (!this.has(slot)) return;
    const at = slot * PLACE;
    const start = this.places[at + START]!;
    const end = start + this.places[at + LENGTH]!;
    const slugLength = this.places[at + SLUG_LENGTH]!;
    if (slugLength === 0) {
      out.copy(this.text, start, end);
      return;
    }
    // The slug's JSON without its quotes: JSON escapes each character on its own, so the
    // path's JSON is the prefix, the escaped slug and the suffix.
    const slugEnd = start + this.places[at + SLUG_END]!;
    out
      .copy(this.text, start, slugEnd)
      .copy(IMAGE_HEAD, 0, IMAGE_HEAD.length)
      .copy(this.text, slugEnd - slugLength + 1, slugEnd - 1)
      .copy(IMAGE_TAIL, 0, IMAGE_TAIL.length)
      .copy(this.text, slugEnd, end);
  }

  /** A product's list item as JSON text (what `write` writes). */
  json(id: string): string | undefined {
    const slot = this.slotOf(id);
    if (slot === undefined || !this.has(slot)) return undefined;
    const out = new ByteWriter(1024);
    this.write(slot, out);
    return fromUtf8.decode(out.take());
  }

  /** What a suggestion shows. */
  nameAndSlug(id: string): { name: string; slug: string } | undefined {
    const slot = this.slotOf(id);
    if (slot === undefined || !this.has(slot)) return undefined;
    const start = this.places[slot * PLACE + START]!;
    const end = start + this.places[slot * PLACE + LENGTH]!;
    const { name, slug } = JSON.parse(fromUtf8.decode(this.text.subarray(start, end))) as {
      name: string;
      slug: string;
    };
    return { name, slug };
  }

  /** Puts a product's item at the end of the text buffer (its old one becomes stale). */
  private place(slot: number, bytes: Uint8Array): void {
    const at = slot * PLACE;
    const old = this.places[at + LENGTH]!;
    if (old === 0) this.size += 1;
    this.textLive += bytes.length - old;
    // Its old item is left where it is, stale, until the buffer is full.
    this.places[at + LENGTH] = 0;
    if (this.textUsed + bytes.length > this.text.length) this.compact();
    this.text.set(bytes, this.textUsed);
    this.places[at + START] = this.textUsed;
    this.places[at + LENGTH] = bytes.length;
    this.textUsed += bytes.length;
  }

  /**
   * Copies the products' items into a buffer where they take at most three quarters,
   * leaving the rest for the items of changed products until the next compaction.
   */
  private compact(): void {
    let capacity = this.text.length;
    while (this.textLive * 4 > capacity * 3) capacity = Math.ceil(capacity * 1.5);
    const text = new Uint8Array(capacity);
    let used = 0;
    for (let at = 0; at < this.places.length; at += PLACE) {
      const length = this.places[at + LENGTH]!;
      if (length === 0) continue;
      const start = this.places[at + START]!;
      text.set(this.text.subarray(start, start + length), used);
      this.places[at + START] = used;
      used += length;
    }
    this.text = text;
    this.textUsed = used;
  }

  private grow(): void {
    const places = new Uint32Array(this.places.length * 2);
    places.set(this.places);
    this.places = places;
  }
}

/** `,"key":value` as JSON.stringify writes an object's field (nothing when undefined). */
function field(key: string, value: string | null | undefined): string {
  return value === undefined ? '' : `,"${key}":${JSON.stringify(value)}`;
}

/** A number as JSON.stringify writes it (null for NaN and the infinities). */
function number(value: number): string {
  return Number.isFinite(value) ? String(value) : 'null';
}
