import type { Product } from '@shop/shared';
import type { ProductPage, ProductQuery, SearchPage, Suggestion } from '../../lib/catalog-types';
import { DEFAULT_PAGE_SIZE, facetsOf } from './facets';
import { SAMPLE_PRODUCTS } from './sample-data';

// The API's filters, sort and paging applied to the bundled sample data, so a shopper who
// is offline still gets a working search and category page, not a frozen list.

const createdAt = (p: Product) => (p as Product & { createdAt?: string }).createdAt ?? '';

function matchesText(product: Product, q: string): boolean {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = [
    product.name,
    product.brand,
    product.model,
    product.category,
    product.subCategory,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

function withoutFacetFilters(products: Product[], query: ProductQuery): Product[] {
  return products.filter(
    (p) =>
      (!query.q || matchesText(p, query.q)) &&
      (!query.category || p.category === query.category) &&
      (!query.subCategory ||
        (p.subCategory ?? '').toLowerCase() === query.subCategory.toLowerCase()) &&
      (!query.featured || p.isFeatured) &&
      (!query.isNew || p.isNew),
  );
}

function applyFacetFilters(products: Product[], query: ProductQuery): Product[] {
  return products.filter(
    (p) =>
      (!query.brands?.length || query.brands.includes(p.brand ?? '')) &&
      (query.minPrice === undefined || p.price >= query.minPrice) &&
      (query.maxPrice === undefined || p.price <= query.maxPrice) &&
      (!query.inStock || Boolean(p.stock)),
  );
}

function sorted(products: Product[], query: ProductQuery): Product[] {
  const list = [...products];
  switch (query.sort) {
    case 'price-asc':
      return list.sort((a, b) => a.price - b.price);
    case 'price-desc':
      return list.sort((a, b) => b.price - a.price);
    case 'newest':
      return list.sort((a, b) => createdAt(b).localeCompare(createdAt(a)));
    case 'rating':
      return list.sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0));
    default:
      return list;
  }
}

export function querySample(
  query: ProductQuery,
  products: Product[] = SAMPLE_PRODUCTS,
): SearchPage {
  const scope = withoutFacetFilters(products, query);
  const matches = sorted(applyFacetFilters(scope, query), query);
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = Math.max(1, query.page ?? 1);
  return {
    items: matches.slice((page - 1) * pageSize, page * pageSize),
    total: matches.length,
    page,
    pageSize,
    facets: facetsOf(scope),
  };
}

export function listSample(query: ProductQuery): ProductPage {
  const { items, total, page, pageSize } = querySample(query);
  return { items, total, page, pageSize };
}

export function suggestSample(q: string): Suggestion[] {
  const text = q.trim();
  if (!text) return [];
  return SAMPLE_PRODUCTS.filter((p) => matchesText(p, text))
    .slice(0, 5)
    .map(({ name, slug }) => ({ name, slug }));
}
