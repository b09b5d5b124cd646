import { useParams } from 'react-router-dom';
import { isApiError, usePageMeta, type Subcategory } from '@shop/shared';
import { useCategoryListing } from '../features/catalog-data/use-category-listing';
import { useSubcategories } from '../features/catalog-data/use-subcategories';
import { CategoryHeading } from '../features/category/category-heading';
import { SubcategoryTiles } from '../features/category/subcategory-tiles';
import { filtersToQuery } from '../features/filters/filter-params';
import { ProductListing } from '../features/filters/product-listing';
import { useUrlFilters } from '../features/filters/use-url-filters';
import type { DataState } from '../lib/catalog-query';
import { categoryName, categorySlug } from '../lib/home-categories';
import { NotFoundView } from '../lib/not-found-view';
import { PageFrame } from '../lib/page-frame';

const PAGE_SIZE = 12;
export const CATEGORY_ERROR = 'Failed to load category data.';
export const CATEGORY_NOT_FOUND = 'Category not found';

/** /category/{slug} and /main-category/{name}: one view (docs/product.md D1). */
export default function CategoryPage() {
  const { slug: slugParam, name } = useParams();
  const slug = categorySlug(slugParam ?? name ?? '');
  const title = categoryName(slug);
  const subcategories = useSubcategories(slug);
  // The API answers 404 for a category it does not have: the tab must not name one.
  const unknown =
    subcategories.status === 'error' &&
    isApiError(subcategories.error) &&
    subcategories.error.status === 404;
  usePageMeta(
    unknown ? CATEGORY_NOT_FOUND : title,
    `Shop ${title.toLowerCase()} at Circuit Haat: compare brands and prices in taka or yen, with fast delivery.`,
  );
  if (unknown) {
    // Never an empty shelf titled after whatever was typed in the address bar, nor an
    // outage: the shop simply has no such category. Decided before the listing asks for
    // anything, so the server knows it (and answers 404) as soon as this one answer is in.
    return (
      <PageFrame>
        <NotFoundView
          title={CATEGORY_NOT_FOUND}
          text="We have no category at this address. Every category we stock is on the home page."
        />
      </PageFrame>
    );
  }
  return <CategoryListing slug={slug} title={title} subcategories={subcategories} />;
}

function CategoryListing({
  slug,
  title,
  subcategories,
}: {
  slug: string;
  title: string;
  subcategories: DataState<Subcategory[]>;
}) {
  const [filters, update] = useUrlFilters();
  const query = { ...filtersToQuery(filters, PAGE_SIZE), q: undefined, category: slug };
  const result = useCategoryListing(slug, query);
  return (
    <PageFrame>
      <CategoryHeading
        title={title}
        subtitle={`Browse ${title.toLowerCase()} from the brands builders trust.`}
      />
      <SubcategoryTiles state={subcategories} />
      <ProductListing
        filters={filters}
        update={update}
        result={result}
        errorMessage={CATEGORY_ERROR}
        sorts={['price-asc', 'price-desc', 'newest', 'rating']}
        defaultSortLabel="Featured"
        showCategory={false}
        label={`${title} products`}
      />
    </PageFrame>
  );
}
