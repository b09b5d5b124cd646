import { ErrorResponseSchema } from '../../lib/error-response';
import { Type, type Static } from 'typebox';

export const HealthResponseSchema = Type.Object(
  {
    status: Type.Literal('ok'),
    database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
    version: Type.String(),
    uptimeSeconds: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

export type HealthResponse = Static<typeof HealthResponseSchema>;

export const getHealthSchema = {
  summary: 'Liveness and database reachability',
  response: {
    200: HealthResponseSchema,
    503: ErrorResponseSchema,
  },
};
