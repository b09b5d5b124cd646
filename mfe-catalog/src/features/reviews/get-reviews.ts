import { api, type ReviewPage } from '@shop/shared';

export type ReviewSort = 'newest' | 'helpful';

/** GET /api/v1/products/{id}/reviews: published reviews, a page at a time, with the breakdown. */
export function getReviews(
  productId: string,
  sort: ReviewSort,
  page: number,
  signal?: AbortSignal,
): Promise<ReviewPage> {
  return api.get<ReviewPage>(`/api/v1/products/${encodeURIComponent(productId)}/reviews`, {
    query: { sort, page },
    signal,
  });
}
