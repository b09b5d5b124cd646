import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  authSignInRequested,
  formatDate,
  getBus,
  richText,
  useLocale,
  useMessages,
  type WishlistItem,
} from '@shop/shared';
import { useAddToCart } from '../../lib/add-to-cart';
import { ErrorPanel } from '../../lib/error-panel';
import { ProductImage } from '../../lib/product-image';
import { useMoney } from '../../lib/use-money';
import { known, useCatalogWords } from '../../lib/words';
import { wishlistMessages } from '../../messages/wishlist/catalogs';
import type { WishlistState } from './use-wishlist-items';
import { loadSync } from './wished-store';
import styles from './wishlist.module.css';

const THUMB = 96;

/** The /wishlist page's content: the list, its empty state, or its loading and error. */
export function WishlistView({ state }: { state: WishlistState }) {
  const { t } = useMessages(wishlistMessages);
  const locale = useLocale();
  return (
    <section className={styles.wishlist} aria-labelledby="wishlist-title">
      <h1 id="wishlist-title" className={styles.title}>
        {t('wishlist.title')}
        {state.status === 'ready' && state.items.length > 0 && (
          <span className={styles.count}>{t('wishlist.count', { count: state.items.length })}</span>
        )}
      </h1>
      {state.status === 'loading' ? (
        <p role="status" className={styles.loading}>
          {t('wishlist.loading')}
        </p>
      ) : state.status === 'error' ? (
        <ErrorPanel message={t('wishlist.error')} onRetry={state.retry} />
      ) : (
        <>
          {!state.signedIn && (
            <p className={styles.local}>
              {richText(t('wishlist.local'), [
                (text) => (
                  <button
                    type="button"
                    className={styles.textButton}
                    onClick={() =>
                      void getBus().send(authSignInRequested, { returnTo: '/wishlist' })
                    }
                  >
                    {text}
                  </button>
                ),
              ])}
            </p>
          )}
          {state.items.length === 0 ? (
            <div className={styles.empty} role="status">
              <p className={styles.emptyTitle}>{t('wishlist.empty')}</p>
              <p>{t('wishlist.emptyText')}</p>
              <Link to="/" className={styles.browse}>
                {t('wishlist.browse')}
              </Link>
            </div>
          ) : (
            <ul className={styles.list} data-testid="wishlist-items">
              {state.items.map((item) => (
                <WishlistRow key={item.product.id} item={item} locale={locale} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function WishlistRow({
  item,
  locale,
}: {
  item: WishlistItem;
  locale: ReturnType<typeof useLocale>;
}) {
  const { t } = useMessages(wishlistMessages);
  const { t: words } = useCatalogWords();
  const money = useMoney();
  const add = useAddToCart();
  const [failed, setFailed] = useState(false);
  const { product } = item;
  const inStock = Boolean(product.stock);
  const drop = item.priceWhenAdded - product.price;
  const href = `/product/${encodeURIComponent(product.slug)}`;
  return (
    <li className={styles.row} data-testid="wishlist-item" data-slug={product.slug}>
      <Link to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.image} alt="" width={THUMB} height={THUMB} />
      </Link>
      <div className={styles.info}>
        <h2 className={styles.name}>
          <Link to={href}>{product.name}</Link>
        </h2>
        <p className={styles.prices}>
          <span className="visually-hidden">{t('wishlist.priceNow')} </span>
          <strong className={styles.price} data-testid="wishlist-price">
            {money(product.price)}
          </strong>
          {drop > 0 && (
            <span className={styles.drop} data-testid="wishlist-drop">
              {t('wishlist.dropped', { amount: money(drop) })}
            </span>
          )}
        </p>
        <p className={styles.added} data-testid="wishlist-added">
          {t('wishlist.added', {
            date: formatDate(item.addedAt, locale),
            price: money(item.priceWhenAdded),
          })}
        </p>
        <p className={inStock ? styles.inStock : styles.outOfStock}>
          {known(words, `stock.${product.availability}`, product.availability)}
        </p>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.addButton}
          disabled={!inStock}
          onClick={() => void add(product)}
          aria-label={words(inStock ? 'card.addNamed' : 'card.outNamed', { name: product.name })}
        >
          {words(inStock ? 'card.addToCart' : 'card.outOfStock')}
        </button>
        <button
          type="button"
          className={styles.removeButton}
          aria-label={t('wishlist.removeNamed', { name: product.name })}
          onClick={() => {
            setFailed(false);
            void loadSync()
              .then((sync) => sync.setWish(product, false))
              .catch(() => setFailed(true));
          }}
        >
          {t('wishlist.remove')}
        </button>
      </div>
      {failed && (
        <p role="alert" className={styles.failed}>
          {t('wishlist.removeFailed', { name: product.name })}
        </p>
      )}
    </li>
  );
}
