import { Type, type Static, type TSchema } from 'typebox';
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

const AreaId = (what: string) =>
  Type.Optional(
    Type.String({
      maxLength: 20,
      description: `Bangladesh: the ${what} id (GET /shipping/areas/bd)`,
    }),
  );

export const ShippingQuoteRequestSchema = Type.Object(
  {
    country: Type.String({
      minLength: 1,
      maxLength: 100,
      description:
        'Bangladesh, Japan, United States, Canada or United Kingdom (or the code BD, JP, US, CA, GB)',
    }),
    prefecture: Type.Optional(
      Type.String({ maxLength: 100, description: 'One of the 47, in English (Japan only)' }),
    ),
    postcode: Type.Optional(
      Type.String({
        maxLength: 20,
        description:
          'Japan: NNN-NNNN or 7 digits; names the prefecture when none is given, and must agree with it otherwise',
      }),
    ),
    division: AreaId('division'),
    district: AreaId('district'),
    upazila: AreaId('upazila or thana'),
    method: Type.Optional(
      Type.String({
        maxLength: 10,
        description: "'ship' (the default) or 'pickup' (the Dhaka showroom; Bangladesh only)",
      }),
    ),
    items: Type.Array(ItemRequestSchema, { maxItems: MAX_ORDER_LINES }),
  },
  { additionalProperties: false },
);

export type ShippingQuoteRequest = Static<typeof ShippingQuoteRequestSchema>;

const IsoDate = Type.String({
  format: 'date',
  description: "A calendar date in the quote's timeZone",
});
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const AreaNameSchema = Type.Object(
  { id: Type.String(), name: Type.String(), bn: Type.String({ description: 'Bangla name' }) },
  { additionalProperties: false },
);

export const BangladeshAreaSchema = Type.Object(
  {
    division: Nullable(AreaNameSchema),
    district: Nullable(AreaNameSchema),
    upazila: Nullable(AreaNameSchema),
    dhakaCity: Type.Boolean({ description: 'Inside Dhaka city: the Dhaka city fee applies' }),
  },
  { additionalProperties: false },
);

export const DeliverySlotSchema = Type.Object(
  { id: Type.String(), label: Type.String(), labelJa: Type.String() },
  { additionalProperties: false },
);

export const ShippingQuoteSchema = Type.Object(
  {
    country: Type.String(),
    countryCode: Type.String({ description: 'ISO 3166-1 alpha-2' }),
    method: Type.Union([Type.Literal('ship'), Type.Literal('pickup')]),
    prefecture: Nullable(Type.String()),
    area: Nullable(BangladeshAreaSchema),
    zone: Nullable(
      Type.Union([Type.Literal('dhaka-city'), Type.Literal('outside-dhaka')], {
        description: 'Bangladesh: which fee applies; null until the upazila is known',
      }),
    ),
    productTotal: Type.Integer({ description: 'Taka, from the server prices' }),
    fee: Type.Integer({ description: 'Taka' }),
    freeShippingThreshold: Type.Integer(),
    amountToFreeShipping: Nullable(
      Type.Integer({ description: 'Taka still missing for free shipping; null abroad' }),
    ),
    deliveryDays: Type.Integer({ minimum: 0, description: '0 for a pickup' }),
    shipDate: IsoDate,
    deliveryDate: IsoDate,
    timeZone: Type.String({ description: 'Asia/Dhaka for Bangladesh, Asia/Tokyo otherwise' }),
    deliveryDates: Type.Array(IsoDate, {
      description:
        'Japan: the delivery dates that may be asked for, from deliveryDate up to 14 days later, no Sundays or holidays; [] elsewhere',
    }),
    deliverySlots: Type.Array(DeliverySlotSchema, {
      description: 'Japan: the time slots that may be asked for; [] elsewhere',
    }),
    currency: Type.Literal('BDT'),
  },
  { additionalProperties: false },
);

export type ShippingQuote = Static<typeof ShippingQuoteSchema>;

export const quoteShippingSchema = {
  tags: ['shipping'],
  summary: 'Shipping fee, free-shipping gap, ship and delivery dates, and the delivery choices',
  body: ShippingQuoteRequestSchema,
  response: {
    200: ShippingQuoteSchema,
    400: ErrorResponseSchema,
    422: ErrorResponseSchema,
  },
};

export const PostcodeMatchSchema = Type.Object(
  {
    prefecture: Type.String({ description: "The shop's prefecture id (English name)" }),
    prefectureJa: Type.String(),
    city: Type.String(),
    town: Type.String({ description: "'' when the postcode covers the whole city" }),
  },
  { additionalProperties: false },
);

export const lookUpPostcodeSchema = {
  tags: ['shipping'],
  summary: 'A Japanese postcode: prefecture, city and town (offline, Japan Post data)',
  params: Type.Object(
    { code: Type.String({ maxLength: 20, description: 'NNN-NNNN or 7 digits' }) },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object(
      {
        postcode: Type.String({ description: 'NNN-NNNN' }),
        prefecture: Type.String(),
        prefectureJa: Type.String(),
        city: Type.String(),
        town: Type.String(),
        matches: Type.Array(PostcodeMatchSchema, {
          description: 'Every entry of the code (the first is the one above)',
        }),
      },
      { additionalProperties: false },
    ),
    400: ErrorResponseSchema,
    404: ErrorResponseSchema,
  },
};

export const bangladeshAreasSchema = {
  tags: ['shipping'],
  summary: "Bangladesh's divisions, districts, upazilas and Dhaka city thanas (English and Bangla)",
  params: Type.Object(
    { country: Type.String({ maxLength: 2, description: 'bd' }) },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object(
      {
        source: Type.Record(Type.String(), Type.Unknown()),
        counts: Type.Record(Type.String(), Type.Integer()),
        divisions: Type.Array(
          Type.Object(
            {
              id: Type.String(),
              name: Type.String(),
              bn: Type.String(),
              seatDistrictId: Type.String(),
            },
            { additionalProperties: false },
          ),
        ),
        districts: Type.Array(
          Type.Object(
            {
              id: Type.String(),
              divisionId: Type.String(),
              name: Type.String(),
              bn: Type.String(),
            },
            { additionalProperties: false },
          ),
        ),
        upazilas: Type.Array(
          Type.Object(
            {
              id: Type.String(),
              districtId: Type.String(),
              name: Type.String(),
              bn: Type.String(),
              kind: Type.Union([Type.Literal('upazila'), Type.Literal('thana')]),
              dhakaCity: Type.Boolean(),
            },
            { additionalProperties: false },
          ),
        ),
      },
      { additionalProperties: false },
    ),
    404: ErrorResponseSchema,
  },
};
