import { Type, type Static } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-response';

export const TrackBodySchema = Type.Object(
  {
    orderNumber: Type.String({ minLength: 1, maxLength: 64, description: 'e.g. CH-7K2M9QX4TB' }),
    email: Type.Optional(
      Type.String({ maxLength: 254, description: 'The e-mail address the order was placed with' }),
    ),
    phone: Type.Optional(
      Type.String({
        maxLength: 32,
        description:
          'Or the Bangladeshi mobile number it was placed with (01XXXXXXXXX, +880 optional)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type TrackBody = Static<typeof TrackBodySchema>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const TrackedOrderSchema = Type.Object(
  {
    id: Type.String(),
    status: Type.String({ description: "The order's status, as on its page" }),
    placedAt: Type.String({ description: 'ISO instant the order was placed' }),
    deliveryMethod: Type.String({ description: "'ship', 'pickup' or 'counter'" }),
    shipDate: NullableString,
    deliveryDate: NullableString,
    trackingNumber: NullableString,
    carrier: Type.Optional(
      Type.Union([
        Type.String({ description: "The carrier's id (yamato, pathao, ...), once shipped" }),
        Type.Null(),
      ]),
    ),
    carrierName: Type.Optional(NullableString),
    trackingUrl: Type.Optional(
      Type.Union([Type.String({ description: "The carrier's tracking page" }), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);

export const TrackAnswerSchema = Type.Object(
  {
    found: Type.Boolean(),
    order: Type.Optional(TrackedOrderSchema),
  },
  {
    additionalProperties: false,
    description:
      'Always 200: { found: false } for an unknown number and for a known number with another ' +
      'e-mail or mobile alike; { found: true, order } when both match.',
  },
);
export type TrackAnswer = Static<typeof TrackAnswerSchema>;

export const trackOrderSchema = {
  tags: ['orders'],
  summary:
    'Track an order by its number and the e-mail address or mobile number it was placed with',
  body: TrackBodySchema,
  response: { 200: TrackAnswerSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
};
