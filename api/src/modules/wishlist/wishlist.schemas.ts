import { Type, type Static } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-response';
import { ProductSummarySchema } from '../catalog/catalog.schemas';

// The signed-in shopper's wishlist. A product is named by its slug or its id, as the
// browser kept it while signed out.

export const MAX_WISHLIST_ITEMS = 200;
/** Writes (add, remove, merge) one client may make a minute. */
export const WISHLIST_WRITES_PER_MINUTE = 120;

const ProductRef = Type.String({
  minLength: 1,
  maxLength: 160,
  description: "The product's slug or id",
});

export const WishlistItemSchema = Type.Object(
  {
    product: ProductSummarySchema,
    priceWhenAdded: Type.Integer({ description: 'Whole taka (BDT), the price when added' }),
    addedAt: Type.String({ description: 'ISO 8601 UTC' }),
  },
  { additionalProperties: false },
);
export type WishlistItem = Static<typeof WishlistItemSchema>;

export const WishlistSchema = Type.Object(
  {
    items: Type.Array(WishlistItemSchema, { description: 'Newest first' }),
    max: Type.Integer({ description: 'How many products a wishlist holds at most' }),
  },
  { additionalProperties: false },
);
export type Wishlist = Static<typeof WishlistSchema>;

export const MergeBodySchema = Type.Object(
  {
    items: Type.Array(
      Type.Object(
        {
          product: ProductRef,
          addedAt: Type.String({
            format: 'date-time',
            description: 'When the browser added it; a later time than now counts as now',
          }),
          priceWhenAdded: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: MAX_WISHLIST_ITEMS },
    ),
  },
  { additionalProperties: false },
);
export type MergeBody = Static<typeof MergeBodySchema>;

const ProductParams = Type.Object({ product: ProductRef }, { additionalProperties: false });

const security = [{ bearerAuth: [] }];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

export const listWishlistSchema = {
  tags: ['wishlist'],
  summary: "The signed-in shopper's wishlist, each product as it is now",
  security,
  response: { 200: WishlistSchema, ...errors },
};

export const addToWishlistSchema = {
  tags: ['wishlist'],
  summary: `Add a product (idempotent: one already there keeps its date and price; at most ${MAX_WISHLIST_ITEMS})`,
  security,
  params: ProductParams,
  response: {
    200: WishlistItemSchema,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
    ...errors,
  },
};

export const removeFromWishlistSchema = {
  tags: ['wishlist'],
  summary: 'Remove a product (idempotent)',
  security,
  params: ProductParams,
  response: { 204: Type.Null(), ...errors },
};

export const mergeWishlistSchema = {
  tags: ['wishlist'],
  summary:
    "Merge the browser's list at sign-in: no duplicates, the earliest date and its price kept; products gone from the catalog and those past the limit are left out",
  security,
  body: MergeBodySchema,
  response: { 200: WishlistSchema, ...errors },
};

export const wishlistProductsSchema = {
  tags: ['wishlist'],
  summary:
    'The products of a list the browser keeps (signed out), as they are now; unknown and archived ones are left out',
  querystring: Type.Object(
    { ref: Type.Array(ProductRef, { minItems: 1, maxItems: MAX_WISHLIST_ITEMS }) },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ items: Type.Array(ProductSummarySchema) }, { additionalProperties: false }),
    400: ErrorResponseSchema,
    401: ErrorResponseSchema,
    429: ErrorResponseSchema,
  },
};
