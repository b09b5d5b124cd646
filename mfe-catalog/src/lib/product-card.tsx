import { Link } from 'react-router-dom';
import type { ProductSummary } from '@shop/shared';
import { CompareToggle } from '../features/compare/compare-toggle';
import { HeartButton } from '../features/wishlist/heart-button';
import { useAddToCart } from './add-to-cart';
import { formatRating } from './format-rating';
import { ProductImage } from './product-image';
import { useMoney, useShowsYen } from './use-money';
import { countText, known, useCatalogWords } from './words';
import styles from './product-card.module.css';

export const IMAGE_SIZE = 320;

/** The product card of docs/product.md#screens. The whole card opens /product/{slug}. */
export function ProductCard({ product, eager }: { product: ProductSummary; eager?: boolean }) {
  const { t, locale } = useCatalogWords();
  const money = useMoney();
  const yen = useShowsYen();
  const add = useAddToCart();
  const href = `/product/${encodeURIComponent(product.slug)}`;
  const inStock = Boolean(product.stock);
  const byline = [product.brand, product.model].filter(Boolean).join(' · ');
  return (
    <article
      className={styles.card}
      data-testid="product-card"
      data-price={product.price}
      data-brand={product.brand ?? ''}
    >
      <div className={styles.media}>
        <ProductImage
          src={product.image}
          alt={product.name}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          className={styles.image}
          eager={eager}
        />
        <HeartButton product={product} />
        <div className={styles.badges}>
          {product.isNew && <span className={styles.badgeNew}>{t('card.new')}</span>}
          {product.availability === 'In Stock' && (
            <span className={styles.badgeStock}>{t('card.inStock')}</span>
          )}
        </div>
        <CompareToggle product={product} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={href} className={styles.link}>
            {product.name}
          </Link>
        </h3>
        {byline && <p className={styles.byline}>{byline}</p>}
        <p className={styles.meta}>
          {/* Earned from published reviews (docs/reviews.md): none yet, no stars. */}
          {product.reviewCount > 0 && (
            <span
              className={styles.rating}
              aria-label={t('card.ratedCount', {
                rating: formatRating(product.rating, locale),
                count: product.reviewCount,
              })}
            >
              <span aria-hidden="true">
                ★ {formatRating(product.rating, locale)}{' '}
                <span className={styles.reviewCount}>
                  ({countText(product.reviewCount, locale)})
                </span>
              </span>
            </span>
          )}
          {product.availability && (
            <span className={inStock ? styles.available : styles.unavailable}>
              {known(t, `stock.${product.availability}`, product.availability)}
            </span>
          )}
        </p>
        <p className={styles.prices}>
          {product.oldPrice !== undefined && product.oldPrice > product.price && (
            <s
              className={styles.oldPrice}
              aria-label={t('card.was', { price: money(product.oldPrice) })}
            >
              {money(product.oldPrice)}
            </s>
          )}
          <span className={styles.price} data-testid="price">
            {money(product.price)}
          </span>
          {yen && <span className={styles.tax}>{t('price.taxIncluded')}</span>}
        </p>
        <button
          type="button"
          className={styles.addButton}
          disabled={!inStock}
          onClick={() => void add(product)}
          // The name starts with the words shown (speech input users say what they see)
          // and names the product, as every card has one.
          aria-label={t(inStock ? 'card.addNamed' : 'card.outNamed', { name: product.name })}
        >
          {t(inStock ? 'card.addToCart' : 'card.outOfStock')}
        </button>
      </div>
    </article>
  );
}

/** Same box as a card, so the grid does not move when the products arrive. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="product-skeleton">
      <div className={`${styles.media} ${styles.shimmer}`} />
      <div className={styles.body}>
        <span className={`${styles.skeletonLine} ${styles.shimmer}`} />
        <span className={`${styles.skeletonLineShort} ${styles.shimmer}`} />
        <span className={`${styles.skeletonLineShort} ${styles.shimmer}`} />
        <span className={`${styles.skeletonButton} ${styles.shimmer}`} />
      </div>
    </div>
  );
}
