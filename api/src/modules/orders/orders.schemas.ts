import { Type, type Static } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-response';
import { ClaimSchema } from '../claims/claims.schemas';
import {
  BangladeshAreaSchema,
  ItemRequestSchema,
  MAX_ORDER_LINES,
} from '../shipping/shipping.schemas';

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
    address: Type.Optional(
      Type.String({ maxLength: 300, description: 'Street, house, building or village' }),
    ),
    city: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'Japan: the city (市区町村). Bangladesh: set by the server to the district',
      }),
    ),
    state: Type.Optional(
      Type.String({
        maxLength: 100,
        description:
          'Japan: the prefecture (filled from the postcode when empty). Bangladesh: set by the server to the division',
      }),
    ),
    town: Type.Optional(Type.String({ maxLength: 100, description: 'Japan: the town (町域)' })),
    zipCode: Type.Optional(
      Type.String({
        maxLength: 20,
        description: 'Japan: NNN-NNNN or 7 digits (required). Bangladesh: 4 digits (optional)',
      }),
    ),
    country: Type.String({
      maxLength: 100,
      description:
        'Bangladesh, Japan, United States, Canada or United Kingdom (or BD, JP, US, CA, GB)',
    }),
    division: Type.Optional(
      Type.String({
        maxLength: 20,
        description: 'Bangladesh: division id (GET /shipping/areas/bd)',
      }),
    ),
    district: Type.Optional(Type.String({ maxLength: 20, description: 'Bangladesh: district id' })),
    upazila: Type.Optional(
      Type.String({ maxLength: 20, description: 'Bangladesh: upazila or Dhaka city thana id' }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'Bangladesh: phone is the mobile number, required (01XXXXXXXXX with or without +880; stored as +8801XXXXXXXXX)',
  },
);

export type ShippingDetails = Static<typeof ShippingDetailsSchema>;

export const PaymentMethodSchema = Type.Union(
  [Type.Literal('card'), Type.Literal('cod'), Type.Literal('bkash'), Type.Literal('konbini')],
  { description: 'GET /payments/methods says which are offered' },
);

export const PaymentDetailsSchema = Type.Object(
  {
    method: Type.Optional(PaymentMethodSchema),
    cardNumber: Type.Optional(Text(30)),
    cardHolder: Type.Optional(Text(100)),
    expiryDate: Type.Optional(Type.String({ maxLength: 10, description: 'MM/YY' })),
    cvv: Type.Optional(Text(8)),
  },
  {
    additionalProperties: false,
    description:
      "One of: { method?: 'card', cardNumber, cardHolder, expiryDate, cvv } (the card our API " +
      "charges, when the card provider is 'test'); { method: 'card' } (Stripe: the card goes " +
      "to Stripe.js, never here); { method: 'cod' }; { method: 'bkash' }; { method: 'konbini' }",
  },
);

export const DeliveryRequestSchema = Type.Object(
  {
    method: Type.Optional(
      Type.String({
        maxLength: 10,
        description:
          "'ship' (the default) or 'pickup' at the Dhaka showroom (Bangladesh only, free)",
      }),
    ),
    date: Type.Optional(
      Type.String({
        maxLength: 10,
        description:
          "Japan: YYYY-MM-DD, one of the quote's deliveryDates (from its deliveryDate up to 14 days later, no Sundays or holidays)",
      }),
    ),
    slot: Type.Optional(
      Type.String({
        maxLength: 10,
        description: 'Japan: morning, 14-16, 16-18, 18-20, 19-21 or any (no preference)',
      }),
    ),
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
    delivery: Type.Optional(DeliveryRequestSchema),
  },
  { additionalProperties: false },
);

export type OrderRequest = Static<typeof OrderRequestSchema>;

export const PaymentSummarySchema = Type.Object(
  { brand: Type.String(), last4: Type.String() },
  { additionalProperties: false },
);

const IsoDate = Type.String({ format: 'date' });

/** How the goods go, and what a Japanese shopper asked for. */
export const OrderDeliverySchema = Type.Object(
  {
    method: Type.Union([Type.Literal('ship'), Type.Literal('pickup'), Type.Literal('counter')], {
      description: "'pickup': collected at the Dhaka showroom; 'counter': a sale at its counter",
    }),
    requestedDate: Type.Union([IsoDate, Type.Null()], {
      description: 'Japan: the delivery day asked for; null for the earliest',
    }),
    slot: Type.Union([Type.String(), Type.Null()], { description: 'Japan: the time slot id' }),
    slotLabel: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);

export const TaxIncludedSchema = Type.Array(
  Type.Object(
    {
      rate: Type.Integer({ description: 'Percent' }),
      amount: Type.Integer({
        description: "The tax the total includes, in the order's currency (inCurrency)",
      }),
    },
    { additionalProperties: false },
  ),
  { description: 'Japan: the consumption tax included in the total, per rate; [] elsewhere' },
);

const OrderAreaSchema = Type.Union([BangladeshAreaSchema, Type.Null()], {
  description: 'Bangladesh: the division, district and upazila/thana of the address',
});

/** What an order says about where and when it goes (docs/shipping.md). */
const deliveryFields = {
  countryCode: Type.Union([Type.String(), Type.Null()]),
  area: OrderAreaSchema,
  delivery: OrderDeliverySchema,
  taxIncluded: TaxIncludedSchema,
};

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
    codFee: Type.Optional(
      Type.Integer({ description: 'Cash on delivery fee in this currency (0 or absent: none)' }),
    ),
    total: Type.Integer({ description: 'subtotal − couponDiscount + shippingCost + codFee' }),
  },
  {
    additionalProperties: false,
    description:
      "Every amount in the order's currency, in whole units, as the shopper was shown it: " +
      "each unit price converted with the order's rate and rounded, then multiplied and added",
  },
);

export type AmountsInCurrency = Static<typeof AmountsInCurrencySchema>;

const KonbiniStoreSchema = Type.Object(
  {
    chain: Type.String(),
    confirmationNumber: Type.Union([Type.String(), Type.Null()]),
    paymentCode: Type.String(),
  },
  { additionalProperties: false },
);

export const KonbiniVoucherSchema = Type.Object(
  {
    expiresAt: Type.String({ format: 'date-time' }),
    voucherUrl: Type.Union([Type.String(), Type.Null()]),
    stores: Type.Array(KonbiniStoreSchema),
  },
  { additionalProperties: false, description: 'What the shopper needs to pay at the store' },
);

export const PaymentNextStepSchema = Type.Union(
  [
    Type.Object(
      { type: Type.Literal('redirect'), url: Type.String() },
      {
        additionalProperties: false,
        description: "bKash: send the browser to the provider's page",
      },
    ),
    Type.Object(
      {
        type: Type.Literal('stripe'),
        method: Type.Union([Type.Literal('card'), Type.Literal('konbini')]),
        clientSecret: Type.String(),
        publishableKey: Type.String(),
      },
      { additionalProperties: false, description: 'Finish in Stripe.js in the page' },
    ),
  ],
  { description: 'What the checkout does next to finish an awaiting_payment order' },
);

/** What an order says about how it is paid (docs/payments.md). */
const paymentFields = {
  paymentMethod: Type.Union([PaymentMethodSchema, Type.Literal('cash'), Type.Null()], {
    description: "'cash': a counter sale; null: an order older than payment methods",
  }),
  paymentDeadline: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'awaiting_payment: cancelled when not paid by then',
  }),
  codFee: Type.Integer({ description: 'Whole taka; the total includes it (0: none)' }),
};

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
    total: Type.Integer({ description: 'Charged (or to be paid), in taka' }),
    currency: Currency,
    rate: Type.Number({ description: 'JPY per BDT at order time' }),
    inCurrency: AmountsInCurrencySchema,
    payment: Type.Union([PaymentSummarySchema, Type.Null()], {
      description: 'The card, once one is known',
    }),
    ...paymentFields,
    next: Type.Optional(PaymentNextStepSchema),
    deliveryDays: Type.Integer(),
    shipDate: IsoDate,
    deliveryDate: IsoDate,
    ...deliveryFields,
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
  Type.Literal('awaiting_payment'),
  Type.Literal('to_be_collected'),
  Type.Literal('packed'),
  Type.Literal('out_for_delivery'),
]);

/** One step of an order's life (docs/after-purchase.md), oldest first on the order. */
export const TimelineEntrySchema = Type.Object(
  {
    kind: Type.Union([
      Type.Literal('placed'),
      Type.Literal('paid'),
      Type.Literal('awaiting_payment'),
      Type.Literal('to_be_collected'),
      Type.Literal('packed'),
      Type.Literal('shipped'),
      Type.Literal('out_for_delivery'),
      Type.Literal('delivered'),
      Type.Literal('cancelled'),
      Type.Literal('refunded'),
    ]),
    at: Type.String({ format: 'date-time' }),
    method: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    deadline: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    carrier: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    carrierName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    trackingNumber: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    trackingUrl: Type.Optional(
      Type.Union([Type.String(), Type.Null()], { description: "The carrier's tracking page" }),
    ),
    amount: Type.Optional(Type.Union([Type.Integer({ description: 'Whole taka' }), Type.Null()])),
    reason: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    by: Type.Optional(
      Type.Union([Type.Literal('customer'), Type.Literal('staff'), Type.Literal('system')]),
    ),
  },
  { additionalProperties: false },
);

/** Money given back: on a cancel (all of it) or a return (part or all). Amounts in taka. */
export const OrderRefundSchema = Type.Object(
  {
    amount: Type.Integer({ description: 'Whole taka' }),
    reason: Type.String(),
    method: Type.Union([Type.Literal('card'), Type.Literal('cash')], {
      description:
        "'card': back to the way it was paid (card, bKash); 'cash': handed back at the counter",
    }),
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
        town: Type.String(),
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
    carrier: Type.Union([Type.String(), Type.Null()], { description: 'Carrier id when shipped' }),
    timeline: Type.Array(TimelineEntrySchema, { description: 'Oldest first' }),
    cancellable: Type.Boolean({
      description: 'The shopper may still cancel it (POST /orders/{id}/cancel): not packed yet',
    }),
    deliveryDays: Type.Integer(),
    shipDate: IsoDate,
    deliveryDate: IsoDate,
    refunds: Type.Array(OrderRefundSchema, { description: 'Oldest first' }),
    claims: Type.Optional(
      Type.Array(ClaimSchema, {
        description: 'Returns and warranty claims, oldest first (GET /orders/{id} only)',
      }),
    ),
    ...paymentFields,
    cancelReason: Type.Union([Type.String(), Type.Null()]),
    konbini: Type.Union([KonbiniVoucherSchema, Type.Null()], {
      description: 'The konbini voucher while the order waits to be paid',
    }),
    ...deliveryFields,
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

export const cancelOrderSchema = {
  tags: ['orders'],
  summary:
    'The shopper cancels their order before it is packed: stock and coupon use come back, the payment is refunded',
  description:
    'The owner (bearer token) or the holder of the guest token (X-Order-Token or ?token=); ' +
    'anyone else 404. 409 ORDER_NOT_CANCELLABLE once the order is packed. Answers the order.',
  params: getOrderSchema.params,
  querystring: getOrderSchema.querystring,
  headers: getOrderSchema.headers,
  response: {
    200: OrderSchema,
    ...errors,
    409: ErrorResponseSchema,
    429: ErrorResponseSchema,
    502: ErrorResponseSchema,
  },
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

export const confirmPaymentSchema = {
  tags: ['orders'],
  summary: 'Finish an awaiting_payment order: asks the provider and settles it (idempotent)',
  description:
    'Called by the checkout after Stripe.js returns. The owner (bearer token) or the holder ' +
    'of the guest token (X-Order-Token or ?token=); answers the order as GET /orders/{id}.',
  params: getOrderSchema.params,
  querystring: getOrderSchema.querystring,
  headers: getOrderSchema.headers,
  response: { 200: OrderSchema, ...errors },
};
