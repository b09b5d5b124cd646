import { useCallback, useEffect, useState } from 'react';
import type { MyReview, OwnReview } from '@shop/shared';
import { getMyReview } from './get-my-review';

/**
 * The signed-in shopper's review of the product, whether they may write one, and the
 * reviews they marked helpful; null while signed out or loading.
 */
export function useMyReview(productId: string, userId: string | null) {
  const [mine, setMine] = useState<MyReview | null>(null);

  useEffect(() => {
    setMine(null);
    if (!userId) return;
    const controller = new AbortController();
    getMyReview(productId, controller.signal).then(setMine, () => undefined);
    return () => controller.abort();
  }, [productId, userId]);

  const saved = useCallback((review: OwnReview) => {
    setMine((current) => (current ? { ...current, review } : current));
  }, []);
  const voted = useCallback((reviewId: string) => {
    setMine((current) =>
      current ? { ...current, votedReviewIds: [...current.votedReviewIds, reviewId] } : current,
    );
  }, []);
  return { mine, saved, voted };
}
