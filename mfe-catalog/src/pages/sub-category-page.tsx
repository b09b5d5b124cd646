import { useParams } from 'react-router-dom';
import { usePageMeta, useSubjectValue } from '@shop/shared';
import { useSubCategoryProducts } from '../features/catalog-data/use-sub-category-products';
import { CategoryHeading } from '../features/category/category-heading';
import { filtersToQuery } from '../features/filters/filter-params';
import { ProductListing } from '../features/filters/product-listing';
import { useUrlFilters } from '../features/filters/use-url-filters';
import { showingSampleData$ } from '../lib/catalog-source';
import { NotFoundView } from '../lib/not-found-view';
import { PageFrame } from '../lib/page-frame';

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
  const result = useSubCategoryProducts(query);
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
      <CategoryHeading
        title={text}
        subtitle={`Every ${text} we stock, from the brands builders trust.`}
      />
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
