import { Link, useParams } from 'react-router-dom';
import { usePageMeta, useSubjectValue } from '@shop/shared';
import { searchProducts, showingSampleData$, useCatalogQuery } from '../catalog-data';
import { filtersToQuery, ProductListing, useUrlFilters } from '../filters';
import { NotFoundView, PageFrame, productsStyles as pageStyles } from '../products';
import styles from './category.module.css';

const PAGE_SIZE = 12;
export const SUB_CATEGORY_ERROR = 'Failed to load products.';
export const SUB_CATEGORY_NOT_FOUND = 'Sub-category not found';

/**
 * /sub-category/{name}: exactly the products of that subcategory (the API's subCategory
 * filter; the sample data applies the same filter offline). A text search for the name
 * would miss products whose names do not repeat it and catch others that mention it.
 */
export default function SubCategoryPage() {
  const { name = '' } = useParams();
  const text = name.trim();
  const [filters, update] = useUrlFilters();
  const query = { ...filtersToQuery(filters, PAGE_SIZE), q: undefined, subCategory: text };
  const result = useCatalogQuery(`sub:${JSON.stringify(query)}`, (signal) =>
    searchProducts(query, signal),
  );
  // A sub-category is the products filed under it: none at all, with no filter narrowing
  // them, means the name is not one of the shop's (the sample data offline knows too few
  // to say so).
  const sample = useSubjectValue(showingSampleData$);
  const unknown =
    result.status === 'success' &&
    result.data.total === 0 &&
    !sample &&
    filters.brands.length === 0 &&
    filters.minPrice === undefined &&
    filters.maxPrice === undefined &&
    !filters.inStock;
  usePageMeta(
    unknown ? SUB_CATEGORY_NOT_FOUND : text,
    `${text} at Circuit Haat: every one we stock, with prices in taka or yen.`,
  );
  if (unknown) {
    return (
      <PageFrame>
        <NotFoundView
          title={SUB_CATEGORY_NOT_FOUND}
          text="We have no sub-category of that name. Browse a category from the home page instead."
        />
      </PageFrame>
    );
  }
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
