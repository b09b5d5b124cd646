import { api } from '@shop/shared';
import type { ProductPage, ProductQuery } from '../../lib/catalog-types';
import { withSampleFallback } from '../../lib/catalog-source';
import { toApiQuery } from './query-params';

/** GET /api/v1/products: one page of products, filtered and sorted. */
export function getProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductPage> {
  return withSampleFallback(
    () =>
      api.get<ProductPage>('/api/v1/products', {
        query: toApiQuery(query, { withRelevance: false }),
        signal,
      }),
    async () => (await import('./sample-query')).listSample(query),
  );
}
