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
import { known, useListingWords } from '../lib/words';

const PAGE_SIZE = 12;

/**
 * /sub-category/{name}: exactly the products of that subcategory (the API's subCategory
 * filter; the sample data applies the same filter offline). A text search for the name
 * would miss products whose names do not repeat it and catch others that mention it.
 */
export default function SubCategoryPage() {
  const { name = '' } = useParams();
  const text = name.trim();
  const { t } = useListingWords();
  // The address keeps the English name the API files products under; the page shows it
  // in its language.
  const title = known(t, `sub.${text}`, text);
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
    unknown ? t('subCategory.notFound') : title,
    t('subCategory.metaDescription', { name: title }),
  );
  if (unknown) {
    return (
      <PageFrame>
        <NotFoundView title={t('subCategory.notFound')} text={t('subCategory.notFoundText')} />
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <CategoryHeading title={title} subtitle={t('subCategory.subtitle', { name: title })} />
      <ProductListing
        filters={filters}
        update={update}
        result={result}
        errorMessage={t('subCategory.error')}
        sorts={['price-asc', 'price-desc', 'newest', 'rating']}
        defaultSortLabel={t('sort.featured')}
        showCategory={false}
        label={t('listing.label', { name: title })}
      />
    </PageFrame>
  );
}
