import { api, ApiError, type Product } from '@shop/shared';
import { withSampleFallback } from '../../lib/catalog-source';

export const PRODUCT_NOT_FOUND = 'Product not found';

/** GET /api/v1/products/slug/{slug}. Rejects with a 404 ApiError for an unknown slug. */
export function getProduct(slug: string, signal?: AbortSignal): Promise<Product> {
  return withSampleFallback(
    () => api.get<Product>(`/api/v1/products/slug/${encodeURIComponent(slug)}`, { signal }),
    async () => {
      const { SAMPLE_PRODUCTS } = await import('./sample-data');
      const product = SAMPLE_PRODUCTS.find((p) => p.slug === slug);
      if (!product)
        throw new ApiError({ status: 404, code: 'NOT_FOUND', message: PRODUCT_NOT_FOUND });
      return product;
    },
  );
}
