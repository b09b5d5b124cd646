import { Link } from 'react-router-dom';
import styles from './products.module.css';

interface ErrorPanelProps {
  /** One of the shop's screen messages (docs/product.md#messages). */
  message: string;
  onRetry?: () => void;
}

/** The 'Oops! Something went wrong' panel of every data screen. */
export function ErrorPanel({ message, onRetry }: ErrorPanelProps) {
  return (
    <div className={styles.errorPanel} role="alert">
      <h2 className={styles.errorTitle}>Oops! Something went wrong</h2>
      <p className={styles.errorText}>{message}</p>
      <div className={styles.errorActions}>
        {onRetry && (
          <button type="button" className={styles.secondaryButton} onClick={onRetry}>
            Try again
          </button>
        )}
        <Link to="/" className={styles.secondaryButton}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
