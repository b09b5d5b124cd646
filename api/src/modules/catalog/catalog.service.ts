import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import type { CatalogIndexApi } from './catalog-index';
import { CatalogRepository, type ProductRow } from './catalog.repository';
import {
  DEFAULT_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  SUGGEST_LIMIT,
  type ListProductsQuery,
  type Product,
  type SearchProductsQuery,
  type SearchResult,
  type Sort,
} from './catalog.schemas';
import { tokenize } from './search-text';
import type { FacetCounts, IndexFilters } from './search-index';

export const PRODUCT_NOT_FOUND = 'Product not found';

export interface SuggestItem {
  name: string;
  slug: string;
}

export function toProduct(row: ProductRow): Product {
  const stockQuantity = Number(row.stock_quantity);
  const builderSpecs = parseJson<Record<string, unknown>>(row.builder_specs, {});
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    category: row.category,
    ...(row.sub_category !== null ? { subCategory: row.sub_category } : {}),
    brand: row.brand,
    model: row.model,
    price: Number(row.price),
    ...(row.old_price !== null ? { oldPrice: Number(row.old_price) } : {}),
    stock: stockQuantity > 0,
    stockQuantity,
    availability: stockQuantity > 0 ? 'In Stock' : 'Out of Stock',
    description: row.description,
    specifications: parseJson(row.specifications, []),
    features: parseJson(row.features, []),
    ...(row.warranty !== null ? { warranty: row.warranty } : {}),
    isFeatured: Number(row.is_featured) === 1,
    isNew: Number(row.is_new) === 1,
    // float4 on PostgreSQL reads back as 4.800000190734863.
    rating: Math.round(Number(row.rating) * 10) / 10,
    reviewCount: Number(row.review_count),
    ...(row.weight !== null ? { weight: row.weight } : {}),
    ...(row.shipping_type !== null ? { shippingType: row.shipping_type } : {}),
    ...(row.builder_category !== null
      ? { builderCategory: row.builder_category, builderSpecs }
      : {}),
  };
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function checkQueryLength(q: string): void {
  if (q.length > MAX_QUERY_LENGTH) {
    throw HttpError.badRequest(
      `querystring/q must be at most ${MAX_QUERY_LENGTH} characters`,
      'QUERY_TOO_LONG',
    );
  }
}

export class CatalogService {
  readonly repository: CatalogRepository;

  constructor(
    db: Kysely<Database>,
    private readonly index: CatalogIndexApi,
  ) {
    this.repository = new CatalogRepository(db);
  }

  async getById(id: string): Promise<Product> {
    const row = await this.repository.findById(id);
    if (!row) throw HttpError.notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND');
    return toProduct(row);
  }

  async getBySlug(slug: string): Promise<Product> {
    const row = await this.repository.findBySlug(slug);
    if (!row) throw HttpError.notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND');
    return toProduct(row);
  }

  async list(query: ListProductsQuery) {
    const { items, total, page, pageSize } = await this.run([], query, false);
    return { items, total, page, pageSize };
  }

  async search(query: SearchProductsQuery): Promise<SearchResult> {
    const q = query.q ?? '';
    checkQueryLength(q);
    const result = await this.run(tokenize(q), query, true);
    return {
      items: result.items,
      total: result.total,
      page: result.page,
      pageSize: result.pageSize,
      facets: result.facets ?? { brands: [], categories: [], price: { min: 0, max: 0 } },
    };
  }

  async suggest(q: string): Promise<{ items: SuggestItem[] }> {
    checkQueryLength(q);
    const tokens = tokenize(q);
    if (tokens.length === 0) return { items: [] };
    const found = await this.index.suggest(tokens, SUGGEST_LIMIT);
    if (found.items) return { items: found.items };
    const rows = await this.repository.findByIds(found.ids);
    return { items: rows.map((row) => ({ name: row.name, slug: row.slug })) };
  }

  private async run(tokens: readonly string[], query: ListProductsQuery, withFacets: boolean) {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const sort: Sort = query.sort ?? (tokens.length === 0 && query.isNew ? 'newest' : 'relevance');
    const filters: IndexFilters = {
      category: query.category,
      subCategory: query.subCategory,
      brands: query.brand,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      inStock: query.inStock,
      builderCategory: query.builderCategory,
      featured: query.featured,
      isNew: query.isNew,
    };
    if (
      filters.minPrice !== undefined &&
      filters.maxPrice !== undefined &&
      filters.minPrice > filters.maxPrice
    ) {
      throw HttpError.badRequest('querystring/minPrice must not be greater than maxPrice');
    }
    const answer = await this.index.query({
      tokens,
      filters,
      sort,
      offset: (page - 1) * pageSize,
      limit: pageSize,
      withFacets,
    });
    // Price and stock come from the rows, read now (by the index's thread on SQLite, or
    // here): never older than this answer.
    const rows = answer.rows ?? (await this.repository.findByIds(answer.ids));
    return {
      items: rows.map(toProduct),
      total: answer.total,
      page,
      pageSize,
      facets: answer.facets as FacetCounts | null,
    };
  }
}

export interface CategoryTileOut {
  name: string;
  slug: string;
  image: string;
  subcategories: { id: string; name: string; image: string }[];
}

export async function listCategories(repository: CatalogRepository): Promise<CategoryTileOut[]> {
  const categories = await repository.listHomeCategories();
  const subcategories = await repository.listSubcategories(categories.map((c) => c.slug));
  return categories.map((category) => ({
    name: category.name,
    slug: category.slug,
    image: category.image,
    subcategories: subcategories
      .filter((sub) => sub.category_slug === category.slug)
      .map((sub) => ({ id: sub.id, name: sub.name, image: sub.image })),
  }));
}

export async function listSubcategoriesOf(repository: CatalogRepository, name: string) {
  const category = await repository.findCategory(name);
  if (!category) throw HttpError.notFound('Category not found', 'CATEGORY_NOT_FOUND');
  const subcategories = await repository.listSubcategories([category.slug]);
  return subcategories.map((sub) => ({ id: sub.id, name: sub.name, image: sub.image }));
}
