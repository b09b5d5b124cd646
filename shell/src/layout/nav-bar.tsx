import { useEffect, useRef, useState, type RefObject } from 'react';
import { NavLink } from 'react-router-dom';
import { useMessages } from '@shop/shared';
import { shellMessages } from '../messages/catalogs';
import { BUILDER_LINK, NAV_LINKS, navLabel } from './nav-links';
import { useHideOnScroll } from './use-hide-on-scroll';
import styles from './nav-bar.module.css';

/**
 * Whether the links scroll further to either side. A phone shows two of the seven: the
 * edge that has more says so (a fade, and a button that scrolls there).
 */
function useScrollEdges(list: RefObject<HTMLUListElement | null>) {
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const element = list.current;
    if (!element) return undefined;
    const measure = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((now) => (now.start === start && now.end === end ? now : { start, end }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [list]);
  return edges;
}

export function NavBar() {
  const { t, locale } = useMessages(shellMessages);
  const hidden = useHideOnScroll();
  const list = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(list);
  const scroll = (direction: 1 | -1) => {
    const element = list.current;
    if (!element) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({
      left: direction * element.clientWidth * 0.7,
      behavior: still ? 'auto' : 'smooth',
    });
  };
  return (
    <nav
      aria-label={t('nav.label')}
      className={`${styles.nav} ${hidden ? styles.hidden : ''}`}
      data-hidden={hidden ? 'true' : 'false'}
    >
      <div className={styles.inner}>
        <div
          className={styles.scroller}
          data-more-start={edges.start || undefined}
          data-more-end={edges.end || undefined}
        >
          <ul className={styles.links} ref={list}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                >
                  {navLabel(link, locale, t)}
                </NavLink>
              </li>
            ))}
          </ul>
          {/* Pointer and touch only: keyboard users tab along the links, which scroll
              into view by themselves. */}
          {edges.start && (
            <button
              type="button"
              className={`${styles.more} ${styles.moreStart}`}
              aria-label={t('nav.earlier')}
              tabIndex={-1}
              onClick={() => scroll(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
          )}
          {edges.end && (
            <button
              type="button"
              className={`${styles.more} ${styles.moreEnd}`}
              aria-label={t('nav.more')}
              tabIndex={-1}
              onClick={() => scroll(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          )}
        </div>
        <NavLink to={BUILDER_LINK} className={styles.builder}>
          {t('nav.builder')}
        </NavLink>
      </div>
    </nav>
  );
}
