import { api, type CategoryTile, type Subcategory } from '@shop/shared';
import { withSampleFallback } from './catalog-source';

/** GET /api/v1/categories: the 8 home tiles. */
export async function getCategories(signal?: AbortSignal): Promise<CategoryTile[]> {
  const answer = await withSampleFallback(
    () => api.get<{ items: CategoryTile[] }>('/api/v1/categories', { signal }),
    async () => ({ items: (await import('./sample-data')).SAMPLE_CATEGORIES }),
  );
  return answer.items;
}

/** GET /api/v1/categories/{name}/subcategories. */
export async function getSubcategories(
  category: string,
  signal?: AbortSignal,
): Promise<Subcategory[]> {
  const answer = await withSampleFallback(
    () =>
      api.get<{ items: Subcategory[] }>(
        `/api/v1/categories/${encodeURIComponent(category)}/subcategories`,
        { signal },
      ),
    async () => ({ items: (await import('./sample-data')).sampleSubcategories(category) }),
  );
  return answer.items;
}
