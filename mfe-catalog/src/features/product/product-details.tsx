import { Link } from 'react-router-dom';
import { cartState, useBusState, type Product } from '@shop/shared';
import { useAddToCart } from '../../lib/add-to-cart';
import { formatRating } from '../../lib/format-rating';
import { categoryName } from '../../lib/home-categories';
import pageStyles from '../../lib/products.module.css';
import { useMoney } from '../../lib/use-money';
import { QuantityStepper } from './quantity-stepper';
import { ZoomImage } from './zoom-image';
import styles from './product-page.module.css';

/** The product: its picture, price, stock, Add to Cart, specifications and features. */
export function ProductDetails({ product }: { product: Product }) {
  const money = useMoney();
  const add = useAddToCart();
  const cart = useBusState(cartState);
  const line = cart.items.find((item) => item.product.id === product.id);
  const inStock = Boolean(product.stock);

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
    </>
  );
}
