import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { REMOTE_ROUTES } from '@shop/shared';
import { useCompare } from './use-compare';

// The tray's code and words load only once the shopper has something to compare: a cold
// page (and every server render, which sees no comparison) carries neither.
const CompareTray = lazy(() => import('./compare-tray'));

/** The compare tray on every catalog page but /compare itself, while there is a set or a refusal to explain. */
export function CompareTrayMount() {
  const { items, refusal } = useCompare();
  // The route table's path, as the router sees it (the language prefix is its basename).
  const onComparePage = useLocation().pathname.replace(/\/$/, '') === REMOTE_ROUTES.catalog.compare;
  if (onComparePage || (items.length === 0 && !refusal)) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  );
}
