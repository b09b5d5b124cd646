import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMessages, type Product } from '@shop/shared';
import type { DataState } from '../../lib/catalog-query';
import { ErrorPanel } from '../../lib/error-panel';
import { countText } from '../../lib/words';
import { compareMessages } from '../../messages/compare/catalogs';
import pageStyles from '../../lib/products.module.css';
import { CompareTable } from './compare-table';
import { compareHref, compareStore, MAX_COMPARED, toItem } from './compare-store';
import { ShareButton } from './share-button';
import { useCompare } from './use-compare';
import styles from './compare-page.module.css';

interface Compared {
  products: Product[];
  missing: string[];
}

/**
 * /compare: the products of its address side by side. An address without products shows
 * the set this browser keeps (once hydrated: the server cannot know it); the products
 * shown become this browser's set, so a shared link is what its receiver goes on with.
 */
export function CompareView({
  slugs,
  result,
}: {
  slugs: readonly string[];
  result: DataState<Compared> & { retry: () => void };
}) {
  const { t, locale } = useMessages(compareMessages);
  const navigate = useNavigate();
  const { items } = useCompare();
  const kept = items.map((item) => item.slug).join(',');

  useEffect(() => {
    if (slugs.length === 0 && kept) navigate(compareHref(kept.split(',')), { replace: true });
  }, [slugs.length, kept, navigate]);

  const loaded = result.status === 'success' ? result.data : null;
  useEffect(() => {
    if (!loaded || slugs.length === 0) return;
    const chosen = loaded.products.map(toItem);
    compareStore.replace(chosen.filter((item) => item.type === chosen[0]?.type));
  }, [loaded, slugs.length]);

  // While the products of a smaller set load (one was removed), the ones already here stay.
  const last = useRef<Compared | null>(null);
  if (loaded) last.current = loaded;
  const shown =
    loaded ??
    (last.current && slugs.every((slug) => last.current!.products.some((p) => p.slug === slug))
      ? {
          products: last.current.products.filter((p) => slugs.includes(p.slug)),
          missing: [],
        }
      : null);

  const remove = (slug: string) => {
    compareStore.remove(slug);
    navigate(compareHref(slugs.filter((each) => each !== slug)), { replace: true });
  };

  if (slugs.length === 0 || (shown && shown.products.length === 0)) {
    return (
      <div className={pageStyles.empty} role="status" data-testid="compare-empty">
        <p className={pageStyles.emptyText}>
          {t('page.empty', { max: countText(MAX_COMPARED, locale) })}
        </p>
        <p>
          <Link to="/">{t('page.browse')}</Link>
        </p>
      </div>
    );
  }
  if (result.status === 'error')
    return <ErrorPanel message={t('page.error')} onRetry={result.retry} />;
  if (!shown)
    return (
      <p className={styles.note} role="status">
        {t('page.loading')}
      </p>
    );
  return (
    <>
      {shown.missing.length > 0 && (
        <p className={styles.notice} role="status">
          {t('page.missing', { count: shown.missing.length })}
        </p>
      )}
      {shown.products.length === 1 && <p className={styles.note}>{t('page.onlyOne')}</p>}
      <CompareTable products={shown.products} onRemove={remove} actions={<ShareButton />} />
    </>
  );
}
