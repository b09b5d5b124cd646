import { Link, useParams } from 'react-router-dom';
import { usePageMeta } from '@shop/shared';
import { searchProducts, useCatalogQuery } from '../catalog-data';
import { filtersToQuery, ProductListing, useUrlFilters } from '../filters';
import { PageFrame, productsStyles as pageStyles } from '../products';
import styles from './category.module.css';

const PAGE_SIZE = 12;
export const SUB_CATEGORY_ERROR = 'Failed to load products.';

/**
 * /sub-category/{name}: exactly the products of that subcategory (the API's subCategory
 * filter; the sample data applies the same filter offline). A text search for the name
 * would miss products whose names do not repeat it and catch others that mention it.
 */
export default function SubCategoryPage() {
  const { name = '' } = useParams();
  const text = name.trim();
  usePageMeta(text, `${text} at Circuit Haat: every one we stock, with prices in taka or yen.`);
  const [filters, update] = useUrlFilters();
  const query = { ...filtersToQuery(filters, PAGE_SIZE), q: undefined, subCategory: text };
  const result = useCatalogQuery(`sub:${JSON.stringify(query)}`, (signal) =>
    searchProducts(query, signal),
  );
  return (
    <PageFrame>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/">Home</Link> <span aria-hidden="true">/</span> <span>{text}</span>
      </nav>
      <h1 className={pageStyles.title}>{text}</h1>
      <p className={pageStyles.subtitle}>Every {text} we stock, from the brands builders trust.</p>
      <ProductListing
        filters={filters}
        update={update}
        result={result}
        errorMessage={SUB_CATEGORY_ERROR}
        sorts={['price-asc', 'price-desc', 'newest', 'rating']}
        defaultSortLabel="Featured"
        showCategory={false}
        label={`${text} products`}
      />
    </PageFrame>
  );
}
