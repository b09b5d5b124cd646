import type { QueryValue } from '@shop/shared';
import type { ProductQuery } from '../../lib/catalog-types';
import { DEFAULT_PAGE_SIZE } from './facets';

/** A ProductQuery as the API's query string (`brand` repeats; absent filters are left out). */
export function toApiQuery(
  query: ProductQuery,
  { withRelevance }: { withRelevance: boolean },
): Record<string, QueryValue> {
  return {
    q: query.q || undefined,
    exact: query.q && query.exact ? 'true' : undefined,
    category: query.category || undefined,
    subCategory: query.subCategory || undefined,
    brand: query.brands?.length ? query.brands : undefined,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    inStock: query.inStock ? 'true' : undefined,
    // The plain list has no relevance to sort by; its default order is the API's.
    sort: query.sort && (withRelevance || query.sort !== 'relevance') ? query.sort : undefined,
    featured: query.featured ? 'true' : undefined,
    isNew: query.isNew ? 'true' : undefined,
    ...Object.fromEntries(
      Object.entries(query.specs ?? {}).map(([key, values]) => [`spec.${key}`, values]),
    ),
    page: query.page ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
  };
}
