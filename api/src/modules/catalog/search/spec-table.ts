import {
  capacity,
  chipset,
  efficiency,
  memoryType,
  refreshRate,
  resolution,
  screenSize,
  socket,
  storageInterface,
  wattage,
  type SpecReader,
} from './spec-values';

// Which specifications are facets, per category: each facet's key (the address's
// `spec.<key>`), its heading, and which specification labels it reads (in which
// subcategories, when a label means different things in one category: a RAM module's
// 'Type' is its memory type, a cooler's is not). Kept as data: a new facet is a row.

export interface SpecSource {
  /** The specification's label as the catalog writes it. */
  label: string;
  /** Only products of these subcategories (all of the category when absent). */
  subCategories?: readonly string[];
}

export interface SpecFacetDef {
  key: string;
  /** The facet's heading (English; the shop's pages translate it by key). */
  label: string;
  read: SpecReader;
  sources: readonly SpecSource[];
}

const facet = (
  key: string,
  label: string,
  read: SpecReader,
  ...sources: SpecSource[]
): SpecFacetDef => ({ key, label, read, sources });

/** Category slug -> its specification facets, in the order a filter panel shows them. */
export const SPEC_FACETS: Readonly<Record<string, readonly SpecFacetDef[]>> = {
  'desktop-components': [
    facet('socket', 'Socket', socket, {
      label: 'Socket',
      subCategories: ['Processor', 'Motherboard'],
    }),
    facet('chipset', 'Chipset', chipset, { label: 'Chipset', subCategories: ['Motherboard'] }),
    facet(
      'memory-type',
      'Memory type',
      memoryType,
      { label: 'Type', subCategories: ['RAM'] },
      { label: 'Memory', subCategories: ['Motherboard'] },
    ),
    facet('memory-capacity', 'Memory capacity', capacity, {
      label: 'Capacity',
      subCategories: ['RAM'],
    }),
    facet('psu-wattage', 'Power supply wattage', wattage, {
      label: 'Wattage',
      subCategories: ['Power Supply'],
    }),
    facet('psu-efficiency', 'Power supply efficiency', efficiency, {
      label: 'Efficiency',
      subCategories: ['Power Supply'],
    }),
  ],
  'graphics-cards': [facet('gpu-memory', 'GPU memory', capacity, { label: 'Memory' })],
  laptops: [
    facet('memory-capacity', 'Memory capacity', capacity, { label: 'Memory' }),
    facet('storage-capacity', 'Storage capacity', capacity, { label: 'Storage' }),
    facet('screen-size', 'Screen size', screenSize, { label: 'Display' }),
    facet('resolution', 'Resolution', resolution, { label: 'Display' }),
    facet('refresh-rate', 'Refresh rate', refreshRate, { label: 'Display' }),
  ],
  monitors: [
    facet('screen-size', 'Screen size', screenSize, { label: 'Screen Size' }),
    facet('resolution', 'Resolution', resolution, { label: 'Resolution' }),
    facet('refresh-rate', 'Refresh rate', refreshRate, { label: 'Refresh Rate' }),
  ],
  storage: [
    facet('storage-capacity', 'Storage capacity', capacity, { label: 'Capacity' }),
    facet('storage-interface', 'Interface', storageInterface, { label: 'Interface' }),
  ],
};

/** Every facet key of any category, with the reader of its values (the same in each). */
export const SPEC_KEYS: ReadonlyMap<string, SpecReader> = new Map(
  Object.values(SPEC_FACETS).flatMap((defs) => defs.map((d) => [d.key, d.read] as const)),
);

/** What a query's `spec.<key>` parameter is called. */
export const SPEC_PARAM_PREFIX = 'spec.';

/**
 * A product's facet values as `key=value` strings, from its category, subcategory and
 * specifications (as stored: a JSON array of { label, value }).
 */
export function specValuesOf(
  category: string,
  subCategory: string | null,
  specifications: unknown,
): string[] {
  const defs = SPEC_FACETS[category];
  if (defs === undefined) return [];
  let specs: unknown = specifications;
  if (typeof specs === 'string') {
    try {
      specs = JSON.parse(specs);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(specs)) return [];
  const out: string[] = [];
  for (const def of defs) {
    for (const source of def.sources) {
      if (
        source.subCategories !== undefined &&
        (subCategory === null || !source.subCategories.includes(subCategory))
      ) {
        continue;
      }
      for (const spec of specs as { label?: unknown; value?: unknown }[]) {
        if (spec?.label !== source.label || typeof spec.value !== 'string') continue;
        const value = def.read(spec.value);
        const pair = value === null ? null : `${def.key}=${value}`;
        if (pair !== null && !out.includes(pair)) out.push(pair);
      }
    }
  }
  return out;
}

/**
 * A query's `spec.<key>` parameters as normalised filters ('16gb' -> '16 GB'), or what is
 * wrong with them: a key that is not a facet of the query's category, or a value its
 * reader finds nothing in.
 */
export function readSpecFilters(
  query: Readonly<Record<string, unknown>>,
  category: string | undefined,
): { specs: Record<string, string[]> | undefined } | { error: string } {
  let specs: Record<string, string[]> | undefined;
  for (const [param, given] of Object.entries(query)) {
    if (!param.startsWith(SPEC_PARAM_PREFIX) || given === undefined) continue;
    const key = param.slice(SPEC_PARAM_PREFIX.length);
    const read = SPEC_KEYS.get(key);
    if (read === undefined) return { error: `querystring/${param} is not a specification filter` };
    if (category !== undefined && !SPEC_FACETS[category]?.some((def) => def.key === key)) {
      return {
        error: `querystring/${param} is not a specification filter of category ${category}`,
      };
    }
    const values: string[] = [];
    for (const text of Array.isArray(given) ? (given as unknown[]) : [given]) {
      const value = typeof text === 'string' ? read(text) : null;
      if (value === null) {
        return { error: `querystring/${param} '${String(text)}' is not a value of this filter` };
      }
      if (!values.includes(value)) values.push(value);
    }
    (specs ??= {})[key] = values;
  }
  return { specs };
}
