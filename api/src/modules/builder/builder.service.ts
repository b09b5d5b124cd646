import type { Kysely } from 'kysely';
import {
  builderSlot,
  slotOfCategory,
  type BuilderSlotId,
} from '@shop/shared/src/contracts/builder-slots';
import {
  candidateFit,
  checkBuild,
  type CandidateFit,
  type Problem,
  type RuleParts,
} from '@shop/shared/src/builder-rules/rules';
import type { DatabaseDialect } from '../../config';
import type { Database } from '../../db/database';
import { toProduct } from '../catalog/catalog-json';
import type { Product } from '../catalog/catalog.schemas';
import {
  brandsOf,
  findByIds,
  findCandidates,
  type CandidateRow,
  type PartFilters,
} from './builder.repository';
import {
  DEFAULT_PARTS_PAGE_SIZE,
  type BuildCheck,
  type ListPartsQuery,
  type PartsPage,
} from './builder.schemas';

export interface BuilderDeps {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
}

function parseSpecs(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The chosen parts by the slot of their catalog category; the slot being chosen is left out. */
function othersBySlot(products: readonly Product[], slot: BuilderSlotId): RuleParts {
  const others: RuleParts = {};
  for (const product of products) {
    const other = product.builderCategory ? slotOfCategory(product.builderCategory) : undefined;
    if (!other || other.id === slot || others[other.id]) continue;
    others[other.id] = product;
  }
  return others;
}

/**
 * Why parts were left out, naming the chosen parts that rule them out. A part that alone
 * keeps candidates out comes first ("2 only because of the ... DDR4 (RAM)": change it and
 * they fit), then the others by how many they rule out, with one Problem as an example.
 */
function hiddenReason(
  slot: BuilderSlotId,
  others: RuleParts,
  misfits: readonly CandidateFit[],
): string | undefined {
  if (misfits.length === 0) return undefined;
  const sole = new Map<string, { count: number; example: Problem }>();
  const any = new Map<string, { count: number; example: Problem }>();
  const tally = (map: typeof sole, key: string, example: Problem) => {
    const entry = map.get(key) ?? { count: 0, example };
    entry.count += 1;
    map.set(key, entry);
  };
  for (const fit of misfits) {
    const culprits = new Map<string, Problem>();
    for (const error of fit.errors) {
      const slots = error.slots.filter((other) => other !== slot && others[other]);
      for (const key of slots.length ? slots : ['load']) {
        if (!culprits.has(key)) culprits.set(key, error);
      }
    }
    for (const [key, error] of culprits) tally(any, key, error);
    const [only] = culprits;
    if (culprits.size === 1 && only) tally(sole, only[0], only[1]);
  }
  const byCount = (map: typeof sole) => [...map.entries()].sort((a, b) => b[1].count - a[1].count);
  const name = (key: string) => {
    const part = others[key as BuilderSlotId];
    return part
      ? `the ${part.name} (${builderSlot(key)?.name ?? key})`
      : 'the power the rest of the build draws';
  };
  const lines = [
    ...byCount(sole).map(([key, { count }]) => `${count} only because of ${name(key)}`),
    ...byCount(any)
      .filter(([key]) => !sole.has(key))
      .map(([key, { count }]) => `${count} because of ${name(key)}`),
  ].slice(0, 3);
  // Chosen parts that already conflict are the root of a dead end (a Core Ultra with DDR4
  // leaves no motherboard): say so rather than give an example.
  const conflict = checkBuild(others).problems.find(
    (problem) => problem.severity === 'error' && problem.code !== 'graphics-needed',
  );
  const example = (byCount(sole)[0] ?? byCount(any)[0])?.[1].example.message;
  const total = misfits.length;
  const tail = conflict
    ? ` The parts you chose already conflict: ${conflict.message}`
    : example
      ? ` For example: ${example}`
      : '';
  const [top] = byCount(sole);
  const counted =
    top && top[1].count === total ? `, only because of ${name(top[0])}` : `: ${lines.join('; ')}`;
  return `${total} ${total === 1 ? 'part does' : 'parts do'} not fit your build${counted}.${tail}`;
}

/**
 * Parts of one slot's category, filtered by the shopper, checked against the chosen parts
 * with the shared rules: those with an Error left out on request (compatibleOnly), or
 * listed after those that fit; sorted and paged.
 */
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
  const compatibleOnly = query.compatibleOnly !== false;

  const [chosen, candidates, brands] = await Promise.all([
    selection(deps, query.selected ?? []),
    findCandidates(deps.db, filters, query.sort ?? 'price-asc'),
    brandsOf(deps.db, slot.category),
  ]);
  const others = othersBySlot(chosen, slot.id);
  const fits: CandidateRow[] = [];
  const misfits: { row: CandidateRow; fit: CandidateFit }[] = [];
  // Whether a part fits depends on its figures alone, and many parts share them (editions
  // and colours of one model): each set of figures is judged once. The Problems kept name
  // the first part judged, which is one that does not fit for that reason.
  const judged = new Map<string, CandidateFit>();
  for (const row of candidates) {
    let fit = judged.get(row.builder_specs);
    if (!fit) {
      const part = {
        id: row.id,
        name: row.name,
        builderCategory: row.builder_category ?? undefined,
        builderSpecs: parseSpecs(row.builder_specs),
      };
      fit = candidateFit(others, slot.id, part, { load: query.load });
      judged.set(row.builder_specs, fit);
    }
    if (fit.fits) fits.push(row);
    else misfits.push({ row, fit });
  }
  const listed = compatibleOnly ? fits : [...fits, ...misfits.map(({ row }) => row)];
  const ids = listed.slice((page - 1) * pageSize, page * pageSize).map((row) => row.id);
  const byId = new Map((await findByIds(deps.db, ids)).map((row) => [row.id, toProduct(row)]));
  const reason = compatibleOnly
    ? hiddenReason(
        slot.id,
        others,
        misfits.map(({ fit }) => fit),
      )
    : undefined;
  return {
    items: ids.flatMap((id) => byId.get(id) ?? []),
    total: listed.length,
    page,
    pageSize,
    totalPages: Math.max(1, Math.ceil(listed.length / pageSize)),
    brands,
    hiddenIncompatible: compatibleOnly ? misfits.length : 0,
    ...(reason ? { hiddenReason: reason } : {}),
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

/**
 * A build of product ids checked with the shared rules, as the catalog has the parts now:
 * an id the catalog does not have is an 'unknown-part' Error, a product in a slot of
 * another category a 'wrong-slot' Error (the rules' own), never a failure.
 */
export async function checkPartIds(
  db: Kysely<Database>,
  ids: Partial<Record<BuilderSlotId, string>>,
): Promise<BuildCheck> {
  const entries = Object.entries(ids).filter(
    (entry): entry is [BuilderSlotId, string] => typeof entry[1] === 'string',
  );
  const rows = await findByIds(db, [...new Set(entries.map(([, id]) => id))]);
  const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
  const parts: RuleParts = {};
  const unknown: Problem[] = [];
  for (const [slotId, id] of entries) {
    const product = byId.get(id);
    if (product) {
      parts[slotId] = product;
      continue;
    }
    unknown.push({
      slots: [slotId],
      code: 'unknown-part',
      message: `The catalog has no product ${id} for the ${builderSlot(slotId)?.name ?? slotId} slot.`,
      severity: 'error',
    });
  }
  const result = checkBuild(parts);
  return { ...result, problems: [...unknown, ...result.problems] };
}
