import { apiAssetUrl } from '@shop/shared';
import { useEffect, useState } from 'react';
import styles from '../../lib/admin.module.css';
import { taka } from '../../lib/format';
import { getProducts } from '../../lib/get-products';
import { useLoad } from '../../lib/use-load';

// The home page's hero carousel as shoppers see it: three slides, 4000 ms each, dots to
// jump; and the featured products the home page shows under it.
const SLIDES = [1, 2, 3].map((n) => ({ n, image: `/api/v1/images/slides/${n}.svg` }));
const INTERVAL_MS = 4000;

export function CarouselSection() {
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
        <h2 className={styles.panelTitle}>Home carousel preview</h2>
        <div className={styles.slides}>
          {SLIDES.map((slide, i) => (
            <figure
              key={slide.n}
              className={`${styles.slide} ${i === active ? styles.slideActive : ''}`}
              aria-current={i === active ? 'true' : undefined}
            >
              <img src={apiAssetUrl(slide.image)} alt={`Slide ${slide.n}`} />
              <figcaption>
                Slide {slide.n}
                {i === active ? ' · showing now' : ''}
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
              aria-label={`Show slide ${slide.n}`}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => setActive(i)}
            />
          ))}
        </div>
      </div>
      <div className={styles.panel}>
        <h2 className={styles.panelTitle}>Featured on the home page</h2>
        {shown.length === 0 ? (
          <p className={styles.muted}>
            No featured products among the first 100; mark some in Products.
          </p>
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
