import { api, ApiError, type CategoryTile, type Subcategory } from '@shop/shared';

const CATEGORY_NOT_FOUND_MESSAGE = 'Category not found';
import { withSampleFallback } from '../../lib/catalog-source';
import { CATEGORY_TILES } from '../../lib/category-tiles';

/** GET /api/v1/categories: the 8 home tiles. */
export async function getCategories(signal?: AbortSignal): Promise<CategoryTile[]> {
  const answer = await withSampleFallback(
    () => api.get<{ items: CategoryTile[] }>('/api/v1/categories', { signal }),
    () => ({ items: CATEGORY_TILES }),
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
    async () => {
      const sample = await import('./sample-data');
      const wanted = category.toLowerCase();
      const known = CATEGORY_TILES.some(
        (tile) => tile.slug === wanted || tile.name.toLowerCase() === wanted,
      );
      // Offline, an unknown category is as unknown as the API would say it is.
      if (!known) {
        throw new ApiError({
          status: 404,
          code: 'CATEGORY_NOT_FOUND',
          message: CATEGORY_NOT_FOUND_MESSAGE,
          serverMessage: CATEGORY_NOT_FOUND_MESSAGE,
        });
      }
      return { items: sample.sampleSubcategories(category) };
    },
  );
  return answer.items;
}
