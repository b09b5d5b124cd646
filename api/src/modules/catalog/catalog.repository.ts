import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { DatabaseDialect } from '../../config';
import type { Database } from '../../db/database';
import type { Sort } from './catalog.schemas';
import type { CategoriesTable, ProductsTable, SubcategoriesTable } from './catalog.tables';
import type { VocabularyTerm } from './search-text';

// Catalog reads. Search is written as SQL fragments because full text differs per
// dialect (FTS5 MATCH on SQLite, tsvector @@ tsquery on PostgreSQL); every value,
// including the already-sanitised full-text query, is a bound parameter.

/** Every column the API sends (never `*`: PostgreSQL has a search_vector column too). */
export const PRODUCT_COLUMNS = [
  'id',
  'slug',
  'name',
  'brand',
  'model',
  'category',
  'sub_category',
  'builder_category',
  'price',
  'old_price',
  'stock_quantity',
  'image',
  'description',
  'specifications',
  'features',
  'builder_specs',
  'warranty',
  'is_featured',
  'is_new',
  'rating',
  'review_count',
  'weight',
  'shipping_type',
  'created_at',
] as const;

export type ProductRow = Pick<Selectable<ProductsTable>, (typeof PRODUCT_COLUMNS)[number]>;

export interface ProductFilters {
  category?: string | undefined;
  subCategory?: string | undefined;
  brands?: readonly string[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
  builderCategory?: string | undefined;
  featured?: boolean | undefined;
  isNew?: boolean | undefined;
}

/** A full-text query already in the dialect's syntax (see search-text.ts), or null. */
export type TextMatch = string | null;

type Facet = 'brand' | 'category' | 'price';

export interface FacetCounts {
  brands: { value: string; count: number }[];
  categories: { value: string; count: number }[];
  price: { min: number; max: number };
}

const FACET_LIMIT = 50;

export class CatalogRepository {
  private readonly columnList: RawBuilder<unknown>;

  constructor(
    private readonly db: Kysely<Database>,
    readonly dialect: DatabaseDialect,
  ) {
    this.columnList = sql.join(PRODUCT_COLUMNS.map((column) => sql.ref(`p.${column}`)));
  }

  findById(id: string): Promise<ProductRow | undefined> {
    return this.db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findBySlug(slug: string): Promise<ProductRow | undefined> {
    return this.db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('slug', '=', slug)
      .executeTakeFirst();
  }

  async findByIds(ids: readonly string[]): Promise<ProductRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('id', 'in', [...ids])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Ids of one page of matches, in the requested order. */
  async searchIds(
    match: TextMatch,
    filters: ProductFilters,
    sort: Sort,
    limit: number,
    offset: number,
  ): Promise<string[]> {
    const result = await sql<{ id: string }>`select p.id from ${this.from(match)} ${this.where(
      match,
      filters,
    )} order by ${this.orderBy(match, sort)} limit ${limit} offset ${offset}`.execute(this.db);
    return result.rows.map((row) => row.id);
  }

  async count(match: TextMatch, filters: ProductFilters): Promise<number> {
    const result = await sql<{ n: number | string }>`select count(*) as n from ${this.from(
      match,
    )} ${this.where(match, filters)}`.execute(this.db);
    return Number(result.rows[0]?.n ?? 0);
  }

  /**
   * Facet counts over the matches. Each facet ignores its own filter, so a shopper who
   * picked one brand still sees the other brands (with counts) to add.
   */
  async facets(match: TextMatch, filters: ProductFilters): Promise<FacetCounts> {
    const group = async (column: 'brand' | 'category', omit: Facet) => {
      const result = await sql<{ value: string; count: number | string }>`select ${sql.ref(
        `p.${column}`,
      )} as value, count(*) as count from ${this.from(match)} ${this.where(
        match,
        filters,
        omit,
      )} group by ${sql.ref(`p.${column}`)} order by count(*) desc, ${sql.ref(
        `p.${column}`,
      )} asc limit ${FACET_LIMIT}`.execute(this.db);
      return result.rows.map((row) => ({ value: row.value, count: Number(row.count) }));
    };
    const brands = await group('brand', 'brand');
    const categories = await group('category', 'category');
    const price = await sql<{
      min: number | null;
      max: number | null;
    }>`select min(p.price) as min, max(p.price) as max from ${this.from(match)} ${this.where(
      match,
      filters,
      'price',
    )}`.execute(this.db);
    const row = price.rows[0];
    return {
      brands,
      categories,
      price: { min: Number(row?.min ?? 0), max: Number(row?.max ?? 0) },
    };
  }

  /** Up to `limit` name/slug pairs whose name, brand or model match every word prefix. */
  async suggest(tokens: readonly string[], match: string, limit: number) {
    if (this.dialect === 'sqlite') {
      const result = await sql<{
        name: string;
        slug: string;
      }>`select p.name, p.slug from products_fts join products p on p.rowid = products_fts.rowid
        where products_fts match ${`{name brand model} : (${match})`}
        order by p.review_count desc, p.id limit ${limit}`.execute(this.db);
      return result.rows;
    }
    // The tsvector also holds the description; keep only rows whose own name, brand or
    // model contain every word (tokens are letters and digits only).
    const inName = tokens.map(
      (token) => sql`position(${token} in lower(p.name || ' ' || p.brand || ' ' || p.model)) > 0`,
    );
    const result = await sql<{
      name: string;
      slug: string;
    }>`select p.name, p.slug from products p
      where p.search_vector @@ to_tsquery('simple', ${match}) and ${sql.join(inName, sql` and `)}
      order by p.review_count desc, p.id limit ${limit}`.execute(this.db);
    return result.rows;
  }

  /** Indexed words with letters (model numbers alone are not worth correcting). */
  async vocabulary(maxTerms: number): Promise<VocabularyTerm[]> {
    const result =
      this.dialect === 'sqlite'
        ? await sql<{
            term: string;
            docs: number;
          }>`select term, doc as docs from products_fts_vocab
            where length(term) between 2 and 30 order by doc desc limit ${maxTerms}`.execute(
            this.db,
          )
        : await sql<{
            term: string;
            docs: number;
          }>`select word as term, ndoc as docs from ts_stat('select search_vector from products')
            where length(word) between 2 and 30 order by ndoc desc limit ${maxTerms}`.execute(
            this.db,
          );
    return result.rows
      .filter((row) => /\p{L}/u.test(row.term))
      .map((row) => ({ term: row.term, docs: Number(row.docs) }));
  }

  listHomeCategories(): Promise<Selectable<CategoriesTable>[]> {
    return this.db
      .selectFrom('categories')
      .selectAll()
      .where('position', 'is not', null)
      .orderBy('position')
      .execute();
  }

  findCategory(slugOrName: string): Promise<Selectable<CategoriesTable> | undefined> {
    const lowered = slugOrName.toLowerCase();
    return this.db
      .selectFrom('categories')
      .selectAll()
      .where((eb) => eb.or([eb('slug', '=', lowered), eb(eb.fn('lower', ['name']), '=', lowered)]))
      .executeTakeFirst();
  }

  listSubcategories(categorySlugs: readonly string[]): Promise<Selectable<SubcategoriesTable>[]> {
    if (categorySlugs.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('subcategories')
      .selectAll()
      .where('category_slug', 'in', [...categorySlugs])
      .orderBy('category_slug')
      .orderBy('position')
      .execute();
  }

  private from(match: TextMatch): RawBuilder<unknown> {
    return this.dialect === 'sqlite' && match !== null
      ? sql`products_fts join products p on p.rowid = products_fts.rowid`
      : sql`products p`;
  }

  private where(match: TextMatch, f: ProductFilters, omit?: Facet): RawBuilder<unknown> {
    const parts: RawBuilder<unknown>[] = [];
    if (match !== null) {
      parts.push(
        this.dialect === 'sqlite'
          ? sql`products_fts match ${match}`
          : sql`p.search_vector @@ to_tsquery('simple', ${match})`,
      );
    }
    if (omit !== 'category') {
      if (f.category !== undefined) parts.push(sql`p.category = ${f.category}`);
      if (f.subCategory !== undefined) parts.push(sql`p.sub_category = ${f.subCategory}`);
    }
    if (omit !== 'brand' && f.brands !== undefined && f.brands.length > 0) {
      parts.push(sql`p.brand in (${sql.join([...f.brands])})`);
    }
    if (omit !== 'price') {
      if (f.minPrice !== undefined) parts.push(sql`p.price >= ${f.minPrice}`);
      if (f.maxPrice !== undefined) parts.push(sql`p.price <= ${f.maxPrice}`);
    }
    // inStock=false means "do not filter" (an unticked checkbox), not "only sold out".
    if (f.inStock === true) parts.push(sql`p.stock_quantity > 0`);
    if (f.builderCategory !== undefined) parts.push(sql`p.builder_category = ${f.builderCategory}`);
    if (f.featured !== undefined) parts.push(sql`p.is_featured = ${f.featured ? 1 : 0}`);
    if (f.isNew !== undefined) parts.push(sql`p.is_new = ${f.isNew ? 1 : 0}`);
    return parts.length === 0 ? sql`` : sql`where ${sql.join(parts, sql` and `)}`;
  }

  private orderBy(match: TextMatch, sort: Sort): RawBuilder<unknown> {
    switch (sort) {
      case 'price-asc':
        return sql`p.price asc, p.id asc`;
      case 'price-desc':
        return sql`p.price desc, p.id asc`;
      case 'newest':
        return sql`p.created_at desc, p.id asc`;
      case 'rating':
        return sql`p.rating desc, p.review_count desc, p.id asc`;
      case 'relevance':
        if (match === null) return sql`p.is_featured desc, p.review_count desc, p.id asc`;
        // Name hits weigh most, then brand and model, then category, then description.
        return this.dialect === 'sqlite'
          ? sql`bm25(products_fts, 10.0, 6.0, 6.0, 2.0, 1.0) asc, p.review_count desc, p.id asc`
          : sql`ts_rank(p.search_vector, to_tsquery('simple', ${match})) desc, p.review_count desc, p.id asc`;
    }
  }
}
