import { useParams } from 'react-router-dom';
import { isApiError, usePageMeta, type Product } from '@shop/shared';
import { PRODUCT_NOT_FOUND } from '../features/catalog-data/get-product';
import { useProduct } from '../features/catalog-data/use-product';
import { useSimilarProducts } from '../features/catalog-data/use-similar-products';
import { ProductDetails } from '../features/product/product-details';
import { metaDescription } from '../features/product/product-meta';
import { ProductSkeleton } from '../features/product/product-skeleton';
import { SimilarProducts } from '../features/product/similar-products';
import { ErrorPanel } from '../lib/error-panel';
import { NotFoundView } from '../lib/not-found-view';
import { PageFrame } from '../lib/page-frame';

export const PRODUCT_ERROR = 'Failed to load product.';

export default function ProductPage() {
  const { slug = '' } = useParams();
  const state = useProduct(slug);
  const notFound =
    state.status === 'error' && isApiError(state.error) && state.error.status === 404;
  const product = state.status === 'success' ? state.data : null;
  usePageMeta(
    product?.name ??
      (notFound ? PRODUCT_NOT_FOUND : state.status === 'error' ? 'Error' : 'Loading product'),
    product ? metaDescription(product) : undefined,
  );

  return (
    <PageFrame>
      {notFound ? (
        <NotFoundView
          title={PRODUCT_NOT_FOUND}
          text="We have no product at this address. It may have been removed, or the link has a typo."
        />
      ) : state.status === 'error' ? (
        <>
          <h1 className="visually-hidden">{PRODUCT_ERROR}</h1>
          <ErrorPanel message={PRODUCT_ERROR} onRetry={state.retry} />
        </>
      ) : product ? (
        <ProductView product={product} />
      ) : (
        <ProductSkeleton />
      )}
    </PageFrame>
  );
}

/** The product once loaded, with the similar products it asks for. */
function ProductView({ product }: { product: Product }) {
  const similar = useSimilarProducts(product);
  return (
    <>
      <ProductDetails product={product} />
      <SimilarProducts similar={similar} />
    </>
  );
}
