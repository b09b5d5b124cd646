import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cartState, useBusState, type Product, type Translator } from '@shop/shared';
import { useAddToCart } from '../../lib/add-to-cart';
import { formatRating } from '../../lib/format-rating';
import { categoryName } from '../../lib/home-categories';
import pageStyles from '../../lib/products.module.css';
import { useMoney } from '../../lib/use-money';
import { countText, known, useCatalogWords, useListingWords } from '../../lib/words';
import { QuantityStepper } from './quantity-stepper';
import { ZoomImage } from './zoom-image';
import styles from './product-page.module.css';

/**
 * The product: its picture, price, stock, Add to Cart, specifications and features.
 * `children` go under Add to Cart (the page's other features: Compare, back in stock).
 */
export function ProductDetails({ product, children }: { product: Product; children?: ReactNode }) {
  const { t, locale } = useListingWords();
  const { t: words } = useCatalogWords();
  const stock = (value: string) => known(words, `stock.${value}`, value);
  const money = useMoney();
  const rating = formatRating(product.rating, locale);
  const add = useAddToCart();
  const cart = useBusState(cartState);
  const line = cart.items.find((item) => item.product.id === product.id);
  const inStock = Boolean(product.stock);

  return (
    <>
      <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumb}>
        <Link to="/">{t('breadcrumb.home')}</Link> <span aria-hidden="true">/</span>{' '}
        <Link to={`/category/${product.category}`}>{categoryName(product.category, locale)}</Link>
      </nav>
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <ZoomImage src={product.image} alt={product.name} />
          <p className={styles.zoomHint}>{t('product.zoomHint')}</p>
        </div>
        <div className={styles.summary}>
          <h1 className={styles.name}>{product.name}</h1>
          {(product.brand || product.model) && (
            <p className={styles.byline}>
              {[product.brand, product.model].filter(Boolean).join(' · ')}
            </p>
          )}
          {/* Earned from published reviews (docs/reviews.md): none yet, no stars. */}
          {product.reviewCount > 0 && (
            <p className={styles.rating} data-testid="rating-summary">
              <a href="#reviews" className={styles.ratingLink}>
                <span aria-label={words('card.rated', { rating })}>
                  <span aria-hidden="true">★ </span>
                  {rating}
                </span>
                <span className={styles.muted}>
                  {' '}
                  {t('product.reviews', { count: product.reviewCount })}
                </span>
              </a>
            </p>
          )}
          <div className={styles.priceBlock}>
            {product.oldPrice !== undefined && product.oldPrice > product.price && (
              <s
                className={styles.oldPrice}
                aria-label={words('card.was', { price: money(product.oldPrice) })}
              >
                {money(product.oldPrice)}
              </s>
            )}
            <span className={styles.price} data-testid="product-price">
              {money(product.price)}
            </span>
            <span className={styles.tax}>{t('product.withTax')}</span>
          </div>
          <dl className={styles.facts}>
            <dt>{t('product.availability')}</dt>
            <dd
              className={inStock ? styles.available : styles.unavailable}
              data-testid="stock-state"
            >
              {inStock
                ? product.stockQuantity
                  ? t('product.available', {
                      stock: stock(product.availability ?? 'In Stock'),
                      count: countText(product.stockQuantity, locale),
                    })
                  : stock(product.availability ?? 'In Stock')
                : product.availability && product.availability !== 'In Stock'
                  ? stock(product.availability)
                  : stock('Out of Stock')}
            </dd>
            {product.weight && (
              <>
                <dt>{t('product.weight')}</dt>
                <dd>{product.weight}</dd>
              </>
            )}
            {product.shippingType && (
              <>
                <dt>{t('product.shipping')}</dt>
                <dd>{known(t, `delivery.${product.shippingType}`, product.shippingType)}</dd>
              </>
            )}
            {product.warranty && (
              <>
                <dt>{t('product.warranty')}</dt>
                <dd>{warrantyText(product.warranty, t)}</dd>
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
                {inStock ? words('card.addToCart') : stock('Out of Stock')}
              </button>
            )}
          </div>
          {children}
          {product.description && <p className={styles.description}>{product.description}</p>}
        </div>
      </div>

      {product.specifications && product.specifications.length > 0 && (
        <section aria-labelledby="specs-title" className={styles.section}>
          <h2 id="specs-title" className={pageStyles.sectionTitle}>
            {t('product.specifications')}
          </h2>
          <table className={styles.specs}>
            <tbody>
              {product.specifications.map((spec) => (
                <tr key={spec.label}>
                  <th scope="row">{known(t, `spec.${spec.label}`, spec.label)}</th>
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
            {t('product.features')}
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

/** '3 Years', '6 Months', '1 Year license', 'Lifetime' in the page's language; any other as given. */
function warrantyText(warranty: string, t: Translator['t']): string {
  const term = /^(\d+) (Years?|Months?)( license)?$/.exec(warranty.trim());
  if (term) {
    const count = Number(term[1]);
    if (term[3]) return t('warranty.license', { count });
    return t(term[2]!.startsWith('Year') ? 'warranty.years' : 'warranty.months', { count });
  }
  return warranty.trim() === 'Lifetime' ? t('warranty.lifetime') : warranty;
}
