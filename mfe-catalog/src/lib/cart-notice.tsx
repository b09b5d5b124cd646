import { useEffect } from 'react';
import { useSubjectValue } from '@shop/shared';
import { cartNotice$ } from './add-to-cart';
import { useCatalogWords } from './words';
import styles from './products.module.css';

const SHOW_MS = 4000;

/** Tells the shopper what became of an Add to Cart (added, or the cart is unavailable). */
export function CartNoticeRegion() {
  const { t } = useCatalogWords();
  const notice = useSubjectValue(cartNotice$);
  useEffect(() => {
    if (!notice || notice.kind === 'unavailable') return undefined;
    const timer = setTimeout(() => {
      if (cartNotice$.getValue()?.id === notice.id) cartNotice$.next(null);
    }, SHOW_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  useEffect(() => () => cartNotice$.next(null), []);
  return (
    <div className={styles.toastRegion} aria-live="polite">
      {notice && (
        <p
          className={notice.kind === 'unavailable' ? styles.toastError : styles.toast}
          role={notice.kind === 'unavailable' ? 'alert' : undefined}
          data-testid="cart-notice"
        >
          {t(notice.kind === 'added' ? 'cart.added' : 'cart.unavailable', { name: notice.name })}
          <button
            type="button"
            className={styles.toastClose}
            aria-label={t('cart.dismiss')}
            onClick={() => cartNotice$.next(null)}
          >
            ×
          </button>
        </p>
      )}
    </div>
  );
}
