import { Link, useParams } from 'react-router-dom';
import { isApiError, usePageMeta, type Subcategory } from '@shop/shared';
import {
  getSubcategories,
  getProducts,
  searchProducts,
  useCatalogQuery,
  type DataState,
} from '../catalog-data';
import { filtersToQuery, ProductListing, type ListingData, useUrlFilters } from '../filters';
import { categoryName, categorySlug } from '../home';
import { NotFoundView, PageFrame, ProductImage, productsStyles as pageStyles } from '../products';
import styles from './category.module.css';

const PAGE_SIZE = 12;
export const CATEGORY_ERROR = 'Failed to load category data.';
export const CATEGORY_NOT_FOUND = 'Category not found';

/** /category/{slug} and /main-category/{name}: one view (docs/product.md D1). */
export default function CategoryPage() {
  const { slug: slugParam, name } = useParams();
  const slug = categorySlug(slugParam ?? name ?? '');
  const title = categoryName(slug);
  const subcategories = useCatalogQuery(`sub:${slug}`, (signal) => getSubcategories(slug, signal));
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
  // The list endpoint has no facets: the brands on offer, with exact counts, come from
  // the search endpoint over the whole category.
  const facets = useCatalogQuery(`facets:${slug}`, async (signal) => {
    const { facets: all } = await searchProducts({ category: slug, pageSize: 1 }, signal);
    return { ...all, brands: [...all.brands].sort((a, b) => a.value.localeCompare(b.value)) };
  });
  const query = { ...filtersToQuery(filters, PAGE_SIZE), q: undefined, category: slug };
  const products = useCatalogQuery(`list:${JSON.stringify(query)}`, (signal) =>
    getProducts(query, signal),
  );

  const result =
    products.status === 'success'
      ? {
          status: 'success' as const,
          retry: products.retry,
          data: {
            ...products.data,
            facets: facets.status === 'success' ? facets.data : null,
          } satisfies ListingData,
        }
      : products;

  return (
    <PageFrame>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/">Home</Link> <span aria-hidden="true">/</span> <span>{title}</span>
      </nav>
      <h1 className={pageStyles.title}>{title}</h1>
      <p className={pageStyles.subtitle}>
        Browse {title.toLowerCase()} from the brands builders trust.
      </p>
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

function SubcategoryTiles({ state }: { state: DataState<Subcategory[]> }) {
  if (state.status === 'error') return null;
  if (state.status === 'loading')
    return <div className={styles.tilesPlaceholder} aria-hidden="true" />;
  if (state.data.length === 0) return null;
  return (
    <section aria-label="Subcategories" className={styles.tilesSection}>
      <ul className={styles.tiles}>
        {state.data.map((sub) => (
          <li key={sub.name}>
            <Link to={`/sub-category/${encodeURIComponent(sub.name)}`} className={styles.tile}>
              <ProductImage
                src={sub.image}
                alt=""
                width={48}
                height={48}
                className={styles.tileImage}
              />
              <span>{sub.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
