import { Type, type Static } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-response';

export const MAX_ORDER_QUANTITY = 1000;

export const ProductIdSchema = Type.String({ minLength: 1, maxLength: 100 });

export const StockCheckSchema = Type.Object(
  {
    available: Type.Boolean({ description: 'True when `quantity` units are in stock' }),
    stock: Type.Integer({ minimum: 0, description: 'Units in stock now' }),
  },
  { additionalProperties: false },
);

export type StockCheck = Static<typeof StockCheckSchema>;

export const checkStockSchema = {
  tags: ['inventory'],
  summary: 'Whether a quantity of a product is in stock',
  params: Type.Object({ productId: ProductIdSchema }, { additionalProperties: false }),
  querystring: Type.Object(
    { quantity: Type.Integer({ minimum: 1, maximum: MAX_ORDER_QUANTITY, default: 1 }) },
    { additionalProperties: false },
  ),
  response: { 200: StockCheckSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
};
