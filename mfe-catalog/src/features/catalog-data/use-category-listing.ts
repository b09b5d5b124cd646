import { useCatalogQuery } from '../../lib/catalog-query';
import type { ProductQuery } from '../../lib/catalog-types';
import { getProducts } from './get-products';
import { searchProducts } from './search-products';

/**
 * One page of a category's products with the brands and specifications on offer. The
 * list endpoint has no facets: they come, with exact counts, from the search endpoint
 * over the category with the listing's other filters (each facet without its own), and
 * are null until they are in. Page and sort do not change them, so they are not asked
 * again for those.
 */
export function useCategoryListing(slug: string, query: ProductQuery) {
  const facetQuery: ProductQuery = {
    category: slug,
    brands: query.brands,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    inStock: query.inStock,
    specs: query.specs,
    pageSize: 1,
  };
  const facets = useCatalogQuery(`facets:${JSON.stringify(facetQuery)}`, async (signal) => {
    const { facets: all } = await searchProducts(facetQuery, signal);
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
