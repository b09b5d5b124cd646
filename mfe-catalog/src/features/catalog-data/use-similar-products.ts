import type { Product } from '@shop/shared';
import { useCatalogQuery } from '../../lib/catalog-query';
import { getProducts } from './get-products';

const SIMILAR_COUNT = 8;

/** Up to 8 other products of the product's category. */
export function useSimilarProducts(product: Product) {
  return useCatalogQuery(`similar:${product.category}:${product.id}`, async (signal) => {
    const page = await getProducts(
      { category: product.category, pageSize: SIMILAR_COUNT + 1 },
      signal,
    );
    return page.items.filter((p) => p.id !== product.id).slice(0, SIMILAR_COUNT);
  });
}
