import { Type, type Static } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-response';
import { MAX_ORDER_QUANTITY, ProductIdSchema } from '../inventory/inventory.schemas';

export const MAX_ORDER_LINES = 100;

export const ItemRequestSchema = Type.Object(
  {
    productId: ProductIdSchema,
    quantity: Type.Integer({ minimum: 1, maximum: MAX_ORDER_QUANTITY }),
  },
  { additionalProperties: false },
);

export const ShippingQuoteRequestSchema = Type.Object(
  {
    country: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'Japan, United States, Canada or United Kingdom',
    }),
    prefecture: Type.Optional(
      Type.String({ maxLength: 100, description: 'One of the 47, in English (Japan only)' }),
    ),
    items: Type.Array(ItemRequestSchema, { maxItems: MAX_ORDER_LINES }),
  },
  { additionalProperties: false },
);

export type ShippingQuoteRequest = Static<typeof ShippingQuoteRequestSchema>;

const IsoDate = Type.String({ format: 'date', description: 'Tokyo calendar date' });

export const ShippingQuoteSchema = Type.Object(
  {
    country: Type.String(),
    prefecture: Type.Union([Type.String(), Type.Null()]),
    productTotal: Type.Integer({ description: 'Taka, from the server prices' }),
    fee: Type.Integer({ description: 'Taka' }),
    freeShippingThreshold: Type.Integer(),
    amountToFreeShipping: Type.Union([Type.Integer(), Type.Null()], {
      description: 'Taka still missing for free shipping; null abroad',
    }),
    deliveryDays: Type.Integer({ minimum: 1 }),
    shipDate: IsoDate,
    deliveryDate: IsoDate,
    currency: Type.Literal('BDT'),
  },
  { additionalProperties: false },
);

export type ShippingQuote = Static<typeof ShippingQuoteSchema>;

export const quoteShippingSchema = {
  tags: ['shipping'],
  summary: 'Shipping fee, free-shipping gap and expected ship and delivery dates',
  body: ShippingQuoteRequestSchema,
  response: {
    200: ShippingQuoteSchema,
    400: ErrorResponseSchema,
    422: ErrorResponseSchema,
  },
};
