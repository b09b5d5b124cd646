import type { ReviewRequest } from '@shop/shared';

// What a review may hold, as the API checks it (api/src/modules/reviews/reviews.schemas.ts):
// the form says so beside each field before anything is sent.
export const REVIEW_LIMITS = { title: 100, body: 2000, pros: 500, cons: 500 } as const;

export interface ReviewDraft {
  /** 0 until a star is chosen. */
  rating: number;
  title: string;
  body: string;
  pros: string;
  cons: string;
}

export type ReviewField = keyof ReviewDraft;

/** A field's fault: a message id of the reviews catalog and its values. */
export interface ReviewProblem {
  id: string;
  values?: Record<string, number>;
}

export const EMPTY_DRAFT: ReviewDraft = { rating: 0, title: '', body: '', pros: '', cons: '' };

/** The faults of a draft by field; empty when it can be sent. */
export function reviewProblems(draft: ReviewDraft): Partial<Record<ReviewField, ReviewProblem>> {
  const problems: Partial<Record<ReviewField, ReviewProblem>> = {};
  if (!Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) {
    problems.rating = { id: 'reviews.error.rating' };
  }
  if (draft.title.trim() === '') problems.title = { id: 'reviews.error.title' };
  if (draft.body.trim() === '') problems.body = { id: 'reviews.error.body' };
  for (const field of ['title', 'body', 'pros', 'cons'] as const) {
    const limit = REVIEW_LIMITS[field];
    if (draft[field].trim().length > limit) {
      problems[field] = { id: 'reviews.error.tooLong', values: { limit } };
    }
  }
  return problems;
}

/** The body the API takes: texts trimmed, empty pros and cons left out. */
export function reviewRequest(draft: ReviewDraft): ReviewRequest {
  const pros = draft.pros.trim();
  const cons = draft.cons.trim();
  return {
    rating: draft.rating,
    title: draft.title.trim(),
    body: draft.body.trim(),
    ...(pros ? { pros } : {}),
    ...(cons ? { cons } : {}),
  };
}
