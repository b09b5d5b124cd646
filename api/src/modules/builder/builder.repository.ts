import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';
import { PRODUCT_COLUMNS, type ProductRow } from '../catalog/catalog.repository';
import type { PartSort } from './builder.schemas';

// Reads of the PC Builder: one category's parts with the builder's filters. Every value
// is a bound parameter; the compatibility conditions come from builder.rules.ts.

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

function whereOf(filters: PartFilters, extra: readonly RawBuilder<boolean>[]): RawBuilder<unknown> {
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
  parts.push(...extra);
  return sql.join(parts, sql` and `);
}

const COLUMNS = sql.join(PRODUCT_COLUMNS.map((column) => sql.ref(`p.${column}`)));

export async function countParts(
  db: Kysely<Database>,
  filters: PartFilters,
  conditions: readonly RawBuilder<boolean>[],
): Promise<number> {
  const { rows } = await sql<{ total: number | string }>`
    select count(*) as total from products p where ${whereOf(filters, conditions)}
  `.execute(db);
  return Number(rows[0]?.total ?? 0);
}

export async function findParts(
  db: Kysely<Database>,
  filters: PartFilters,
  conditions: readonly RawBuilder<boolean>[],
  page: { sort: PartSort; limit: number; offset: number },
): Promise<ProductRow[]> {
  const { rows } = await sql<ProductRow>`
    select ${COLUMNS} from products p
    where ${whereOf(filters, conditions)}
    order by ${ORDER[page.sort]}, p.id asc
    limit ${page.limit} offset ${page.offset}
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
