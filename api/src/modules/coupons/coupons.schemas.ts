import { Type, type Static } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-response';
import { ItemRequestSchema, MAX_ORDER_LINES } from '../shipping/shipping.schemas';

export const CouponCodeSchema = Type.String({ minLength: 1, maxLength: 64 });

export const ValidateCouponRequestSchema = Type.Object(
  {
    code: CouponCodeSchema,
    items: Type.Optional(
      Type.Array(ItemRequestSchema, {
        maxItems: MAX_ORDER_LINES,
        description:
          "The cart's lines; priced from the server's own prices, like the order will be",
      }),
    ),
    subtotal: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1_000_000_000,
        description:
          'Product total in taka, for a caller without lines; ignored when `items` is given',
      }),
    ),
  },
  { additionalProperties: false },
);

export type ValidateCouponRequest = Static<typeof ValidateCouponRequestSchema>;

export const CouponValidationSchema = Type.Object(
  {
    valid: Type.Boolean(),
    discount: Type.Integer({ minimum: 0, description: 'Taka off the given subtotal' }),
    code: Type.Optional(Type.String()),
    type: Type.Optional(Type.Union([Type.Literal('percentage'), Type.Literal('fixed')])),
    value: Type.Optional(Type.Integer({ description: 'Percent, or taka for fixed' })),
    minSpend: Type.Optional(Type.Integer()),
    subtotal: Type.Optional(
      Type.Integer({ minimum: 0, description: 'The product total the coupon was judged against' }),
    ),
    reason: Type.Optional(
      Type.Union(
        [
          Type.Literal('invalid'),
          Type.Literal('notStarted'),
          Type.Literal('expired'),
          Type.Literal('usedUp'),
          Type.Literal('perUser'),
          Type.Literal('minSpend'),
          Type.Literal('emptyCart'),
        ],
        {
          description:
            'Why a coupon was refused. `minSpend`: `minSpend` is the product total it needs (taka), ' +
            'for a client to name it in the currency it shows; `minSpend` and `emptyCart` may change with the cart',
        },
      ),
    ),
    message: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

export type CouponValidation = Static<typeof CouponValidationSchema>;

export const validateCouponSchema = {
  tags: ['coupons'],
  summary: 'Judge a coupon against a cart (its lines or its subtotal) and size its discount',
  description:
    'Needs `items` (preferred) or `subtotal`: a coupon is only ever valid for a cart the order would accept.',
  body: ValidateCouponRequestSchema,
  response: {
    200: CouponValidationSchema,
    400: ErrorResponseSchema,
    401: ErrorResponseSchema,
    422: ErrorResponseSchema,
    429: ErrorResponseSchema,
  },
};
