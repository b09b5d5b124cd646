import { Type, type Static } from 'typebox';

/** The one error shape the API sends: `{ "error": { "code", "message", "fields"? } }`. */
export const ErrorResponseSchema = Type.Object(
  {
    error: Type.Object(
      {
        code: Type.String({ description: 'Stable machine-readable code, e.g. VALIDATION_ERROR' }),
        message: Type.String({ description: 'Human-readable text the client may show' }),
        fields: Type.Optional(
          Type.Record(Type.String(), Type.String(), {
            description:
              'A message per field of the request body that was refused (name, or a dotted path such as shipping.email), for the form to show beside it',
          }),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export type ErrorResponse = Static<typeof ErrorResponseSchema>;

export type FieldMessages = Record<string, string>;

export function errorResponse(
  code: string,
  message: string,
  fields?: FieldMessages,
): ErrorResponse {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}
