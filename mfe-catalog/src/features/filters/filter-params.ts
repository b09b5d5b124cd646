import { SORT_ORDERS, type ProductQuery, type SortOrder } from '../../lib/catalog-types';

// Every choice of a listing lives in the URL (docs/product.md D2), so back/forward and shared
// links restore it. These two functions are the only translation between the two.

export interface ListingFilters {
  q: string;
  /** Search `q` as typed, not corrected (`exact=true`). */
  exact?: boolean;
  category?: string;
  brands: string[];
  /** Whole taka. */
  minPrice?: number;
  /** Whole taka. */
  maxPrice?: number;
  inStock: boolean;
  /** Specification filters: facet key -> chosen values (`spec.<key>` in the URL). */
  specs: Record<string, string[]>;
  sort?: SortOrder;
  page: number;
}

export const EMPTY_FILTERS: ListingFilters = {
  q: '',
  brands: [],
  inStock: false,
  specs: {},
  page: 1,
};

const SPEC_PREFIX = 'spec.';
/** A facet key as the API names them (socket, memory-capacity...). */
const SPEC_KEY = /^[a-z0-9-]{1,40}$/;

/** `spec.<key>` parameters, each key's values de-duplicated and sorted. */
function parseSpecs(params: URLSearchParams): Record<string, string[]> {
  const specs: Record<string, string[]> = {};
  for (const name of new Set(params.keys())) {
    if (!name.startsWith(SPEC_PREFIX)) continue;
    const key = name.slice(SPEC_PREFIX.length);
    if (!SPEC_KEY.test(key)) continue;
    const values = [
      ...new Set(
        params
          .getAll(name)
          .map((v) => v.trim())
          .filter((v) => v.length > 0 && v.length <= 40),
      ),
    ];
    if (values.length > 0) specs[key] = values.sort((a, b) => a.localeCompare(b));
  }
  return specs;
}

function wholeNumber(raw: string | null, min: number): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  return value >= min ? value : undefined;
}

/** Reads a listing's filters from the query string; anything malformed is ignored. */
export function parseFilters(params: URLSearchParams): ListingFilters {
  const sort = params.get('sort');
  const brands = [
    ...new Set(
      params
        .getAll('brand')
        .map((b) => b.trim())
        .filter(Boolean),
    ),
  ];
  let minPrice = wholeNumber(params.get('minPrice'), 0);
  let maxPrice = wholeNumber(params.get('maxPrice'), 0);
  // A range typed backwards still means the range between the two.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q: params.get('q')?.trim() ?? '',
    ...(params.get('exact') === 'true' ? { exact: true } : {}),
    category: params.get('category')?.trim() || undefined,
    brands: brands.sort((a, b) => a.localeCompare(b)),
    minPrice,
    maxPrice,
    inStock: params.get('inStock') === 'true',
    specs: parseSpecs(params),
    sort: SORT_ORDERS.includes(sort as SortOrder) ? (sort as SortOrder) : undefined,
    page: wholeNumber(params.get('page'), 1) ?? 1,
  };
}

/** The query string of a listing, in a stable order, leaving defaults out. */
export function filtersToParams(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.q && filters.exact) params.set('exact', 'true');
  if (filters.category) params.set('category', filters.category);
  for (const brand of [...filters.brands].sort((a, b) => a.localeCompare(b)))
    params.append('brand', brand);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.inStock) params.set('inStock', 'true');
  for (const key of Object.keys(filters.specs).sort()) {
    for (const value of [...filters.specs[key]!].sort((a, b) => a.localeCompare(b)))
      params.append(`${SPEC_PREFIX}${key}`, value);
  }
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** What the API is asked for a listing's filters. */
export function filtersToQuery(filters: ListingFilters, pageSize: number): ProductQuery {
  return {
    q: filters.q || undefined,
    exact: filters.exact || undefined,
    category: filters.category,
    brands: filters.brands,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    inStock: filters.inStock || undefined,
    specs: Object.keys(filters.specs).length > 0 ? filters.specs : undefined,
    sort: filters.sort,
    page: filters.page,
    pageSize,
  };
}
