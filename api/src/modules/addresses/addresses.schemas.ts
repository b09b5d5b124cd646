import { Type, type Static } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-response';
import { BangladeshAreaSchema } from '../shipping/shipping.schemas';

// The signed-in shopper's address book (docs/shipping.md#saved-addresses). The fields are
// checkout's shipping fields without the e-mail address, checked by the same rules.

const Text = (maxLength: number, description?: string) =>
  Type.Optional(Type.String({ maxLength, ...(description ? { description } : {}) }));

export const AddressBodySchema = Type.Object(
  {
    label: Text(40, "The shopper's name for it, e.g. Home or Office"),
    firstName: Type.String({ maxLength: 100 }),
    lastName: Type.String({ maxLength: 100 }),
    phone: Text(40, 'Bangladesh: the mobile number, required'),
    address: Text(300, 'Street, house, building or village'),
    city: Text(100),
    state: Text(100, 'Japan: the prefecture'),
    town: Text(100, 'Japan: the town (町域)'),
    zipCode: Text(20),
    country: Type.String({ maxLength: 100 }),
    division: Text(20, 'Bangladesh: division id'),
    district: Text(20, 'Bangladesh: district id'),
    upazila: Text(20, 'Bangladesh: upazila or thana id'),
  },
  { additionalProperties: false },
);
export type AddressBody = Static<typeof AddressBodySchema>;

export const SavedAddressSchema = Type.Object(
  {
    id: Type.String(),
    label: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    phone: Type.String(),
    address: Type.String(),
    city: Type.String(),
    state: Type.String(),
    town: Type.String(),
    zipCode: Type.String(),
    country: Type.String(),
    countryCode: Type.String(),
    division: Type.String(),
    district: Type.String(),
    upazila: Type.String(),
    area: Type.Union([BangladeshAreaSchema, Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type SavedAddress = Static<typeof SavedAddressSchema>;

const security = [{ bearerAuth: [] }];
const IdParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema };

export const listAddressesSchema = {
  tags: ['addresses'],
  summary: "The signed-in shopper's saved addresses, oldest first",
  security,
  response: {
    200: Type.Object(
      {
        items: Type.Array(SavedAddressSchema),
        limit: Type.Integer({ description: 'How many addresses an account may keep' }),
      },
      { additionalProperties: false },
    ),
    401: ErrorResponseSchema,
  },
};

export const createAddressSchema = {
  tags: ['addresses'],
  summary: 'Save an address (checked as at checkout)',
  security,
  body: AddressBodySchema,
  response: { 201: SavedAddressSchema, ...errors, 409: ErrorResponseSchema },
};

export const updateAddressSchema = {
  tags: ['addresses'],
  summary: 'Replace a saved address',
  security,
  params: IdParams,
  body: AddressBodySchema,
  response: { 200: SavedAddressSchema, ...errors, 404: ErrorResponseSchema },
};

export const deleteAddressSchema = {
  tags: ['addresses'],
  summary: 'Delete a saved address',
  security,
  params: IdParams,
  response: { 204: Type.Null(), ...errors, 404: ErrorResponseSchema },
};
