import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { Link } from 'react-router-dom';
import { apiAssetUrl, formatNumber } from '@shop/shared';
import { useCatalogWords } from '../../lib/words';
import { CAROUSEL_INTERVAL_MS, SLIDE_HEIGHT, SLIDE_WIDTH, type HeroSlide } from './hero-slides';
import styles from './hero-carousel.module.css';
import { useReducedMotion } from './use-reduced-motion';

const SWIPE_PX = 40;

/**
 * The hero carousel (docs/product.md#screens, #constants): advances every 4000 ms, dots jump, and it holds still
 * while the pointer is over it or focus is inside it, so nobody reads a moving target.
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const { t, locale } = useCatalogWords();
  // Bangla writes its own digits; English and Japanese these (no Intl needed for them).
  const number = (n: number) => (locale === 'bn' ? formatNumber(n, locale) : String(n));
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const swipeStart = useRef<number | null>(null);
  // A shopper who asked for less motion gets no automatic advance: slides change only
  // by the dots or a swipe.
  const reducedMotion = useReducedMotion();
  const paused = hovered || focused || reducedMotion;
  const count = slides.length;

  useEffect(() => {
    if (paused || count < 2) return undefined;
    // A timeout per slide: a dot click restarts the full 4000 ms.
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, paused, count]);

  const go = (target: number) => setIndex(((target % count) + count) % count);

  const onTouchStart = (event: TouchEvent) => {
    swipeStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const end = event.changedTouches[0]?.clientX;
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || end === undefined) return;
    const dx = end - start;
    if (Math.abs(dx) >= SWIPE_PX) go(index + (dx < 0 ? 1 : -1));
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      data-paused={paused}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      onTouchCancel={() => (swipeStart.current = null)}
    >
      <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }}>
        {slides.map((slide, i) => (
          <div
            key={slide.image}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('hero.slide', { n: number(i + 1), count: number(count) })}
            aria-hidden={i !== index}
            inert={i !== index}
            data-active={i === index}
          >
            <Link to={slide.to} className={styles.link} draggable={false}>
              {/* The artwork is a picture only; the words are the page's own text over it,
                  readable and whole on a phone, and in the shopper's currency. */}
              {!failed.has(slide.image) && (
                <img
                  src={apiAssetUrl(slide.image)}
                  alt=""
                  width={SLIDE_WIDTH}
                  height={SLIDE_HEIGHT}
                  className={styles.image}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  draggable={false}
                  onError={() => setFailed((set) => new Set(set).add(slide.image))}
                />
              )}
              <span className={styles.caption}>
                <span className={styles.title}>{slide.title}</span>
                <span className={styles.text}>{slide.text}</span>
                <span className={styles.cta}>{t('hero.shopNow')}</span>
              </span>
            </Link>
          </div>
        ))}
      </div>
      <div className={styles.dots}>
        {slides.map((slide, i) => (
          <button
            key={slide.image}
            type="button"
            className={styles.dot}
            aria-label={t('hero.goTo', { n: number(i + 1) })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
          >
            <span className={styles.dotMark} />
          </button>
        ))}
      </div>
    </section>
  );
}
