import { Type } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-response';

const MethodSchema = Type.Object(
  {
    id: Type.Union([
      Type.Literal('card'),
      Type.Literal('cod'),
      Type.Literal('bkash'),
      Type.Literal('konbini'),
    ]),
    provider: Type.Union([
      Type.Literal('test'),
      Type.Literal('stripe'),
      Type.Literal('bkash'),
      Type.Literal('shop'),
    ]),
    fee: Type.Integer({ description: 'Whole taka added to the total (cash on delivery in Japan)' }),
    feeInCurrency: Type.Integer({ description: 'The same fee in the currency asked for' }),
    maxTotal: Type.Union([Type.Integer(), Type.Null()], {
      description: 'Whole taka: the largest order total this method takes; null for no limit',
    }),
    publishableKey: Type.Optional(Type.String({ description: "Stripe.js's key (stripe only)" })),
  },
  { additionalProperties: false },
);

export const paymentMethodsSchema = {
  tags: ['payments'],
  summary: 'The payment methods offered for an order to a country, paid in a currency',
  querystring: Type.Object(
    {
      country: Type.Union(
        ['BD', 'JP', 'US', 'CA', 'GB'].map((code) => Type.Literal(code)),
        { description: 'Where the order goes (ISO code)' },
      ),
      currency: Type.Optional(Type.Union([Type.Literal('BDT'), Type.Literal('JPY')])),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ methods: Type.Array(MethodSchema) }, { additionalProperties: false }),
    400: ErrorResponseSchema,
  },
};

export const bkashCallbackSchema = {
  tags: ['payments'],
  summary: 'bKash sends the shopper back here: the payment is executed, then the order page',
  querystring: Type.Object(
    {
      order: Type.String({ minLength: 1, maxLength: 64 }),
      token: Type.Optional(Type.String({ maxLength: 200 })),
      paymentID: Type.Optional(Type.String({ maxLength: 200 })),
      status: Type.Optional(Type.String({ maxLength: 40 })),
      signature: Type.Optional(Type.String({ maxLength: 500 })),
      apiVersion: Type.Optional(Type.String({ maxLength: 40 })),
    },
    { additionalProperties: true },
  ),
};

export const stripeWebhookSchema = {
  tags: ['payments'],
  summary: "Stripe's notices (webhook), checked by their Stripe-Signature; each processed once",
  response: {
    200: Type.Object({ received: Type.Boolean() }, { additionalProperties: false }),
    400: ErrorResponseSchema,
    404: ErrorResponseSchema,
  },
};
