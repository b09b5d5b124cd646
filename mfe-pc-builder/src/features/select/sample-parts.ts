import { builderSlot, type BuilderSlotId } from '@shop/shared';
import { judgeCandidate } from '../../lib/compatibility';
import type { BuildParts, BuilderProduct } from '../../lib/part-specs';
import type { PartsPage, PartsQuery } from './get-parts';
import parts from './sample-parts.json';

// The selection list's offline fallback: a few parts per core slot (sample-parts.json),
// shaped like the catalog's, filtered here with the same rules. Only used when the API
// cannot be reached, and the page says so; loaded on demand so its bytes cost nothing
// otherwise.

interface SamplePart {
  name: string;
  brand: string;
  price: number;
  builderSpecs: Record<string, unknown>;
}

// The compiler checks the file here: a key that is not a slot id, a missing field or a
// value of the wrong type fails the type check.
const PARTS: Partial<Record<BuilderSlotId, SamplePart[]>> &
  Record<Exclude<keyof typeof parts, BuilderSlotId>, never> = parts;

function toPart(
  slot: BuilderSlotId,
  { name, brand, price, builderSpecs }: SamplePart,
): BuilderProduct {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    id: `sample-${slug}`,
    name,
    slug,
    image: `/api/v1/images/products/${slug}.svg`,
    category: 'desktop-components',
    brand,
    price,
    stock: true,
    // No count is known offline: the list says 'In stock' without one.
    stockQuantity: 0,
    availability: 'In Stock',
    isFeatured: false,
    isNew: false,
    rating: 0,
    reviewCount: 0,
    builderCategory: builderSlot(slot)?.category,
    builderSpecs,
  };
}

/** The sample answer to a parts query, filtered and paged as the API would. */
export function sampleParts(query: PartsQuery, others: BuildParts): PartsPage {
  const all = (PARTS[query.slot] ?? []).map((part) => toPart(query.slot, part));
  const q = query.q?.trim().toLowerCase();
  const matching = all.filter(
    (part) =>
      (!query.brand || part.brand === query.brand) &&
      (query.maxPrice === undefined || part.price <= query.maxPrice) &&
      (!q || part.name.toLowerCase().includes(q)),
  );
  const fits = (part: BuilderProduct) => judgeCandidate(others, query.slot, part).fits;
  const fitting = query.compatibleOnly ? matching.filter(fits) : matching;
  // As the API lists them: those that fit first, then by the chosen order.
  const sorted = [...fitting].sort(
    (a, b) =>
      Number(fits(b)) - Number(fits(a)) ||
      (query.sort === 'name'
        ? a.name.localeCompare(b.name)
        : query.sort === 'price-desc'
          ? b.price - a.price
          : a.price - b.price),
  );
  const start = (query.page - 1) * query.pageSize;
  return {
    items: sorted.slice(start, start + query.pageSize),
    total: sorted.length,
    page: query.page,
    pageSize: query.pageSize,
    totalPages: Math.max(1, Math.ceil(sorted.length / query.pageSize)),
    brands: [...new Set(all.map((part) => part.brand ?? ''))].sort(),
    hiddenIncompatible: matching.length - fitting.length,
  };
}
