import type { Kysely } from 'kysely';
import { builderSlot, type BuilderCategory } from '@shop/shared/src/contracts/builder-slots';
import type { DatabaseDialect } from '../../config';
import type { Database } from '../../db/database';
import { toProduct } from '../catalog/catalog-json';
import type { Product } from '../catalog/catalog.schemas';
import { brandsOf, countParts, findByIds, findParts, type PartFilters } from './builder.repository';
import { DEFAULT_PARTS_PAGE_SIZE, type ListPartsQuery, type PartsPage } from './builder.schemas';
import { compatibilityConditions, type ChosenSpecs } from './builder.rules';

export interface BuilderDeps {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
}

/** Parts of one slot's category, filtered, sorted and paged; incompatible ones left out on request. */
export async function listParts(deps: BuilderDeps, query: ListPartsQuery): Promise<PartsPage> {
  // The schema only lets known slots through, so the slot is always found.
  const slot = builderSlot(query.slot)!;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PARTS_PAGE_SIZE;
  const filters: PartFilters = {
    category: slot.category,
    brands: query.brand,
    maxPrice: query.maxPrice,
    nameContains: query.q?.trim().toLowerCase() || undefined,
  };

  const chosen: ChosenSpecs = {};
  for (const product of await selection(deps, query.selected ?? [])) {
    const category = product.builderCategory as BuilderCategory | undefined;
    // The slot being chosen is replaced, so its current part does not constrain the list.
    if (!category || category === slot.category || chosen[category]) continue;
    chosen[category] = (product.builderSpecs ?? {}) as Record<string, unknown>;
  }
  const conditions =
    query.compatibleOnly === false
      ? []
      : compatibilityConditions(deps.dialect, slot.category, chosen, query.load);

  const [total, unfiltered, rows, brands] = await Promise.all([
    countParts(deps.db, filters, conditions),
    conditions.length ? countParts(deps.db, filters, []) : Promise.resolve(undefined),
    findParts(deps.db, filters, conditions, {
      sort: query.sort ?? 'price-asc',
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
    brandsOf(deps.db, slot.category),
  ]);
  return {
    items: rows.map(toProduct),
    total,
    page,
    pageSize,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    brands,
    hiddenIncompatible: unfiltered === undefined ? 0 : unfiltered - total,
  };
}

/** The chosen parts as they are now (price, stock); ids the catalog no longer has are left out. */
export async function selection(deps: BuilderDeps, ids: readonly string[]): Promise<Product[]> {
  const rows = await findByIds(deps.db, [...new Set(ids)]);
  const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
}
