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
    compatibleOnly: Type.Optional(Type.Boolean({ default: true })),
    load: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 10_000,
        description:
          'Estimated draw in watts of the chosen parts other than this slot; a power supply below it, or a processor or graphics card that pushes the chosen power supply past it, is a Problem.',
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
