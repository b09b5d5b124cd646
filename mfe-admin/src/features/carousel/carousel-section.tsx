import { apiAssetUrl } from '@shop/shared';
import { useEffect, useState } from 'react';
import styles from '../../lib/admin.module.css';
import { getProducts } from '../../lib/get-products';
import { useWords } from '../../lib/i18n';
import { useLoad } from '../../lib/use-load';

// The home page's hero carousel as shoppers see it: three slides, 4000 ms each, dots to
// jump; and the featured products the home page shows under it.
const SLIDES = [1, 2, 3].map((n) => ({ n, image: `/api/v1/images/slides/${n}.svg` }));
const INTERVAL_MS = 4000;

export function CarouselSection() {
  const { t, taka, num } = useWords();
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = window.setTimeout(() => setActive((i) => (i + 1) % SLIDES.length), INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [active]);
  const [featured] = useLoad('featured', (signal) =>
    getProducts({ q: undefined, pageSize: 100 }, signal),
  );
  const shown =
    featured.status === 'ready' ? featured.data.items.filter((p) => p.isFeatured).slice(0, 8) : [];
  return (
    <div className={styles.section}>
      <div className={styles.panel}>
        <h2 className={styles.panelTitle}>{t('carousel.preview')}</h2>
        <div className={styles.slides}>
          {SLIDES.map((slide, i) => (
            <figure
              key={slide.n}
              className={`${styles.slide} ${i === active ? styles.slideActive : ''}`}
              aria-current={i === active ? 'true' : undefined}
            >
              <img src={apiAssetUrl(slide.image)} alt={t('carousel.slide', { n: num(slide.n) })} />
              <figcaption>
                {t('carousel.slide', { n: num(slide.n) })}
                {i === active ? ` · ${t('carousel.showing')}` : ''}
              </figcaption>
            </figure>
          ))}
        </div>
        <div className={styles.dots}>
          {SLIDES.map((slide, i) => (
            <button
              key={slide.n}
              type="button"
              className={styles.dot}
              aria-label={t('carousel.show', { n: num(slide.n) })}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => setActive(i)}
            />
          ))}
        </div>
      </div>
      <div className={styles.panel}>
        <h2 className={styles.panelTitle}>{t('carousel.featured')}</h2>
        {shown.length === 0 ? (
          <p className={styles.muted}>{t('carousel.noFeatured', { count: 100 })}</p>
        ) : (
          <ul className={styles.list}>
            {shown.map((product) => (
              <li key={product.id}>
                <span>{product.name}</span>
                <span>{taka(product.price)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
