import { api } from '@shop/shared';
import type { ProductQuery, SearchPage } from '../../lib/catalog-types';
import { withSampleFallback } from '../../lib/catalog-source';
import { toApiQuery } from './query-params';

/** GET /api/v1/products/search: results with brand, category and price facets. */
export function searchProducts(query: ProductQuery, signal?: AbortSignal): Promise<SearchPage> {
  return withSampleFallback(
    () =>
      api.get<SearchPage>('/api/v1/products/search', {
        query: toApiQuery(query, { withRelevance: true }),
        signal,
      }),
    async () => (await import('./sample-query')).querySample(query),
  );
}
