import { useSearchParams } from 'react-router-dom';
import { useMessages, usePageMeta } from '@shop/shared';
import { useComparedProducts } from '../features/catalog-data/use-compared-products';
import { idsFromSearch } from '../features/compare/compare-store';
import { CompareView } from '../features/compare/compare-view';
import { compareMessages } from '../messages/compare/catalogs';
import { PageFrame } from '../lib/page-frame';
import styles from '../lib/products.module.css';

/** /compare?ids=slug1,slug2: up to 4 products of one type side by side (a shareable link). */
export default function ComparePage() {
  const [params] = useSearchParams();
  const slugs = idsFromSearch(params);
  const { t } = useMessages(compareMessages);
  usePageMeta(t('page.metaTitle'), t('page.metaDescription'));
  const result = useComparedProducts(slugs);
  return (
    <PageFrame>
      <h1 className={styles.title}>{t('page.heading')}</h1>
      <CompareView slugs={slugs} result={result} />
    </PageFrame>
  );
}
