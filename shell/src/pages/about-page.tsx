import { Link } from 'react-router-dom';
import { usePageMeta } from '@shop/shared';
import { OWN_PAGES } from '../routes';
import styles from './page.module.css';

export function AboutPage() {
  const { title, description } = OWN_PAGES.about;
  usePageMeta(title, description);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>
        Circuit Haat sells computer hardware, components and accessories to shoppers in Bangladesh
        and Japan, with prices shown in taka or yen.
      </p>
      <section className={styles.section}>
        <h2>What we do</h2>
        <p>
          From processors, motherboards and graphics cards to laptops, monitors, networking and
          gaming gear, we stock parts from the brands builders trust. Our{' '}
          <Link to="/pc-builder">PC Builder</Link> checks that the parts you choose work together
          before you order.
        </p>
      </section>
      <section className={styles.section}>
        <h2>How we ship</h2>
        <p>
          Orders placed before 3PM leave our warehouse the next business day. See{' '}
          <Link to="/delivery-info">delivery information</Link> for times by region.
        </p>
      </section>
    </article>
  );
}
