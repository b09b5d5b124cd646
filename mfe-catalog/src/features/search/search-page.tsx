import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@shop/shared';
import { EmptyProducts } from '../products/empty-products';
import styles from '../products/products.module.css';

export default function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  usePageMeta(q ? `Search: ${q}` : 'Search');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{q ? `Results for “${q}”` : 'Search'}</h1>
      <EmptyProducts />
    </section>
  );
}
