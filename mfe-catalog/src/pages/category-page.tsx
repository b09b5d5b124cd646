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
import { useListingWords } from '../lib/words';

const PAGE_SIZE = 12;

/** /category/{slug} and /main-category/{name}: one view (docs/product.md D1). */
export default function CategoryPage() {
  const { slug: slugParam, name } = useParams();
  const slug = categorySlug(slugParam ?? name ?? '');
  const { t, locale } = useListingWords();
  const title = categoryName(slug, locale);
  // English lower-cases a name inside a sentence; Japanese and Bangla have no case.
  const inSentence = locale === 'en' ? title.toLowerCase() : title;
  const subcategories = useSubcategories(slug);
  // The API answers 404 for a category it does not have: the tab must not name one.
  const unknown =
    subcategories.status === 'error' &&
    isApiError(subcategories.error) &&
    subcategories.error.status === 404;
  usePageMeta(
    unknown ? t('category.notFound') : title,
    t('category.metaDescription', { name: inSentence }),
  );
  if (unknown) {
    // Never an empty shelf titled after whatever was typed in the address bar, nor an
    // outage: the shop simply has no such category. Decided before the listing asks for
    // anything, so the server knows it (and answers 404) as soon as this one answer is in.
    return (
      <PageFrame>
        <NotFoundView title={t('category.notFound')} text={t('category.notFoundText')} />
      </PageFrame>
    );
  }
  return (
    <CategoryListing
      slug={slug}
      title={title}
      inSentence={inSentence}
      subcategories={subcategories}
    />
  );
}

function CategoryListing({
  slug,
  title,
  inSentence,
  subcategories,
}: {
  slug: string;
  title: string;
  inSentence: string;
  subcategories: DataState<Subcategory[]>;
}) {
  const { t } = useListingWords();
  const [filters, update] = useUrlFilters();
  const query = { ...filtersToQuery(filters, PAGE_SIZE), q: undefined, category: slug };
  const result = useCategoryListing(slug, query);
  return (
    <PageFrame>
      <CategoryHeading title={title} subtitle={t('category.subtitle', { name: inSentence })} />
      <SubcategoryTiles state={subcategories} />
      <ProductListing
        filters={filters}
        update={update}
        result={result}
        errorMessage={t('category.error')}
        sorts={['price-asc', 'price-desc', 'newest', 'rating']}
        defaultSortLabel={t('sort.featured')}
        showCategory={false}
        label={t('listing.label', { name: title })}
      />
    </PageFrame>
  );
}
