import { Link } from 'react-router-dom';
import { useCatalogWords } from './words';
import styles from './products.module.css';

interface ErrorPanelProps {
  /** One of the shop's screen messages (docs/product.md#messages). */
  message: string;
  onRetry?: () => void;
}

/** The 'Oops! Something went wrong' panel of every data screen. */
export function ErrorPanel({ message, onRetry }: ErrorPanelProps) {
  const { t } = useCatalogWords();
  return (
    <div className={styles.errorPanel} role="alert">
      <h2 className={styles.errorTitle}>{t('error.title')}</h2>
      <p className={styles.errorText}>{message}</p>
      <div className={styles.errorActions}>
        {onRetry && (
          <button type="button" className={styles.secondaryButton} onClick={onRetry}>
            {t('error.retry')}
          </button>
        )}
        <Link to="/" className={styles.secondaryButton}>
          {t('error.home')}
        </Link>
      </div>
    </div>
  );
}
