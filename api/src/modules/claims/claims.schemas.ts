import { Type, type Static } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-response';

const Id = Type.String({ minLength: 1, maxLength: 64 });

export const ClaimLineSchema = Type.Object(
  {
    productId: Type.String(),
    name: Type.String(),
    quantity: Type.Integer(),
  },
  { additionalProperties: false },
);

export const ClaimSchema = Type.Object(
  {
    id: Type.String(),
    orderId: Type.String(),
    kind: Type.Union([Type.Literal('return'), Type.Literal('warranty')]),
    reason: Type.String(),
    state: Type.Union([
      Type.Literal('requested'),
      Type.Literal('accepted'),
      Type.Literal('refused'),
      Type.Literal('received'),
      Type.Literal('refunded'),
    ]),
    staffNote: Type.Union([Type.String(), Type.Null()]),
    refundAmount: Type.Union([Type.Integer(), Type.Null()], { description: 'Whole taka' }),
    lines: Type.Array(ClaimLineSchema),
    createdAt: Type.String(),
    decidedAt: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type Claim = Static<typeof ClaimSchema>;

export const CreateClaimBodySchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('return'), Type.Literal('warranty')]),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
    lines: Type.Array(
      Type.Object(
        { productId: Id, quantity: Type.Integer({ minimum: 1, maximum: 1000 }) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50 },
    ),
  },
  { additionalProperties: false },
);
export type CreateClaimBody = Static<typeof CreateClaimBodySchema>;

const orderParams = Type.Object({ id: Id }, { additionalProperties: false });

export const createClaimSchema = {
  tags: ['orders'],
  summary:
    'A return (within RETURN_WINDOW_DAYS of delivery) or warranty claim on a delivered order: its owner or guest token',
  params: orderParams,
  querystring: Type.Object(
    { token: Type.Optional(Type.String({ maxLength: 200 })) },
    { additionalProperties: false },
  ),
  headers: Type.Object({ 'x-order-token': Type.Optional(Type.String({ maxLength: 200 })) }),
  body: CreateClaimBodySchema,
  response: {
    201: ClaimSchema,
    400: ErrorResponseSchema,
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
  },
};

export const AdminClaimSchema = Type.Object(
  {
    ...ClaimSchema.properties,
    customerEmail: Type.String(),
    orderStatus: Type.String(),
  },
  { additionalProperties: false },
);

const adminErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  502: ErrorResponseSchema,
};

export const listClaimsSchema = {
  tags: ['admin'],
  summary: 'Claims, newest first; `state` filters',
  security: [{ bearerAuth: [] }],
  querystring: Type.Object(
    {
      state: Type.Optional(ClaimSchema.properties.state),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ claims: Type.Array(AdminClaimSchema) }, { additionalProperties: false }),
    ...adminErrors,
  },
};

const claimParams = Type.Object({ id: Id }, { additionalProperties: false });

export const acceptClaimSchema = {
  tags: ['admin'],
  summary: 'Accept a requested claim (the customer is mailed)',
  security: [{ bearerAuth: [] }],
  params: claimParams,
  body: Type.Object(
    { note: Type.Optional(Type.String({ maxLength: 500 })) },
    { additionalProperties: false },
  ),
  response: { 200: AdminClaimSchema, ...adminErrors },
};

export const refuseClaimSchema = {
  tags: ['admin'],
  summary: 'Refuse a requested claim with a reason (the customer is mailed)',
  security: [{ bearerAuth: [] }],
  params: claimParams,
  body: Type.Object(
    { reason: Type.String({ minLength: 1, maxLength: 500 }) },
    { additionalProperties: false },
  ),
  response: { 200: AdminClaimSchema, ...adminErrors },
};

export const receiveClaimSchema = {
  tags: ['admin'],
  summary:
    "The goods of an accepted claim came back: received, and with `refund` (whole taka) refunded through the order's refund path",
  security: [{ bearerAuth: [] }],
  params: claimParams,
  body: Type.Object(
    {
      refund: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000_000 })),
      note: Type.Optional(Type.String({ maxLength: 500 })),
    },
    { additionalProperties: false },
  ),
  response: { 200: AdminClaimSchema, ...adminErrors },
};
