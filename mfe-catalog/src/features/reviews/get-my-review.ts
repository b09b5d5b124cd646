import { api, type MyReview } from '@shop/shared';

/** GET /api/v1/products/{id}/reviews/mine: the shopper's review, whether they may write one, their votes. */
export function getMyReview(productId: string, signal?: AbortSignal): Promise<MyReview> {
  return api.get<MyReview>(`/api/v1/products/${encodeURIComponent(productId)}/reviews/mine`, {
    signal,
  });
}
