import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { isoTime, toProduct } from './catalog-json';
import * as repo from './catalog.repository';
import {
  DEFAULT_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  SUGGEST_LIMIT,
  type ListProductsQuery,
  type Product,
  type SearchProductsQuery,
  MAX_SLUG_PAGE_SIZE,
  type ListSlugsQuery,
  type SlugList,
  type Sort,
} from './catalog.schemas';
import { readSpecFilters, type CatalogIndexApi, type SearchFilters } from './search';

export const PRODUCT_NOT_FOUND = 'Product not found';

export interface SuggestItem {
  name: string;
  slug: string;
}

export function checkQueryLength(q: string): void {
  if (q.length > MAX_QUERY_LENGTH) {
    throw HttpError.badRequest(
      `querystring/q must be at most ${MAX_QUERY_LENGTH} characters`,
      'QUERY_TOO_LONG',
    );
  }
}

export interface CatalogDeps {
  db: Kysely<Database>;
  index: CatalogIndexApi;
}

export async function getProductById(deps: CatalogDeps, id: string): Promise<Product> {
  const row = await repo.findById(deps.db, id);
  if (!row) throw HttpError.notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND');
  return toProduct(row);
}

export async function getProductBySlug(deps: CatalogDeps, slug: string): Promise<Product> {
  const row = await repo.findBySlug(deps.db, slug);
  if (!row) throw HttpError.notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND');
  return toProduct(row);
}

export async function listProductSlugs(
  deps: CatalogDeps,
  query: ListSlugsQuery,
): Promise<SlugList> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? MAX_SLUG_PAGE_SIZE;
  const { rows, total } = await repo.listSlugs(deps.db, (page - 1) * pageSize, pageSize);
  return {
    items: rows.map((row) => ({ slug: row.slug, updatedAt: isoTime(row.updated_at) })),
    total,
    page,
    pageSize,
  };
}

/** The answer's JSON (a ProductList), as text or UTF-8 bytes. */
export function listProducts(deps: CatalogDeps, query: ListProductsQuery): Promise<Buffer> {
  return run(deps, '', query, false);
}

/** The answer's JSON (a SearchResult), as text or UTF-8 bytes. */
export function searchProducts(deps: CatalogDeps, query: SearchProductsQuery): Promise<Buffer> {
  const q = query.q ?? '';
  checkQueryLength(q);
  return run(deps, q, query, true, query.exact === true);
}

export async function suggestProducts(
  deps: CatalogDeps,
  q: string,
): Promise<{ items: SuggestItem[] }> {
  checkQueryLength(q);
  return { items: await deps.index.suggest(q, SUGGEST_LIMIT) };
}

async function run(
  deps: CatalogDeps,
  text: string,
  query: ListProductsQuery,
  withFacets: boolean,
  exact = false,
): Promise<Buffer> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  // Text without a word to search for (only spaces or signs) lists like no text.
  const hasWords = /[\p{L}\p{N}]/u.test(text.normalize('NFKC'));
  const sort: Sort = query.sort ?? (!hasWords && query.isNew ? 'newest' : 'relevance');
  const specFilters = readSpecFilters(query, query.category);
  if ('error' in specFilters) throw HttpError.badRequest(specFilters.error);
  const filters: SearchFilters = {
    category: query.category,
    subCategory: query.subCategory,
    brands: query.brand,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    inStock: query.inStock,
    builderCategory: query.builderCategory,
    featured: query.featured,
    isNew: query.isNew,
    specs: specFilters.specs,
  };
  if (
    filters.minPrice !== undefined &&
    filters.maxPrice !== undefined &&
    filters.minPrice > filters.maxPrice
  ) {
    throw HttpError.badRequest('querystring/minPrice must not be greater than maxPrice');
  }
  const answer = await deps.index.query({
    text,
    filters,
    sort,
    offset: (page - 1) * pageSize,
    limit: pageSize,
    withFacets,
    exact,
  });
  // The index writes the whole answer, page's products included; from its worker as
  // bytes that moved between the threads without a copy: this thread sends them as they
  // are.
  return Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength);
}

export interface CategoryTileOut {
  name: string;
  slug: string;
  image: string;
  subcategories: { id: string; name: string; image: string }[];
}

export async function listCategories(db: Kysely<Database>): Promise<CategoryTileOut[]> {
  const categories = await repo.listHomeCategories(db);
  const subcategories = await repo.listSubcategories(
    db,
    categories.map((c) => c.slug),
  );
  return categories.map((category) => ({
    name: category.name,
    slug: category.slug,
    image: category.image,
    subcategories: subcategories
      .filter((sub) => sub.category_slug === category.slug)
      .map((sub) => ({ id: sub.id, name: sub.name, image: sub.image })),
  }));
}

export async function listSubcategoriesOf(db: Kysely<Database>, name: string) {
  const category = await repo.findCategory(db, name);
  if (!category) throw HttpError.notFound('Category not found', 'CATEGORY_NOT_FOUND');
  const subcategories = await repo.listSubcategories(db, [category.slug]);
  return subcategories.map((sub) => ({ id: sub.id, name: sub.name, image: sub.image }));
}
