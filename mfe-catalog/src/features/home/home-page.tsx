import { Link } from 'react-router-dom';
import { usePageMeta } from '@shop/shared';
import { HOME_CATEGORIES } from './home-categories';
import styles from './home.module.css';

export default function HomePage() {
  usePageMeta('', 'Computer hardware, components and accessories for Bangladesh and Japan.');
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <p className={styles.kicker}>New season builds</p>
        <h1 id="hero-title" className={styles.heroTitle}>
          Parts for every build, delivered fast
        </h1>
        <p className={styles.heroText}>
          Processors, graphics cards, laptops and monitors, priced in taka or yen.
        </p>
        <Link to="/pc-builder" className={styles.cta}>
          Start a PC build
        </Link>
      </section>
      <section aria-labelledby="categories-title" className={styles.section}>
        <h2 id="categories-title" className={styles.sectionTitle}>
          Shop by category
        </h2>
        <ul className={styles.grid}>
          {HOME_CATEGORIES.map((category) => (
            <li key={category.slug}>
              <Link to={`/category/${category.slug}`} className={styles.tile}>
                <span className={styles.tileName}>{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
