import { Type, type Static } from 'typebox';
import { BUILDER_SLOT_IDS } from '@shop/shared/src/contracts/builder-slots';
import { ErrorResponseSchema } from '../../lib/error-response';
import { ProductSchema } from '../catalog/catalog.schemas';

// The PC Builder's part lists. The slot names come from the shared slot contract, so a
// slot the builder knows is a slot the API accepts, and nothing else is.

export const MAX_PARTS_PAGE_SIZE = 48;
export const DEFAULT_PARTS_PAGE_SIZE = 12;
/** The builder's price slider runs 0..100000 (docs/product.md#constants). */
export const MAX_PRICE_FILTER = 100_000;
export const PART_SORTS = ['price-asc', 'price-desc', 'name'] as const;
export type PartSort = (typeof PART_SORTS)[number];

const SlotSchema = Type.Union(
  BUILDER_SLOT_IDS.map((id) => Type.Literal(id)),
  { description: BUILDER_SLOT_IDS.join(' | ') },
);

const ProductId = Type.String({ minLength: 1, maxLength: 64 });

export const ListPartsQuerySchema = Type.Object(
  {
    slot: SlotSchema,
    selected: Type.Optional(
      Type.Array(ProductId, {
        maxItems: BUILDER_SLOT_IDS.length,
        description:
          'Ids of the parts already chosen (repeat the key). With compatibleOnly, parts that would be a Problem next to them are left out.',
      }),
    ),
    compatibleOnly: Type.Optional(
      Type.Boolean({
        default: true,
        description:
          'true: parts with an Error next to the chosen ones are left out; false: every part, those that fit first',
      }),
    ),
    load: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 10_000,
        description:
          'Draw in watts of the chosen parts other than this slot, in place of the estimate the API makes from `selected`; a power supply below it, or a processor or graphics card that pushes the chosen power supply past it, is a Problem.',
      }),
    ),
    brand: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 80 }), { maxItems: 20 }),
    ),
    maxPrice: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PRICE_FILTER })),
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    sort: Type.Optional(
      Type.Union(
        PART_SORTS.map((sort) => Type.Literal(sort)),
        { description: PART_SORTS.join(' | ') },
      ),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_PARTS_PAGE_SIZE, default: DEFAULT_PARTS_PAGE_SIZE }),
    ),
  },
  { additionalProperties: false },
);
export type ListPartsQuery = Static<typeof ListPartsQuerySchema>;

export const PartsPageSchema = Type.Object(
  {
    items: Type.Array(ProductSchema),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    totalPages: Type.Integer(),
    /** Brands of the slot's category (for the brand filter), whatever the other filters. */
    brands: Type.Array(Type.String()),
    /** How many parts of the category were left out as incompatible. */
    hiddenIncompatible: Type.Integer(),
    hiddenReason: Type.Optional(
      Type.String({
        description:
          'Why parts were left out, naming the chosen parts they conflict with (with hiddenIncompatible > 0)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PartsPage = Static<typeof PartsPageSchema>;

export const SelectionQuerySchema = Type.Object(
  {
    ids: Type.Array(ProductId, { minItems: 1, maxItems: BUILDER_SLOT_IDS.length }),
  },
  { additionalProperties: false },
);

export const SelectionSchema = Type.Object(
  { items: Type.Array(ProductSchema) },
  { additionalProperties: false },
);

const SlotIdList = Type.Array(Type.String({ description: BUILDER_SLOT_IDS.join(' | ') }), {
  description: 'The slots whose parts cause it',
});

const FindingParams = Type.Optional(
  Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
    description:
      'The values of the sentence (part names, figures; `variant` where a code has several sentences), for a page to write it in its own language',
  }),
);

export const BuildProblemSchema = Type.Object(
  {
    slots: SlotIdList,
    code: Type.String({ description: 'See docs/pc-builder.md for the codes' }),
    message: Type.String(),
    params: FindingParams,
    severity: Type.Union([Type.Literal('error'), Type.Literal('warning')], {
      description: 'error: it cannot be built or will not run; warning: it runs, at a risk',
    }),
  },
  { additionalProperties: false },
);

export const BuildNoteSchema = Type.Object(
  { slots: SlotIdList, code: Type.String(), message: Type.String(), params: FindingParams },
  { additionalProperties: false },
);

export const BuildCheckSchema = Type.Object(
  {
    problems: Type.Array(BuildProblemSchema, { description: 'Errors first' }),
    notes: Type.Array(BuildNoteSchema, {
      description: "BIOS and UPS notes, and 'not-checked' notes for figures a part does not list",
    }),
    wattage: Type.Integer({ description: 'Estimated draw (W)' }),
    recommendedPsuWatts: Type.Integer({
      description:
        "Never below the graphics card maker's recommendation; 0 when nothing draws power",
    }),
  },
  { additionalProperties: false },
);
export type BuildCheck = Static<typeof BuildCheckSchema>;

export const CheckBodySchema = Type.Object(
  {
    parts: Type.Object(
      Object.fromEntries(BUILDER_SLOT_IDS.map((id) => [id, Type.Optional(ProductId)])),
      { additionalProperties: false, description: 'The chosen product id per slot' },
    ),
  },
  { additionalProperties: false },
);
export type CheckBody = { parts: Partial<Record<(typeof BUILDER_SLOT_IDS)[number], string>> };

const errors = { 400: ErrorResponseSchema };

export const listPartsSchema = {
  tags: ['builder'],
  summary: "A slot's parts, filtered to those compatible with the parts already chosen",
  querystring: ListPartsQuerySchema,
  response: { 200: PartsPageSchema, ...errors },
};

export const selectionSchema = {
  tags: ['builder'],
  summary: 'The current state (price, stock) of the chosen parts; unknown ids are left out',
  querystring: SelectionQuerySchema,
  response: { 200: SelectionSchema, ...errors },
};

export const checkSchema = {
  tags: ['builder'],
  summary:
    'Check a build: every Problem with the parts and figures, notes, the wattage and the power supply to buy; unknown ids and parts in the wrong slot are Problems',
  body: CheckBodySchema,
  response: { 200: BuildCheckSchema, ...errors },
};
