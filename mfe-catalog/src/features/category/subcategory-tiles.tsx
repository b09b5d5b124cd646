import { Link } from 'react-router-dom';
import type { Subcategory } from '@shop/shared';
import type { DataState } from '../../lib/catalog-query';
import { ProductImage } from '../../lib/product-image';
import { known, useListingWords } from '../../lib/words';
import styles from './category.module.css';

/** A category's subcategories as tiles; nothing when it has none or they fail to load. */
export function SubcategoryTiles({ state }: { state: DataState<Subcategory[]> }) {
  const { t } = useListingWords();
  if (state.status === 'error') return null;
  if (state.status === 'loading')
    return <div className={styles.tilesPlaceholder} aria-hidden="true" />;
  if (state.data.length === 0) return null;
  return (
    <section aria-label={t('subcategories.label')} className={styles.tilesSection}>
      <ul className={styles.tiles}>
        {state.data.map((sub) => (
          <li key={sub.name}>
            <Link to={`/sub-category/${encodeURIComponent(sub.name)}`} className={styles.tile}>
              <ProductImage
                src={sub.image}
                alt=""
                width={48}
                height={48}
                className={styles.tileImage}
              />
              <span>{known(t, `sub.${sub.name}`, sub.name)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
