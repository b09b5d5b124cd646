import { api, type AdminReview } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';

export type ReviewStatus = AdminReview['status'];
export const REVIEW_STATUSES: ReviewStatus[] = ['pending', 'published', 'hidden'];

/** GET /api/v1/admin/reviews: pending first, then the latest changed; optionally of one status. */
export const getReviews = (status: ReviewStatus | undefined, signal?: AbortSignal) =>
  api.get<{ reviews: AdminReview[] }>(`${ADMIN_API}/reviews`, {
    query: status ? { status } : {},
    ...(signal ? { signal } : {}),
  });

const reviewPath = (id: string, action: string) =>
  `${ADMIN_API}/reviews/${encodeURIComponent(id)}/${action}`;

/** POST .../publish: shown on the product page and counted in its rating. */
export const publishReview = (id: string) => api.post<AdminReview>(reviewPath(id, 'publish'), {});

/** POST .../hide: off the page and out of the rating; the writer sees the reason. */
export const hideReview = (id: string, reason: string) =>
  api.post<AdminReview>(reviewPath(id, 'hide'), { reason });
