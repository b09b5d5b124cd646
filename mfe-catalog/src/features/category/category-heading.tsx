import { Link } from 'react-router-dom';
import pageStyles from '../../lib/products.module.css';
import { useListingWords } from '../../lib/words';
import styles from './category.module.css';

/** The breadcrumb, title and line under it of a category or sub-category page. */
export function CategoryHeading({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useListingWords();
  return (
    <>
      <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumb}>
        <Link to="/">{t('breadcrumb.home')}</Link> <span aria-hidden="true">/</span>{' '}
        <span>{title}</span>
      </nav>
      <h1 className={pageStyles.title}>{title}</h1>
      <p className={pageStyles.subtitle}>{subtitle}</p>
    </>
  );
}
