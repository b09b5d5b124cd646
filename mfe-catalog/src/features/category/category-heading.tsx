import { Link } from 'react-router-dom';
import pageStyles from '../../lib/products.module.css';
import styles from './category.module.css';

/** The breadcrumb, title and line under it of a category or sub-category page. */
export function CategoryHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/">Home</Link> <span aria-hidden="true">/</span> <span>{title}</span>
      </nav>
      <h1 className={pageStyles.title}>{title}</h1>
      <p className={pageStyles.subtitle}>{subtitle}</p>
    </>
  );
}
