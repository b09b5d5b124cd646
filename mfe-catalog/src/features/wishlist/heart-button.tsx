import { useEffect } from 'react';
import type { ProductSummary } from '@shop/shared';
import { useCatalogWords } from '../../lib/words';
import { startWishlist, toggleWish, useWished } from './wished-store';
import styles from './heart.module.css';

/**
 * The wishlist's heart: a toggle button (its pressed state is what a screen reader
 * announces), in a card's image corner or, with its words, on the product page.
 */
export function HeartButton({
  product,
  labelled,
}: {
  product: ProductSummary;
  labelled?: boolean;
}) {
  const { t } = useCatalogWords();
  const on = useWished(product.slug);
  useEffect(startWishlist, []);
  return (
    <button
      type="button"
      className={labelled ? styles.labelled : styles.heart}
      aria-pressed={on}
      aria-label={labelled ? undefined : t('wish.save', { name: product.name })}
      data-testid="wish-heart"
      // A failed save puts the heart back as it was.
      onClick={() => void toggleWish(product).catch(() => undefined)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.5S3 15 3 9a4.5 4.5 0 0 1 9-1 4.5 4.5 0 0 1 9 1c0 6-9 11.5-9 11.5z" />
      </svg>
      {labelled && <span>{t('wish.button')}</span>}
    </button>
  );
}
