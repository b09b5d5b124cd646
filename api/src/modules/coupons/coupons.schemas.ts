import { Type, type Static } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-response';

export const CouponCodeSchema = Type.String({ minLength: 1, maxLength: 64 });

export const ValidateCouponRequestSchema = Type.Object(
  {
    code: CouponCodeSchema,
    subtotal: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1_000_000_000,
        description: 'Product total in taka; checks the minimum spend and sizes the discount',
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
    message: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

export type CouponValidation = Static<typeof CouponValidationSchema>;

export const validateCouponSchema = {
  tags: ['coupons'],
  summary: 'Check a coupon code against the rules and size its discount',
  body: ValidateCouponRequestSchema,
  response: { 200: CouponValidationSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
};
