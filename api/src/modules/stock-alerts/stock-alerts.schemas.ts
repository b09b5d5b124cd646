import { Type, type Static } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-response';

export const StockAlertSchema = Type.Object(
  {
    id: Type.String(),
    productId: Type.String(),
    /** The address the mail goes to (the account's when signed in). */
    email: Type.String(),
    state: Type.Literal('open'),
    createdAt: Type.String(),
  },
  { additionalProperties: false },
);
export type StockAlert = Static<typeof StockAlertSchema>;

export const SubscribeBodySchema = Type.Object(
  {
    productId: Type.String({ minLength: 1, maxLength: 64 }),
    /** Needed when signed out; ignored when signed in (the account's address is used). */
    email: Type.Optional(Type.String({ maxLength: 254 })),
  },
  { additionalProperties: false },
);
export type SubscribeBody = Static<typeof SubscribeBodySchema>;

export const subscribeSchema = {
  tags: ['catalog'],
  summary:
    'Ask for one mail when an out-of-stock product is back (the account address when signed in); again for the same product and address answers the open request with 200',
  body: SubscribeBodySchema,
  response: {
    200: StockAlertSchema,
    201: StockAlertSchema,
    400: ErrorResponseSchema,
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
    429: ErrorResponseSchema,
  },
};

const LinkQuerySchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64 }),
    token: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);

export const unsubscribePageSchema = {
  tags: ['catalog'],
  summary:
    "The back-in-stock mail's unsubscribe link: a page in the request's language asking to confirm (HTML)",
  querystring: LinkQuerySchema,
};

export const unsubscribeSchema = {
  tags: ['catalog'],
  summary:
    "Ends every open back-in-stock request of the link's address: a page for a browser's form, JSON otherwise",
  querystring: LinkQuerySchema,
  response: {
    200: Type.Object({ ended: Type.Integer() }, { additionalProperties: false }),
    400: ErrorResponseSchema,
    429: ErrorResponseSchema,
  },
};
