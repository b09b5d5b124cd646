import { api } from '@shop/shared';

/** POST /api/v1/reviews/{id}/helpful: one vote per shopper; answers the new count. */
export function voteHelpful(reviewId: string): Promise<{ helpfulCount: number }> {
  return api.post<{ helpfulCount: number }>(
    `/api/v1/reviews/${encodeURIComponent(reviewId)}/helpful`,
  );
}
