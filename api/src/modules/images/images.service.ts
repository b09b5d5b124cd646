import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { TtlCache } from '../../lib/ttl-cache';
import { kindOfCategory, kindOfProduct, kindOfSubcategory } from './art-kind';
import { findCategoryArt, findProductArt, findSubcategoryArt } from './images.repository';
import { SLIDES, productSvg, slideSvg, tileSvg } from './svg-artwork';

// Artwork is drawn on request from the row and kept in memory, not written at seed
// time: it always matches the row (a renamed product gets new art), a 100,000-product
// benchmark catalog needs no 100,000 files, and nothing on disk can drift from the
// database. Drawing one image takes well under a millisecond; the cache makes repeats
// a map look-up, and the ETag lets browsers revalidate with a 304 and no body.

const CACHE_ENTRIES = 5_000;
// Bounded so a renamed product's art is redrawn within minutes in every instance.
const CACHE_TTL_MS = 10 * 60_000;

export interface RenderedImage {
  svg: string;
  etag: string;
}

export interface ImagesDeps {
  db: Kysely<Database>;
  cache: TtlCache<string, RenderedImage>;
}

export function imagesDeps(db: Kysely<Database>): ImagesDeps {
  return { db, cache: new TtlCache<string, RenderedImage>(CACHE_ENTRIES, CACHE_TTL_MS) };
}

export function productImage(deps: ImagesDeps, slug: string): Promise<RenderedImage> {
  return cached(deps, `p:${slug}`, async () => {
    const row = await findProductArt(deps.db, slug);
    if (!row) return undefined;
    const { kind, fans } = kindOfProduct(row);
    return productSvg({ kind, brand: row.brand, model: row.model, ...(fans ? { fans } : {}) });
  });
}

export function categoryImage(deps: ImagesDeps, slug: string): Promise<RenderedImage> {
  return cached(deps, `c:${slug}`, async () => {
    const row = await findCategoryArt(deps.db, slug);
    return row ? tileSvg(kindOfCategory(row.slug), row.name, null) : undefined;
  });
}

export function subcategoryImage(deps: ImagesDeps, id: string): Promise<RenderedImage> {
  return cached(deps, `s:${id}`, async () => {
    const row = await findSubcategoryArt(deps.db, id);
    if (!row) return undefined;
    const kind = kindOfSubcategory(row.name) ?? kindOfCategory(row.categorySlug);
    return tileSvg(kind, row.name, row.categoryName);
  });
}

export function slideImage(deps: ImagesDeps, index: number): Promise<RenderedImage> {
  return cached(deps, `slide:${index}`, async () => {
    const slide = SLIDES[index - 1];
    return slide ? slideSvg(slide) : undefined;
  });
}

async function cached(
  deps: ImagesDeps,
  key: string,
  render: () => Promise<string | undefined>,
): Promise<RenderedImage> {
  const hit = deps.cache.get(key);
  if (hit) return hit;
  const svg = await render();
  if (svg === undefined) throw HttpError.notFound('Image not found', 'IMAGE_NOT_FOUND');
  const image = {
    svg,
    etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`,
  };
  deps.cache.set(key, image);
  return image;
}
