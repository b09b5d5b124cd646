import { useCatalogQuery } from '../../lib/catalog-query';
import type { ProductQuery } from '../../lib/catalog-types';
import { getProducts } from './get-products';
import { searchProducts } from './search-products';

/**
 * One page of a category's products with the brands on offer. The list endpoint has no
 * facets: the brands, with exact counts, come from the search endpoint over the whole
 * category (null until they are in).
 */
export function useCategoryListing(slug: string, query: ProductQuery) {
  const facets = useCatalogQuery(`facets:${slug}`, async (signal) => {
    const { facets: all } = await searchProducts({ category: slug, pageSize: 1 }, signal);
    return { ...all, brands: [...all.brands].sort((a, b) => a.value.localeCompare(b.value)) };
  });
  const products = useCatalogQuery(`list:${JSON.stringify(query)}`, (signal) =>
    getProducts(query, signal),
  );
  return products.status === 'success'
    ? {
        status: 'success' as const,
        retry: products.retry,
        data: { ...products.data, facets: facets.status === 'success' ? facets.data : null },
      }
    : products;
}
