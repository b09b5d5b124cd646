import { Link, useParams } from 'react-router-dom';
import { cartState, isApiError, useBusState, usePageMeta, type Product } from '@shop/shared';
import { getProduct, PRODUCT_NOT_FOUND, getProducts, useCatalogQuery } from '../catalog-data';
import { categoryName } from '../home';
import {
  useAddToCart,
  ErrorPanel,
  formatRating,
  NotFoundView,
  PageFrame,
  ProductGrid,
  useMoney,
  productsStyles as pageStyles,
} from '../products';
import { QuantityStepper } from './quantity-stepper';
import { ZoomImage } from './zoom-image';
import styles from './product-page.module.css';

export const PRODUCT_ERROR = 'Failed to load product.';
const SIMILAR_COUNT = 8;

function metaDescription(product: Product): string {
  const text = product.description?.trim() || `${product.name} at Circuit Haat.`;
  return text.length > 155 ? `${text.slice(0, 152).trimEnd()}…` : text;
}

export default function ProductPage() {
  const { slug = '' } = useParams();
  const state = useCatalogQuery(`product:${slug}`, (signal) => getProduct(slug, signal));
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
        <ProductDetails product={product} />
      ) : (
        <ProductSkeleton />
      )}
    </PageFrame>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const money = useMoney();
  const add = useAddToCart();
  const cart = useBusState(cartState);
  const line = cart.items.find((item) => item.product.id === product.id);
  const inStock = Boolean(product.stock);
  const similar = useCatalogQuery(`similar:${product.category}:${product.id}`, async (signal) => {
    const page = await getProducts(
      { category: product.category, pageSize: SIMILAR_COUNT + 1 },
      signal,
    );
    return page.items.filter((p) => p.id !== product.id).slice(0, SIMILAR_COUNT);
  });

  return (
    <>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/">Home</Link> <span aria-hidden="true">/</span>{' '}
        <Link to={`/category/${product.category}`}>{categoryName(product.category)}</Link>
      </nav>
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <ZoomImage src={product.image} alt={product.name} />
          <p className={styles.zoomHint}>Hover, click or press Enter to zoom</p>
        </div>
        <div className={styles.summary}>
          <h1 className={styles.name}>{product.name}</h1>
          {(product.brand || product.model) && (
            <p className={styles.byline}>
              {[product.brand, product.model].filter(Boolean).join(' · ')}
            </p>
          )}
          <p className={styles.rating}>
            <span aria-label={`Rated ${formatRating(product.rating)} out of 5`}>
              <span aria-hidden="true">★ </span>
              {formatRating(product.rating)}
            </span>
            {product.reviewCount !== undefined && (
              <span className={styles.muted}> ({product.reviewCount} reviews)</span>
            )}
          </p>
          <div className={styles.priceBlock}>
            {product.oldPrice !== undefined && product.oldPrice > product.price && (
              <s className={styles.oldPrice} aria-label={`Was ${money(product.oldPrice)}`}>
                {money(product.oldPrice)}
              </s>
            )}
            <span className={styles.price} data-testid="product-price">
              {money(product.price)}
            </span>
            <span className={styles.tax}>(With Tax)</span>
          </div>
          <dl className={styles.facts}>
            <dt>Availability</dt>
            <dd
              className={inStock ? styles.available : styles.unavailable}
              data-testid="stock-state"
            >
              {inStock
                ? `${product.availability ?? 'In Stock'}${product.stockQuantity ? ` (${product.stockQuantity} available)` : ''}`
                : product.availability && product.availability !== 'In Stock'
                  ? product.availability
                  : 'Out of Stock'}
            </dd>
            {product.weight && (
              <>
                <dt>Weight</dt>
                <dd>{product.weight}</dd>
              </>
            )}
            {product.shippingType && (
              <>
                <dt>Shipping</dt>
                <dd>{product.shippingType}</dd>
              </>
            )}
            {product.warranty && (
              <>
                <dt>Warranty</dt>
                <dd>{product.warranty}</dd>
              </>
            )}
          </dl>
          <div className={styles.buy}>
            {line ? (
              <QuantityStepper product={product} quantity={line.quantity} />
            ) : (
              <button
                type="button"
                className={styles.addButton}
                disabled={!inStock}
                onClick={() => void add(product)}
              >
                {inStock ? 'Add to Cart' : 'Out of Stock'}
              </button>
            )}
          </div>
          {product.description && <p className={styles.description}>{product.description}</p>}
        </div>
      </div>

      {product.specifications && product.specifications.length > 0 && (
        <section aria-labelledby="specs-title" className={styles.section}>
          <h2 id="specs-title" className={pageStyles.sectionTitle}>
            Specifications
          </h2>
          <table className={styles.specs}>
            <tbody>
              {product.specifications.map((spec) => (
                <tr key={spec.label}>
                  <th scope="row">{spec.label}</th>
                  <td>{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {product.features && product.features.length > 0 && (
        <section aria-labelledby="features-title" className={styles.section}>
          <h2 id="features-title" className={pageStyles.sectionTitle}>
            Features
          </h2>
          <ul className={styles.features}>
            {product.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="similar-title" className={styles.section}>
        <h2 id="similar-title" className={pageStyles.sectionTitle}>
          Similar Products
        </h2>
        {similar.status === 'error' ? (
          <ErrorPanel message="Failed to load products." onRetry={similar.retry} />
        ) : (
          <ProductGrid
            products={similar.status === 'success' ? similar.data : null}
            skeletons={4}
            label="Similar Products"
          />
        )}
      </section>
    </>
  );
}

/** Holds the page's shape while the product loads. */
function ProductSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true" aria-label="Loading product">
      <div className={`${styles.zoom} ${styles.skeleton}`} />
      <div className={styles.summary}>
        <h1 className="visually-hidden">Loading product</h1>
        <div className={`${styles.skeletonLine} ${styles.skeleton}`} />
        <div className={`${styles.skeletonLineShort} ${styles.skeleton}`} />
        <div className={`${styles.skeletonBlock} ${styles.skeleton}`} />
      </div>
    </div>
  );
}
