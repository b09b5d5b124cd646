import { lazy, Suspense } from 'react';

// Only an out-of-stock product's page needs the form: its code and words are a chunk of
// their own, loaded when such a page renders (on the server too, so it arrives as HTML).
const BackInStockForm = lazy(
  () => import(/* webpackChunkName: "catalog-back-in-stock" */ './back-in-stock-form'),
);

export function LazyBackInStock({ product }: { product: { id: string; name: string } }) {
  return (
    <Suspense fallback={null}>
      <BackInStockForm product={product} />
    </Suspense>
  );
}
