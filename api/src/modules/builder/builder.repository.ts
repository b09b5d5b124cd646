import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';
import { PRODUCT_COLUMNS, type ProductRow } from '../catalog/catalog.repository';
import type { PartSort } from './builder.schemas';

// Reads of the PC Builder: one category's parts with the shopper's filters. Every value
// is a bound parameter. Compatibility is not decided here: the service reads the
// candidates' specs and applies the shared rule set (@shop/shared/src/builder-rules) to
// them, so the lists, the check and the page answer from one set of rules.

export interface PartFilters {
  category: string;
  brands?: readonly string[] | undefined;
  maxPrice?: number | undefined;
  /** Already lower-cased. */
  nameContains?: string | undefined;
}

const ORDER: Record<PartSort, RawBuilder<unknown>> = {
  'price-asc': sql`p.price asc, p.name asc`,
  'price-desc': sql`p.price desc, p.name asc`,
  name: sql`p.name asc`,
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function whereOf(filters: PartFilters): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [
    sql`p.builder_category = ${filters.category}`,
    sql`p.archived_at is null`,
  ];
  if (filters.brands?.length) {
    parts.push(sql`p.brand in (${sql.join(filters.brands.map((brand) => sql`${brand}`))})`);
  }
  if (filters.maxPrice !== undefined) parts.push(sql`p.price <= ${filters.maxPrice}`);
  if (filters.nameContains) {
    parts.push(sql`lower(p.name) like ${likePattern(filters.nameContains)} escape '\\'`);
  }
  return sql.join(parts, sql` and `);
}

/** What the rules read of a candidate: the page's full rows are read by id afterwards. */
export interface CandidateRow {
  id: string;
  name: string;
  builder_category: string | null;
  builder_specs: string;
}

/** Every part of the filtered category, in the list's order, with the specs the rules read. */
export async function findCandidates(
  db: Kysely<Database>,
  filters: PartFilters,
  sort: PartSort,
): Promise<CandidateRow[]> {
  const { rows } = await sql<CandidateRow>`
    select p.id, p.name, p.builder_category, p.builder_specs from products p
    where ${whereOf(filters)}
    order by ${ORDER[sort]}, p.id asc
  `.execute(db);
  return rows;
}

export async function brandsOf(db: Kysely<Database>, category: string): Promise<string[]> {
  const rows = await db
    .selectFrom('products')
    .select('brand')
    .distinct()
    .where('builder_category', '=', category)
    .orderBy('brand')
    .execute();
  return rows.map((row) => row.brand);
}

export function findByIds(db: Kysely<Database>, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('id', 'in', [...ids])
    .execute();
}
