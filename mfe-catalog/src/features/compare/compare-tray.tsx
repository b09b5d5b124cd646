import { useMessages } from '@shop/shared';
import { Link } from 'react-router-dom';
import { countText } from '../../lib/words';
import { ProductImage } from '../../lib/product-image';
import { compareMessages } from '../../messages/compare/catalogs';
import { compareHref, compareStore, MAX_COMPARED } from './compare-store';
import { useCompare } from './use-compare';
import styles from './tray.module.css';

/** The chosen products at the foot of the page, with the way to /compare (and why one was refused). */
export default function CompareTray() {
  const { t, locale } = useMessages(compareMessages);
  const { items, refusal } = useCompare();
  const max = countText(MAX_COMPARED, locale);
  return (
    <div className={styles.dock}>
      {refusal && (
        <div className={styles.refusal} role="alert" data-testid="compare-refusal">
          <p className={styles.refusalText}>
            {refusal.reason === 'full'
              ? t('tray.full', { max, name: refusal.item.name })
              : t('tray.otherType', { name: refusal.item.name })}
          </p>
          <div className={styles.refusalActions}>
            <button
              type="button"
              className={styles.primary}
              onClick={() => compareStore.startWith(refusal.item)}
            >
              {t('tray.startNew')}
            </button>
            <button type="button" className={styles.secondary} onClick={compareStore.dismiss}>
              {t('tray.dismiss')}
            </button>
          </div>
        </div>
      )}
      {items.length > 0 && (
        <aside className={styles.tray} aria-label={t('tray.label')} data-testid="compare-tray">
          <ul className={styles.items}>
            {items.map((item) => (
              <li key={item.slug} className={styles.item}>
                <ProductImage
                  src={item.image}
                  alt=""
                  width={40}
                  height={40}
                  className={styles.thumb}
                />
                <span className={styles.itemName}>{item.name}</span>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('tray.remove', { name: item.name })}
                  onClick={() => compareStore.remove(item.slug)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <p className="visually-hidden" data-testid="compare-count">
            {t('tray.count', { count: items.length, max })}
          </p>
          <div className={styles.actions}>
            <Link
              to={compareHref(items.map((item) => item.slug))}
              className={styles.open}
              data-testid="compare-open"
            >
              {t('tray.open')}
              <span className={styles.badge} aria-hidden="true">
                {countText(items.length, locale)}
              </span>
            </Link>
            <button
              type="button"
              className={styles.secondary}
              onClick={compareStore.clear}
              aria-label={t('tray.clear')}
            >
              <span className={styles.clearIcon} aria-hidden="true">
                ×
              </span>
              <span className={styles.clearText}>{t('tray.clear')}</span>
            </button>
          </div>
        </aside>
      )}
    </div>
  );
}
