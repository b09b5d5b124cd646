import { lazy, Suspense, useEffect, useState } from 'react';
import type { ProductSummary } from '@shop/shared';
import { RECENT_KEY } from './recent-key';

// The strip's code, its store and its words load only in a browser that has viewed
// something, after hydration: never in the server's HTML (the list is this browser's), and
// not on a first visit's cold page.
const RecentStrip = lazy(() => import('./recent-strip'));

function hasViewed(): boolean {
  try {
    return (window.localStorage.getItem(RECENT_KEY) ?? '[]') !== '[]';
  } catch {
    return false;
  }
}

/** The products this browser viewed, most recent first (without the one on the page). */
export function RecentlyViewed({ exclude }: { exclude?: string }) {
  const [shown, setShown] = useState(false);
  // Asked again on every product: one viewed since may now be listed.
  useEffect(() => setShown(hasViewed()), [exclude]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <RecentStrip exclude={exclude} />
    </Suspense>
  );
}

/** Records the product on its page as this browser's most recently viewed. */
export function useRecordView(product: Pick<ProductSummary, 'slug' | 'name' | 'image'>): void {
  const { slug, name, image } = product;
  useEffect(() => {
    void import('./recent-store').then(({ recentStore }) =>
      recentStore.record({ slug, name, image }),
    );
  }, [slug, name, image]);
}
