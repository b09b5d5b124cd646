import { useParams } from 'react-router-dom';
import { usePageMeta } from '@shop/shared';
import { categoryName } from '../home/home-categories';
import { EmptyProducts } from '../products/empty-products';
import styles from '../products/products.module.css';

/** /category/{slug} and /main-category/{name}: one view (decisions 1). */
export default function CategoryPage() {
  const { slug, name } = useParams();
  const title = categoryName(slug ?? name ?? '');
  usePageMeta(title, `${title} at Circuit Haat: prices in taka and yen.`);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.subtitle}>
        Browse {title.toLowerCase()} from the brands builders trust.
      </p>
      <EmptyProducts />
    </section>
  );
}
