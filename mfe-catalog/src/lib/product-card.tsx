import { Link } from 'react-router-dom';
import type { ProductSummary } from '@shop/shared';
import { useAddToCart } from './add-to-cart';
import { formatRating } from './format-rating';
import { ProductImage } from './product-image';
import { useMoney } from './use-money';
import styles from './product-card.module.css';

export const IMAGE_SIZE = 320;

/** The product card of docs/product.md#screens. The whole card opens /product/{slug}. */
export function ProductCard({ product, eager }: { product: ProductSummary; eager?: boolean }) {
  const money = useMoney();
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
        <div className={styles.badges}>
          {product.isNew && <span className={styles.badgeNew}>NEW</span>}
          {product.availability === 'In Stock' && (
            <span className={styles.badgeStock}>IN STOCK</span>
          )}
        </div>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={href} className={styles.link}>
            {product.name}
          </Link>
        </h3>
        {byline && <p className={styles.byline}>{byline}</p>}
        <p className={styles.meta}>
          <span
            className={styles.rating}
            aria-label={`Rated ${formatRating(product.rating)} out of 5`}
          >
            <span aria-hidden="true">★ </span>
            {formatRating(product.rating)}
          </span>
          {product.availability && (
            <span className={inStock ? styles.available : styles.unavailable}>
              {product.availability}
            </span>
          )}
        </p>
        <p className={styles.prices}>
          {product.oldPrice !== undefined && product.oldPrice > product.price && (
            <s className={styles.oldPrice} aria-label={`Was ${money(product.oldPrice)}`}>
              {money(product.oldPrice)}
            </s>
          )}
          <span className={styles.price} data-testid="price">
            {money(product.price)}
          </span>
        </p>
        <button
          type="button"
          className={styles.addButton}
          disabled={!inStock}
          onClick={() => void add(product)}
          // The name starts with the words shown (speech input users say what they see)
          // and names the product, as every card has one.
          aria-label={inStock ? `Add to Cart: ${product.name}` : `Out of Stock: ${product.name}`}
        >
          {inStock ? 'Add to Cart' : 'Out of Stock'}
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
