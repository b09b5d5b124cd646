import { useCallback, useEffect, useState } from 'react';
import type { Review, ReviewPage } from '@shop/shared';
import { getReviews, type ReviewSort } from './get-reviews';

export interface ReviewsState {
  status: 'loading' | 'ready' | 'error';
  summary: Omit<ReviewPage, 'reviews' | 'page' | 'pageSize'> | null;
  reviews: Review[];
  /** More pages may follow. */
  more: boolean;
  loadMore: () => void;
  retry: () => void;
  /** A review's helpful count after the shopper's vote. */
  setHelpful: (reviewId: string, helpfulCount: number) => void;
}

/** A product's published reviews in `sort` order, a page at a time. */
export function useReviews(productId: string, sort: ReviewSort): ReviewsState {
  const [status, setStatus] = useState<ReviewsState['status']>('loading');
  const [summary, setSummary] = useState<ReviewsState['summary']>(null);
  const [reviews, setReviews] = useState<Review[]>([]);
  const [page, setPage] = useState(1);
  const [more, setMore] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // A new product or order starts again from its first page.
  useEffect(() => {
    setPage(1);
    setReviews([]);
  }, [productId, sort]);

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    getReviews(productId, sort, page, controller.signal).then(
      (answer) => {
        // An answer of another shape (an old API, a proxy's page) is a failed load.
        if (!Array.isArray(answer?.reviews)) {
          setStatus('error');
          return;
        }
        const { reviews: found, page: _page, pageSize, ...rest } = answer;
        setSummary(rest);
        setReviews((shown) => (page === 1 ? found : [...shown, ...found]));
        setMore(found.length === pageSize);
        setStatus('ready');
      },
      () => {
        if (!controller.signal.aborted) setStatus('error');
      },
    );
    return () => controller.abort();
  }, [productId, sort, page, attempt]);

  const loadMore = useCallback(() => setPage((current) => current + 1), []);
  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  const setHelpful = useCallback((reviewId: string, helpfulCount: number) => {
    setReviews((shown) =>
      shown.map((review) => (review.id === reviewId ? { ...review, helpfulCount } : review)),
    );
  }, []);
  return { status, summary, reviews, more, loadMore, retry, setHelpful };
}
