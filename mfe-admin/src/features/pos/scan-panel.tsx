import { useWords } from '../../lib/i18n';
import type { PosCounter } from './use-pos-counter';
import styles from './pos.module.css';

/**
 * The product search, built for a barcode scanner that types a code and Enter: the box
 * keeps the focus, and an exact code (or a single match) goes straight onto the sale.
 */
export function ScanPanel({ counter }: { counter: PosCounter }) {
  const { searchBox, query, setQuery, results, found, error } = counter;
  const { t, taka, num } = useWords();
  return (
    <div className={styles.panel}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void counter.search();
        }}
        className={styles.scan}
        role="search"
      >
        <label className={styles.field}>
          {t('pos.scan')}
          <input
            ref={searchBox}
            className={styles.input}
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        <button type="submit" className={styles.button}>
          {t('pos.find')}
        </button>
      </form>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {results && results.length > 0 ? (
        <ul className={styles.results} aria-label={t('pos.matches')}>
          {results.map((product) => (
            <li key={product.id}>
              <button type="button" className={styles.result} onClick={() => counter.add(product)}>
                <span>
                  {product.name}
                  <small className={styles.muted}> {product.id}</small>
                </span>
                <span>
                  {taka(product.price)} · {t('pos.inStock', { count: product.stockQuantity })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {results && found && results.length > 0 ? (
        <p className={styles.more}>
          <span className={styles.muted} role="status">
            {t('pos.showing', { shown: num(results.length), total: num(found.total) })}
          </span>
          {results.length < found.total ? (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => void counter.showMore()}
            >
              {t('pos.more')}
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
