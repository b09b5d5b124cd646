import { Type, type Static } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-response';

/** The user of docs/product.md#data, with the optional profile fields and the role. */
export const PublicUserSchema = Type.Object(
  {
    id: Type.String(),
    email: Type.String(),
    name: Type.String({
      description: 'First and last name when set, else the e-mail before the at-sign',
    }),
    user_ref: Type.String(),
    phoneNumber: Type.Union([Type.String(), Type.Null()]),
    isVerified: Type.Boolean(),
    firstName: Type.Optional(Type.String()),
    lastName: Type.Optional(Type.String()),
    phone: Type.Optional(Type.String()),
    role: Type.Union([Type.Literal('user'), Type.Literal('staff'), Type.Literal('admin')]),
  },
  { additionalProperties: false },
);
export type PublicUser = Static<typeof PublicUserSchema>;

const Nullable = (schema: ReturnType<typeof Type.String>) => Type.Union([schema, Type.Null()]);

// Unknown fields (email, role, ...) are refused with 400 like everywhere in the API:
// neither can be changed here, and silently dropping them would hide a client's mistake.
export const UpdateProfileBodySchema = Type.Object(
  {
    firstName: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    lastName: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    phone: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  },
  { additionalProperties: false },
);
export type UpdateProfileBody = Static<typeof UpdateProfileBodySchema>;

const security = [{ bearerAuth: [] }];

export const getProfileSchema = {
  summary: 'The signed-in user',
  security,
  response: { 200: PublicUserSchema, 401: ErrorResponseSchema },
};

export const updateProfileSchema = {
  summary: 'Change first name, last name and phone (e-mail and role cannot be changed here)',
  security,
  body: UpdateProfileBodySchema,
  response: { 200: PublicUserSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
};
