import fs from 'node:fs';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import { BUILDER_CATEGORIES } from '@shop/shared/src/contracts/builder-slots';
import { ProductSpecificationSchema } from '../../modules/catalog/catalog.schemas';
import { SEED_CATEGORIES } from './catalog-categories';
import type { SeedCategory, SeedProduct } from './seed-types';

// The real catalog is data: catalog/<category slug>.json lists that category's products,
// and catalog/seed-order.json the order the seed inserts them in. Every file is checked
// against the schemas below as it is read, and a bad one stops the seed with the file and
// the product named. Stock, rating, ids and dates are not in the files: seed-catalog.ts
// derives them from the slug.

/** The shop's bundled sample product (docs/product.md#constants): 32500 / 35000, stock 15; its rating comes from published reviews (docs/reviews.md). */
export const SAMPLE_PRODUCT_SLUG = 'amd-ryzen-7-7700x';

export const CATALOG_DIR = path.join(__dirname, 'catalog');
const ORDER_FILE = 'seed-order.json';

const Text = Type.String({ minLength: 1 });

const Count = Type.Integer({ minimum: 0 });
const Texts = Type.Array(Text);
const ConnectorCounts = Type.Record(Type.String(), Count, {
  description: 'How many of each connector kind: { "8-pin": 2, "12V-2x6": 1 }',
});

/**
 * The figures the PC Builder's rules read (docs/pc-builder.md), typed so a seed file with
 * a mistyped one ("lengthMm": "301") stops the seed instead of turning a check into a
 * 'not checked' note. Other keys (cores, efficiency, ...) are free.
 */
export const BuilderSpecsSchema = Type.Object(
  {
    socket: Type.Optional(Text),
    sockets: Type.Optional(Texts),
    memoryType: Type.Optional(Text),
    memoryTypes: Type.Optional(Texts),
    series: Type.Optional(Text),
    biosUpdateFor: Type.Optional(Texts),
    tdpWatts: Type.Optional(Count),
    integratedGraphics: Type.Optional(Type.Boolean()),
    formFactor: Type.Optional(Text),
    supportedFormFactors: Type.Optional(Texts),
    psuFormFactors: Type.Optional(Texts),
    memorySlots: Type.Optional(Count),
    maxMemoryGb: Type.Optional(Count),
    m2Slots: Type.Optional(Count),
    modules: Type.Optional(Count),
    sizeGb: Type.Optional(Count),
    interface: Type.Optional(Text),
    heightMm: Type.Optional(Count),
    coolerType: Type.Optional(Type.Union([Type.Literal('air'), Type.Literal('liquid')])),
    radiatorMm: Type.Optional(
      Type.Union([Count, Type.Array(Count)], {
        description: "A liquid cooler's radiator size; a case's list of the sizes it mounts",
      }),
    ),
    maxGpuLengthMm: Type.Optional(Count),
    maxCoolerHeightMm: Type.Optional(Count),
    lengthMm: Type.Optional(Count),
    boardPowerWatts: Type.Optional(Count),
    recommendedPsuWatts: Type.Optional(Count),
    powerConnectors: Type.Optional(ConnectorCounts),
    gpuConnectors: Type.Optional(ConnectorCounts),
    wattage: Type.Optional(Count),
    powerWatts: Type.Optional(Count),
    capacityWatts: Type.Optional(Count),
  },
  { additionalProperties: true },
);

/** One product of a category file; its category is the file's name. */
export const CatalogRecordSchema = Type.Object(
  {
    slug: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
    name: Text,
    brand: Text,
    model: Text,
    subCategory: Type.String({ description: "One of the category's subcategories" }),
    builderCategory: Type.Optional(
      Type.Union(BUILDER_CATEGORIES.map((value) => Type.Literal(value))),
    ),
    price: Type.Integer({ minimum: 1, description: 'Whole taka (BDT)' }),
    oldPrice: Type.Optional(Type.Integer({ minimum: 1 })),
    description: Text,
    specifications: Type.Array(ProductSpecificationSchema),
    features: Type.Array(Text),
    builderSpecs: Type.Optional(BuilderSpecsSchema),
    warranty: Text,
    weight: Text,
    shippingType: Text,
    fixed: Type.Optional(
      Type.Object(
        {
          stockQuantity: Type.Optional(Type.Integer({ minimum: 0 })),
        },
        {
          additionalProperties: false,
          description: 'Values the seed otherwise derives from the slug (the sample product)',
        },
      ),
    ),
  },
  { additionalProperties: false },
);
export type CatalogRecord = Static<typeof CatalogRecordSchema>;

/** Sections in seed order: a category file's products, or only those of some subcategories. */
const SeedOrderSchema = Type.Array(
  Type.Object(
    { category: Text, subCategories: Type.Optional(Type.Array(Text, { minItems: 1 })) },
    { additionalProperties: false },
  ),
);

// Compiled on first use: checking 300 records this way takes milliseconds (Value.Check
// takes about a millisecond a record), and a start that seeds nothing compiles nothing.
const compileCheckers = () => ({
  record: Compile(CatalogRecordSchema),
  order: Compile(SeedOrderSchema),
  list: Compile(Type.Array(Type.Unknown())),
});
let checkers: ReturnType<typeof compileCheckers> | undefined;
const check = () => (checkers ??= compileCheckers());

/** What readJson needs of a compiled schema. */
interface Checker<T> {
  Check(value: unknown): value is T;
  Errors: Validator['Errors'];
}

export class CatalogDataError extends Error {
  constructor(readonly issues: string[]) {
    super(`The seed catalog has bad data:\n  ${issues.join('\n  ')}`);
    this.name = 'CatalogDataError';
  }
}

/** The whole seed catalog in seed order, read and checked. Slugs are unique. */
export function loadSeedProducts(dir: string = CATALOG_DIR): SeedProduct[] {
  const issues: string[] = [];
  const orderFile = path.join(dir, ORDER_FILE);
  const order = readJson(orderFile, check().order, issues) ?? [];
  const byCategory = new Map<string, SeedProduct[]>();
  for (const name of fs.readdirSync(dir).sort()) {
    if (!name.endsWith('.json') || name === ORDER_FILE) continue;
    const file = path.join(dir, name);
    const category = SEED_CATEGORIES.find((c) => `${c.slug}.json` === name);
    if (category) byCategory.set(category.slug, readCategory(file, category, issues));
    else issues.push(`${file}: no category has this slug (catalog-categories.ts)`);
  }

  const products: SeedProduct[] = [];
  const taken = new Set<SeedProduct>();
  for (const section of order) {
    const own = byCategory.get(section.category);
    if (!own) issues.push(`${orderFile}: no file ${section.category}.json in ${dir}`);
    for (const product of own ?? []) {
      if (section.subCategories && !section.subCategories.includes(product.subCategory)) continue;
      if (taken.has(product)) issues.push(`${orderFile}: ${product.slug} is in two sections`);
      taken.add(product);
      products.push(product);
    }
  }
  for (const [category, own] of byCategory) {
    for (const product of own) {
      if (!taken.has(product)) {
        issues.push(`${orderFile}: ${product.slug} (${category}.json) is in no section`);
      }
    }
  }
  const seen = new Set<string>();
  for (const { slug } of products) {
    if (seen.has(slug)) issues.push(`duplicate slug ${slug}`);
    seen.add(slug);
  }
  if (issues.length > 0) throw new CatalogDataError(issues);
  return products;
}

function readCategory(file: string, category: SeedCategory, issues: string[]): SeedProduct[] {
  const records = readJson(file, check().list, issues) ?? [];
  return records.flatMap((record, index) => {
    const slug = (record as { slug?: unknown } | null)?.slug;
    const where = `${file}, product ${index + 1}${typeof slug === 'string' ? ` (${slug})` : ''}`;
    if (!check().record.Check(record)) {
      issues.push(`${where}: ${describeErrors(check().record, record)}`);
      return [];
    }
    if (!category.subcategories.includes(record.subCategory)) {
      issues.push(
        `${where}: /subCategory "${record.subCategory}" is not one of ${category.slug}'s (${category.subcategories.join(', ')})`,
      );
      return [];
    }
    return [toSeedProduct(category.slug, record)];
  });
}

function toSeedProduct(category: string, record: CatalogRecord): SeedProduct {
  return {
    slug: record.slug,
    name: record.name,
    brand: record.brand,
    model: record.model,
    category,
    subCategory: record.subCategory,
    builderCategory: record.builderCategory ?? null,
    price: record.price,
    oldPrice: record.oldPrice ?? null,
    description: record.description,
    specifications: record.specifications,
    features: record.features,
    builderSpecs: record.builderSpecs ?? {},
    warranty: record.warranty,
    weight: record.weight,
    shippingType: record.shippingType,
    ...(record.fixed ? { fixed: record.fixed } : {}),
  };
}

/** The file's JSON when `validator` accepts it; otherwise undefined, and the issue noted. */
function readJson<T>(file: string, validator: Checker<T>, issues: string[]): T | undefined {
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    issues.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  if (validator.Check(value)) return value;
  issues.push(`${file}: ${describeErrors(validator, value)}`);
  return undefined;
}

function describeErrors(validator: Checker<unknown>, value: unknown): string {
  return validator
    .Errors(value)
    .flatMap((error) => {
      // An unknown field is reported twice: as a false schema and as additionalProperties.
      if (error.keyword === 'boolean') return [];
      const at = error.instancePath || '/';
      if (error.keyword === 'additionalProperties') {
        const names = (error.params as { additionalProperties?: string[] }).additionalProperties;
        return [`${at} has unknown fields: ${(names ?? []).join(', ')}`];
      }
      return [`${at} ${error.message}`];
    })
    .join('; ');
}
