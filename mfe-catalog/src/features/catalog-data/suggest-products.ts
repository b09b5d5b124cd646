import { api } from '@shop/shared';
import type { Suggestion } from '../../lib/catalog-types';
import { withSampleFallback } from '../../lib/catalog-source';

export const MAX_SUGGESTIONS = 5;

/** GET /api/v1/products/suggest?q=: at most 5 names for the header search box. */
export async function suggestProducts(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const answer = await withSampleFallback(
    () => api.get<{ items: Suggestion[] }>('/api/v1/products/suggest', { query: { q }, signal }),
    async () => ({ items: (await import('./sample-query')).suggestSample(q) }),
  );
  return answer.items.slice(0, MAX_SUGGESTIONS);
}
