import type { ProductSummary } from '@shop/shared';
import { EmptyProducts } from './empty-products';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { useCatalogWords } from './words';
import styles from './product-card.module.css';

interface ProductGridProps {
  products: ProductSummary[] | null;
  /** How many skeleton cards stand in while loading. */
  skeletons?: number;
  /** Cards in the first row load their images at once. */
  eagerCount?: number;
  label?: string;
}

/** The product grid of docs/product.md#screens: skeletons while loading, the empty text when nothing matches. */
export function ProductGrid({ products, skeletons = 8, eagerCount = 0, label }: ProductGridProps) {
  const { t } = useCatalogWords();
  if (products === null) {
    return (
      <ul
        className={styles.grid}
        aria-busy="true"
        aria-label={label ? t('grid.loading', { label }) : t('grid.loadingProducts')}
      >
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (products.length === 0) return <EmptyProducts />;
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
