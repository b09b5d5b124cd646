import { Type, type Static } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-response';

// Lengths a review may have (characters, after trimming). The storefront's form holds
// the same numbers (mfe-catalog/src/features/reviews/review-rules.ts).
export const REVIEW_LIMITS = { title: 100, body: 2000, pros: 500, cons: 500, reason: 300 };
export const REVIEWS_PAGE_SIZE = 10;

const Id = Type.String({ minLength: 1, maxLength: 64 });
const Status = Type.Union([
  Type.Literal('pending'),
  Type.Literal('published'),
  Type.Literal('hidden'),
]);

export const PublicReviewSchema = Type.Object(
  {
    id: Type.String(),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    title: Type.String(),
    body: Type.String(),
    pros: Type.String(),
    cons: Type.String(),
    /** The writer's first name and the initial of their last name; empty when their profile has no name. */
    author: Type.String(),
    /** Every review is by a shopper who received the product (the rule to write one). */
    verifiedPurchase: Type.Boolean(),
    helpfulCount: Type.Integer(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  { additionalProperties: false },
);
export type PublicReview = Static<typeof PublicReviewSchema>;

export const OwnReviewSchema = Type.Object(
  {
    ...PublicReviewSchema.properties,
    status: Status,
    hiddenReason: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type OwnReview = Static<typeof OwnReviewSchema>;

export const AdminReviewSchema = Type.Object(
  {
    ...OwnReviewSchema.properties,
    productId: Type.String(),
    productName: Type.String(),
    productSlug: Type.String(),
    authorEmail: Type.String(),
  },
  { additionalProperties: false },
);
export type AdminReview = Static<typeof AdminReviewSchema>;

const Breakdown = Type.Object(
  {
    '1': Type.Integer(),
    '2': Type.Integer(),
    '3': Type.Integer(),
    '4': Type.Integer(),
    '5': Type.Integer(),
  },
  { additionalProperties: false, description: 'Published reviews per star count' },
);

const publicErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

const productParams = Type.Object({ id: Id }, { additionalProperties: false });

export const ReviewBodySchema = Type.Object(
  {
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    title: Type.String({ maxLength: REVIEW_LIMITS.title }),
    body: Type.String({ maxLength: REVIEW_LIMITS.body }),
    pros: Type.Optional(Type.String({ maxLength: REVIEW_LIMITS.pros })),
    cons: Type.Optional(Type.String({ maxLength: REVIEW_LIMITS.cons })),
  },
  { additionalProperties: false },
);
export type ReviewBody = Static<typeof ReviewBodySchema>;

export const listReviewsSchema = {
  tags: ['reviews'],
  summary: "A product's published reviews (newest or most helpful first) with its rating breakdown",
  params: productParams,
  querystring: Type.Object(
    {
      sort: Type.Optional(Type.Union([Type.Literal('newest'), Type.Literal('helpful')])),
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object(
      {
        rating: Type.Number(),
        reviewCount: Type.Integer(),
        breakdown: Breakdown,
        reviews: Type.Array(PublicReviewSchema),
        page: Type.Integer(),
        pageSize: Type.Integer(),
      },
      { additionalProperties: false },
    ),
    ...publicErrors,
  },
};

export const myReviewSchema = {
  tags: ['reviews'],
  summary:
    "The signed-in shopper's review of a product, and whether they may write one (a delivered order holds it)",
  security: [{ bearerAuth: [] }],
  params: productParams,
  response: {
    200: Type.Object(
      {
        canReview: Type.Boolean(),
        review: Type.Union([OwnReviewSchema, Type.Null()]),
        votedReviewIds: Type.Array(Type.String()),
      },
      { additionalProperties: false },
    ),
    ...publicErrors,
  },
};

export const createReviewSchema = {
  tags: ['reviews'],
  summary: 'Write a review of a product received in a delivered order (once; it waits for staff)',
  security: [{ bearerAuth: [] }],
  params: productParams,
  body: ReviewBodySchema,
  response: { 201: OwnReviewSchema, ...publicErrors },
};

export const editReviewSchema = {
  tags: ['reviews'],
  summary: 'Edit your review of a product (it waits for staff again)',
  security: [{ bearerAuth: [] }],
  params: productParams,
  body: ReviewBodySchema,
  response: { 200: OwnReviewSchema, ...publicErrors },
};

export const voteHelpfulSchema = {
  tags: ['reviews'],
  summary: "Mark another shopper's published review helpful (once)",
  security: [{ bearerAuth: [] }],
  params: Type.Object({ reviewId: Id }, { additionalProperties: false }),
  response: {
    200: Type.Object({ helpfulCount: Type.Integer() }, { additionalProperties: false }),
    ...publicErrors,
  },
};

const adminErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

export const adminListReviewsSchema = {
  tags: ['admin'],
  summary: 'Reviews for moderation: pending first, then newest; `status` filters',
  security: [{ bearerAuth: [] }],
  querystring: Type.Object({ status: Type.Optional(Status) }, { additionalProperties: false }),
  response: {
    200: Type.Object({ reviews: Type.Array(AdminReviewSchema) }, { additionalProperties: false }),
    ...adminErrors,
  },
};

const reviewParams = Type.Object({ id: Id }, { additionalProperties: false });

export const publishReviewSchema = {
  tags: ['admin'],
  summary: "Publish a review: it shows on the product page and counts in the product's rating",
  security: [{ bearerAuth: [] }],
  params: reviewParams,
  response: { 200: AdminReviewSchema, ...adminErrors },
};

export const hideReviewSchema = {
  tags: ['admin'],
  summary: 'Hide a review with a reason (its writer sees the reason); it leaves the rating',
  security: [{ bearerAuth: [] }],
  params: reviewParams,
  body: Type.Object(
    { reason: Type.String({ minLength: 1, maxLength: REVIEW_LIMITS.reason }) },
    { additionalProperties: false },
  ),
  response: { 200: AdminReviewSchema, ...adminErrors },
};
