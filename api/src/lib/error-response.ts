import { Type, type Static } from 'typebox';

/** The one error shape the API sends: `{ "error": { "code", "message" } }`. */
export const ErrorResponseSchema = Type.Object(
  {
    error: Type.Object(
      {
        code: Type.String({ description: 'Stable machine-readable code, e.g. VALIDATION_ERROR' }),
        message: Type.String({ description: 'Human-readable text the client may show' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export type ErrorResponse = Static<typeof ErrorResponseSchema>;

export function errorResponse(code: string, message: string): ErrorResponse {
  return { error: { code, message } };
}
