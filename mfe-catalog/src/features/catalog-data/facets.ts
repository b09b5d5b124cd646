import type { Product } from '@shop/shared';
import type { FacetCount, SearchFacets } from '../../lib/catalog-types';

export const DEFAULT_PAGE_SIZE = 12;

function count(values: string[]): FacetCount[] {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([value, n]) => ({ value, count: n }))
    .sort((a, b) => a.value.localeCompare(b.value));
}

/** Brand, category and price facets of a list of products (what the search endpoint returns). */
export function facetsOf(products: Product[]): SearchFacets {
  const prices = products.map((p) => p.price);
  return {
    brands: count(products.map((p) => p.brand ?? '')),
    categories: count(products.map((p) => p.category)),
    price: {
      min: prices.length ? Math.min(...prices) : 0,
      max: prices.length ? Math.max(...prices) : 0,
    },
    // The sample data carries no specification facets.
    specs: [],
  };
}
