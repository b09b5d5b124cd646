import { Link } from 'react-router-dom';
import { useNotFoundStatus } from '@shop/shared';
import { useCatalogWords, useListingWords } from './words';
import styles from './products.module.css';

interface NotFoundViewProps {
  /** The page's heading, one of the shop's texts ('Product not found'). */
  title: string;
  text: string;
}

/**
 * What an address naming something the shop does not have shows: not the outage panel
 * ('Oops! Something went wrong' is for an API that fails), but a plain not-found page with
 * the way back; the shell's server answers it with 404.
 */
export function NotFoundView({ title, text }: NotFoundViewProps) {
  useNotFoundStatus();
  const { t } = useCatalogWords();
  const { t: listing } = useListingWords();
  return (
    <section className={styles.notFound} aria-labelledby="catalog-not-found">
      <p className={styles.notFoundCode} aria-hidden="true">
        404
      </p>
      <h1 id="catalog-not-found" className={styles.title}>
        {title}
      </h1>
      <p className={styles.subtitle}>{text}</p>
      <div className={styles.errorActions}>
        <Link to="/" className={styles.primaryButton}>
          {t('error.home')}
        </Link>
        <Link to="/search" className={styles.secondaryButton}>
          {listing('notFound.searchShop')}
        </Link>
      </div>
    </section>
  );
}
