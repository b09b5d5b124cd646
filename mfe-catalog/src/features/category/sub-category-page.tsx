import { useParams } from 'react-router-dom';
import { usePageMeta } from '@shop/shared';
import { categoryName } from '../home/home-categories';
import { EmptyProducts } from '../products/empty-products';
import styles from '../products/products.module.css';

/** /sub-category/{name}: products whose name contains the text (spec §2). */
export default function SubCategoryPage() {
  const { name = '' } = useParams();
  const title = categoryName(name);
  usePageMeta(title);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <EmptyProducts />
    </section>
  );
}
