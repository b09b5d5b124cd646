import { api, type OwnReview, type ReviewRequest } from '@shop/shared';

/** POST /api/v1/products/{id}/reviews (a first review) or PUT .../reviews/mine (an edit). */
export function saveReview(
  productId: string,
  body: ReviewRequest,
  editing: boolean,
): Promise<OwnReview> {
  const path = `/api/v1/products/${encodeURIComponent(productId)}/reviews`;
  return editing ? api.put<OwnReview>(`${path}/mine`, body) : api.post<OwnReview>(path, body);
}
