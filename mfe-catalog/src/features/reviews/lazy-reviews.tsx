import { lazy, useEffect, useRef, useState } from 'react';
import { RemoteBoundary, type Product } from '@shop/shared';
import styles from './reviews.module.css';

// The reviews section loads after the page, once the shopper comes near it: its code,
// words and data are not part of a cold product page (the rating summary beside the
// title is, server-rendered). The server and the first client render both give the
// empty frame, so hydration matches.
const ReviewsSection = lazy(
  () => import(/* webpackChunkName: "catalog-reviews" */ './reviews-section'),
);

/** How far below the screen the section starts loading. */
const LOAD_MARGIN = '400px';

export function LazyReviews({ product }: { product: Product }) {
  const frame = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element || near) return;
    // A link to #reviews (the rating summary) or a browser without the observer loads it at once.
    if (typeof IntersectionObserver === 'undefined' || window.location.hash === '#reviews') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    const onHash = () => {
      if (window.location.hash === '#reviews') setNear(true);
    };
    window.addEventListener('hashchange', onHash);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHash);
    };
  }, [near]);

  return (
    <section
      ref={frame}
      id="reviews"
      aria-labelledby="reviews-title"
      className={styles.frame}
      data-testid="reviews"
    >
      {near && (
        <RemoteBoundary name="catalog-reviews" compact>
          <ReviewsSection product={product} />
        </RemoteBoundary>
      )}
    </section>
  );
}
