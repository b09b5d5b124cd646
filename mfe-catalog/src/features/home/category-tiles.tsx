import { Link } from 'react-router-dom';
import type { CategoryTile } from '@shop/shared';
import type { DataState } from '../../lib/catalog-query';
import { CATEGORY_TILES } from '../../lib/category-tiles';
import { categoryName } from '../../lib/home-categories';
import { ProductImage } from '../../lib/product-image';
import { useCatalogWords } from '../../lib/words';
import styles from './home.module.css';

/** Shop by category: a tile per category, each opening /category/{slug}. */
export function CategoryTiles({ categories }: { categories: DataState<CategoryTile[]> }) {
  const { t, locale } = useCatalogWords();
  const tiles =
    categories.status === 'success' && categories.data.length > 0
      ? categories.data
      : CATEGORY_TILES;
  return (
    <section aria-labelledby="categories-title" className={styles.section}>
      <h2 id="categories-title" className={styles.sectionTitle}>
        {t('home.categories')}
      </h2>
      <ul className={styles.grid}>
        {tiles.map((category) => (
          <li key={category.slug}>
            <Link to={`/category/${category.slug}`} className={styles.tile}>
              <ProductImage
                src={category.image}
                alt=""
                width={96}
                height={96}
                className={styles.tileImage}
              />
              <span className={styles.tileName}>
                {locale === 'en' ? category.name : categoryName(category.slug, locale)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
