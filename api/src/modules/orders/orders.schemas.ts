import { Type, type Static } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-response';
import { ItemRequestSchema, MAX_ORDER_LINES } from '../shipping/shipping.schemas';

const Text = (maxLength: number) => Type.String({ maxLength });
const Currency = Type.Union([Type.Literal('BDT'), Type.Literal('JPY')]);
// Client figures are accepted for compatibility with the spec's request and ignored.
const ClientAmount = Type.Optional(
  Type.Number({ description: 'Ignored: the server computes every amount from its own prices' }),
);

export const ShippingDetailsSchema = Type.Object(
  {
    firstName: Text(100),
    lastName: Text(100),
    email: Text(254),
    phone: Type.Optional(Text(40)),
    address: Text(300),
    city: Text(100),
    state: Type.Optional(Text(100)),
    zipCode: Text(20),
    country: Text(100),
  },
  { additionalProperties: false },
);

export type ShippingDetails = Static<typeof ShippingDetailsSchema>;

export const PaymentDetailsSchema = Type.Object(
  {
    cardNumber: Text(30),
    cardHolder: Text(100),
    expiryDate: Type.String({ maxLength: 10, description: 'MM/YY' }),
    cvv: Text(8),
  },
  { additionalProperties: false },
);

export const OrderRequestSchema = Type.Object(
  {
    items: Type.Array(ItemRequestSchema, { minItems: 1, maxItems: MAX_ORDER_LINES }),
    shipping: ShippingDetailsSchema,
    payment: PaymentDetailsSchema,
    subtotal: ClientAmount,
    shippingCost: ClientAmount,
    couponDiscount: ClientAmount,
    total: ClientAmount,
    couponCode: Type.Optional(Type.String({ maxLength: 64 })),
    currency: Type.Optional(Currency),
  },
  { additionalProperties: false },
);

export type OrderRequest = Static<typeof OrderRequestSchema>;

export const PaymentSummarySchema = Type.Object(
  { brand: Type.String(), last4: Type.String() },
  { additionalProperties: false },
);

const IsoDate = Type.String({ format: 'date' });

export const AmountsInCurrencySchema = Type.Object(
  {
    currency: Currency,
    items: Type.Array(
      Type.Object(
        {
          productId: Type.String(),
          unitPrice: Type.Integer(),
          quantity: Type.Integer(),
          lineTotal: Type.Integer({ description: 'unitPrice × quantity' }),
        },
        { additionalProperties: false },
      ),
    ),
    subtotal: Type.Integer({ description: 'The sum of the line totals' }),
    shippingCost: Type.Integer(),
    couponDiscount: Type.Integer(),
    total: Type.Integer({ description: 'subtotal − couponDiscount + shippingCost' }),
  },
  {
    additionalProperties: false,
    description:
      "Every amount in the order's currency, in whole units, as the shopper was shown it: " +
      "each unit price converted with the order's rate and rounded, then multiplied and added",
  },
);

export type AmountsInCurrency = Static<typeof AmountsInCurrencySchema>;

export const PlaceOrderResponseSchema = Type.Object(
  {
    success: Type.Literal(true),
    orderId: Type.String(),
    accessToken: Type.String({
      description: 'Opens this order without signing in (X-Order-Token header or ?token=)',
    }),
    status: Type.String(),
    subtotal: Type.Integer(),
    shippingCost: Type.Integer(),
    couponCode: Type.Union([Type.String(), Type.Null()]),
    couponDiscount: Type.Integer(),
    total: Type.Integer({ description: 'Charged, in taka' }),
    currency: Currency,
    rate: Type.Number({ description: 'JPY per BDT at order time' }),
    inCurrency: AmountsInCurrencySchema,
    payment: PaymentSummarySchema,
    deliveryDays: Type.Integer(),
    shipDate: IsoDate,
    deliveryDate: IsoDate,
  },
  { additionalProperties: false },
);

export type PlaceOrderResponse = Static<typeof PlaceOrderResponseSchema>;

export const OrderStatusSchema = Type.Union([
  Type.Literal('placed'),
  Type.Literal('paid'),
  Type.Literal('shipped'),
  Type.Literal('delivered'),
  Type.Literal('cancelled'),
  Type.Literal('refunded'),
  Type.Literal('partially_refunded'),
]);

/** Money given back: on a cancel (all of it) or a return (part or all). Amounts in taka. */
export const OrderRefundSchema = Type.Object(
  {
    amount: Type.Integer({ description: 'Whole taka' }),
    reason: Type.String(),
    method: Type.Union([Type.Literal('card'), Type.Literal('cash')]),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type OrderRefund = Static<typeof OrderRefundSchema>;

export const OrderSchema = Type.Object(
  {
    id: Type.String(),
    status: OrderStatusSchema,
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    items: Type.Array(
      Type.Object(
        {
          productId: Type.String(),
          name: Type.String(),
          unitPrice: Type.Integer(),
          quantity: Type.Integer(),
          lineTotal: Type.Integer(),
        },
        { additionalProperties: false },
      ),
    ),
    shipping: Type.Object(
      {
        firstName: Type.String(),
        lastName: Type.String(),
        email: Type.String(),
        phone: Type.String(),
        address: Type.String(),
        city: Type.String(),
        state: Type.String(),
        zipCode: Type.String(),
        country: Type.String(),
      },
      { additionalProperties: false },
    ),
    subtotal: Type.Integer(),
    shippingCost: Type.Integer(),
    couponCode: Type.Union([Type.String(), Type.Null()]),
    couponDiscount: Type.Integer(),
    total: Type.Integer(),
    currency: Currency,
    rate: Type.Number(),
    inCurrency: AmountsInCurrencySchema,
    payment: Type.Union([PaymentSummarySchema, Type.Null()]),
    trackingNumber: Type.Union([Type.String(), Type.Null()]),
    deliveryDays: Type.Integer(),
    shipDate: IsoDate,
    deliveryDate: IsoDate,
    refunds: Type.Array(OrderRefundSchema, { description: 'Oldest first' }),
  },
  { additionalProperties: false },
);

export type Order = Static<typeof OrderSchema>;

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

export const placeOrderSchema = {
  tags: ['orders'],
  summary: 'Place an order (server-side totals, atomic stock, card charge)',
  description:
    'Requires an Idempotency-Key header: the same key with the same body answers the first ' +
    'answer again; with another body 422 IDEMPOTENCY_KEY_REUSED.',
  headers: Type.Object({
    'idempotency-key': Type.String({ minLength: 1, maxLength: 255 }),
  }),
  body: OrderRequestSchema,
  response: {
    201: PlaceOrderResponseSchema,
    ...errors,
    402: ErrorResponseSchema,
    409: ErrorResponseSchema,
    422: ErrorResponseSchema,
  },
};

export const getOrderSchema = {
  tags: ['orders'],
  summary: "One order: its owner's bearer token, or the guest's access token",
  params: Type.Object(
    { id: Type.String({ minLength: 1, maxLength: 64 }) },
    { additionalProperties: false },
  ),
  querystring: Type.Object(
    { token: Type.Optional(Type.String({ maxLength: 200 })) },
    { additionalProperties: false },
  ),
  headers: Type.Object({ 'x-order-token': Type.Optional(Type.String({ maxLength: 200 })) }),
  response: { 200: OrderSchema, ...errors },
};

export const listUserOrdersSchema = {
  tags: ['orders'],
  summary: "The signed-in user's orders, newest first",
  security: [{ bearerAuth: [] }],
  response: {
    200: Type.Object({ orders: Type.Array(OrderSchema) }, { additionalProperties: false }),
    401: ErrorResponseSchema,
  },
};
