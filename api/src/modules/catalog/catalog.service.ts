import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../../config';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import {
  CatalogRepository,
  type FacetCounts,
  type ProductFilters,
  type ProductRow,
  type TextMatch,
} from './catalog.repository';
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
import {
  correctToken,
  tokenize,
  toFtsPrefixQuery,
  toTsPrefixQuery,
  type VocabularyTerm,
} from './search-text';
import { TtlCache } from './ttl-cache';

// Search answers (ids of the page, total, facets) are kept for a few seconds: a busy
// search box repeats the same queries, and counting and grouping tens of thousands of
// matches is the expensive part. The products of the page are always read fresh, so
// price and stock on screen are never stale; only which products match may lag by up
// to SEARCH_TTL_MS after a catalog edit.
const SEARCH_TTL_MS = 10_000;
const SEARCH_CACHE_ENTRIES = 500;
const SUGGEST_TTL_MS = 60_000;
const SUGGEST_CACHE_ENTRIES = 2_000;
const VOCABULARY_TTL_MS = 10 * 60_000;
const VOCABULARY_MAX_TERMS = 50_000;

export const PRODUCT_NOT_FOUND = 'Product not found';

interface CachedSearch {
  ids: string[];
  total: number;
  facets: FacetCounts | null;
}

export interface SuggestItem {
  name: string;
  slug: string;
}

interface Vocabulary {
  terms: VocabularyTerm[];
  /** Sorted, for prefix look-ups by binary search. */
  sorted: string[];
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
  private readonly searchCache = new TtlCache<string, CachedSearch>(
    SEARCH_CACHE_ENTRIES,
    SEARCH_TTL_MS,
  );
  private readonly suggestCache = new TtlCache<string, SuggestItem[]>(
    SUGGEST_CACHE_ENTRIES,
    SUGGEST_TTL_MS,
  );
  private vocabulary: { value: Promise<Vocabulary>; expires: number } | undefined;

  constructor(db: Kysely<Database>, dialect: DatabaseDialect) {
    this.repository = new CatalogRepository(db, dialect);
  }

  /** Drops cached search answers (after a catalog change made by this process). */
  clearCaches(): void {
    this.searchCache.clear();
    this.suggestCache.clear();
    this.vocabulary = undefined;
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
    const { items, total, page, pageSize } = await this.run(null, query, false);
    return { items, total, page, pageSize };
  }

  async search(query: SearchProductsQuery): Promise<SearchResult> {
    const q = query.q ?? '';
    checkQueryLength(q);
    const tokens = tokenize(q);
    const match = tokens.length === 0 ? null : this.textMatch(tokens);
    const result = await this.run(match, query, true);
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
    const key = tokens.join(' ');
    const cached = this.suggestCache.get(key);
    if (cached) return { items: cached };

    let items = await this.repository.suggest(tokens, this.textMatch(tokens), SUGGEST_LIMIT);
    if (items.length === 0) {
      // Nothing starts with what was typed: try the closest indexed words instead.
      const vocabulary = await this.loadVocabulary();
      const corrected = tokens.map((token) =>
        correctToken(token, vocabulary.terms, (prefix) => hasPrefix(vocabulary.sorted, prefix)),
      );
      if (corrected.some((token, i) => token !== tokens[i])) {
        items = await this.repository.suggest(corrected, this.textMatch(corrected), SUGGEST_LIMIT);
      }
    }
    const plain = items.map((item) => ({ name: item.name, slug: item.slug }));
    this.suggestCache.set(key, plain);
    return { items: plain };
  }

  private textMatch(tokens: readonly string[]): string {
    return this.repository.dialect === 'sqlite'
      ? toFtsPrefixQuery(tokens)
      : toTsPrefixQuery(tokens);
  }

  private async run(match: TextMatch, query: ListProductsQuery, withFacets: boolean) {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const sort: Sort = query.sort ?? (match === null && query.isNew ? 'newest' : 'relevance');
    const filters: ProductFilters = {
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
    const key = JSON.stringify([match, filters, sort, page, pageSize, withFacets]);
    let cached = this.searchCache.get(key);
    if (!cached) {
      const offset = (page - 1) * pageSize;
      const [ids, total, facets] = await Promise.all([
        this.repository.searchIds(match, filters, sort, pageSize, offset),
        this.repository.count(match, filters),
        withFacets ? this.repository.facets(match, filters) : Promise.resolve(null),
      ]);
      cached = { ids, total, facets };
      this.searchCache.set(key, cached);
    }
    const rows = await this.repository.findByIds(cached.ids);
    return {
      items: rows.map(toProduct),
      total: cached.total,
      page,
      pageSize,
      facets: cached.facets,
    };
  }

  private loadVocabulary(): Promise<Vocabulary> {
    const now = Date.now();
    if (this.vocabulary && this.vocabulary.expires > now) return this.vocabulary.value;
    const value = this.repository.vocabulary(VOCABULARY_MAX_TERMS).then((terms) => ({
      terms,
      sorted: terms.map((t) => t.term).sort(),
    }));
    // A failed load is not cached: the next request tries again.
    value.catch(() => {
      this.vocabulary = undefined;
    });
    this.vocabulary = { value, expires: now + VOCABULARY_TTL_MS };
    return value;
  }
}

function hasPrefix(sorted: readonly string[], prefix: string): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  return low < sorted.length && sorted[low]!.startsWith(prefix);
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
