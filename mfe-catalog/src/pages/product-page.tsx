import { useParams } from 'react-router-dom';
import { isApiError, useAfterHydration, usePageMeta, type Product } from '@shop/shared';
import { LazyBackInStock } from '../features/back-in-stock/lazy-back-in-stock';
import { useProduct } from '../features/catalog-data/use-product';
import { useSimilarProducts } from '../features/catalog-data/use-similar-products';
import { CompareToggle } from '../features/compare/compare-toggle';
import { ProductDetails } from '../features/product/product-details';
import { metaDescription } from '../features/product/product-meta';
import { ProductSkeleton } from '../features/product/product-skeleton';
import { SimilarProducts } from '../features/product/similar-products';
import { RecentlyViewed, useRecordView } from '../features/recently-viewed/recently-viewed';
import { HeartButton } from '../features/wishlist/heart-button';
import { LazyReviews } from '../features/reviews/lazy-reviews';
import { ErrorPanel } from '../lib/error-panel';
import { NotFoundView } from '../lib/not-found-view';
import { PageFrame } from '../lib/page-frame';
import { useListingWords } from '../lib/words';

export default function ProductPage() {
  const { slug = '' } = useParams();
  const { t } = useListingWords();
  const state = useProduct(slug);
  const notFound =
    state.status === 'error' && isApiError(state.error) && state.error.status === 404;
  const product = state.status === 'success' ? state.data : null;
  usePageMeta(
    product?.name ??
      t(
        notFound
          ? 'product.notFound'
          : state.status === 'error'
            ? 'product.errorTitle'
            : 'product.loading',
      ),
    product ? metaDescription(product, t) : undefined,
  );

  return (
    <PageFrame>
      {notFound ? (
        <NotFoundView title={t('product.notFound')} text={t('product.notFoundText')} />
      ) : state.status === 'error' ? (
        <>
          <h1 className="visually-hidden">{t('product.error')}</h1>
          <ErrorPanel message={t('product.error')} onRetry={state.retry} />
        </>
      ) : product ? (
        <ProductView product={product} />
      ) : (
        <ProductSkeleton />
      )}
    </PageFrame>
  );
}

/** The product once loaded, with its similar products. */
function ProductView({ product }: { product: Product }) {
  useRecordView(product);
  return (
    <>
      <ProductDetails product={product}>
        <CompareToggle product={product} large />
        <HeartButton product={product} labelled />
        {!product.stock && <LazyBackInStock product={product} />}
      </ProductDetails>
      <LazyReviews product={product} />
      <SimilarOnceLive product={product} />
      <RecentlyViewed exclude={product.slug} />
    </>
  );
}

/**
 * The similar products, asked for once the page is live: the server's page holds their
 * skeletons (docs/product.md#screens, the product page). Eight cards are more than a third
 * of a product page's elements, and product pages are the ones the server renders most.
 */
function SimilarOnceLive({ product }: { product: Product }) {
  return useAfterHydration() ? (
    <LoadedSimilar product={product} />
  ) : (
    <SimilarProducts similar={null} />
  );
}

function LoadedSimilar({ product }: { product: Product }) {
  return <SimilarProducts similar={useSimilarProducts(product)} />;
}
