import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { useMessages } from '@shop/shared';
import { ProductImage } from '../../lib/product-image';
import { compareMessages } from '../../messages/compare/catalogs';
import { recentStore } from './recent-store';
import styles from './recently-viewed.module.css';

/** A row of the recently viewed products, scrolling sideways; each opens its page. */
export default function RecentStrip({ exclude }: { exclude?: string }) {
  const { t } = useMessages(compareMessages);
  const list = useSyncExternalStore(
    recentStore.subscribe,
    recentStore.snapshot,
    recentStore.serverSnapshot,
  );
  const items = list.filter((item) => item.slug !== exclude);
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="recent-title"
      className={styles.section}
      data-testid="recently-viewed"
    >
      <div className={styles.head}>
        <h2 id="recent-title" className={styles.title}>
          {t('recent.heading')}
        </h2>
        <button
          type="button"
          className={styles.clear}
          aria-label={t('recent.clearLabel')}
          onClick={recentStore.clear}
        >
          {t('recent.clear')}
        </button>
      </div>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.slug} className={styles.item}>
            <Link to={`/product/${encodeURIComponent(item.slug)}`} className={styles.link}>
              <ProductImage
                src={item.image}
                alt=""
                width={120}
                height={120}
                className={styles.image}
              />
              <span className={styles.name}>{item.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
