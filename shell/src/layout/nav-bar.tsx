import { NavLink } from 'react-router-dom';
import { NAV_LINKS } from './nav-links';
import { useHideOnScroll } from './use-hide-on-scroll';
import styles from './nav-bar.module.css';

export function NavBar() {
  const hidden = useHideOnScroll();
  return (
    <nav
      aria-label="Main"
      className={`${styles.nav} ${hidden ? styles.hidden : ''}`}
      data-hidden={hidden ? 'true' : 'false'}
    >
      <div className={styles.inner}>
        <ul className={styles.links}>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === '/'}
                className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <NavLink to="/pc-builder" className={styles.builder}>
          PC Builder
        </NavLink>
      </div>
    </nav>
  );
}
