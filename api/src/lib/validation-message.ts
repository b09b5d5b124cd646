import type { FastifyServerOptions } from 'fastify';

type SchemaErrorFormatter = NonNullable<FastifyServerOptions['schemaErrorFormatter']>;
type FastifySchemaValidationError = Parameters<SchemaErrorFormatter>[0][number];
// 'body' | 'querystring' | 'params' | 'headers'; fastify does not export the name.
type SchemaErrorDataVar = Parameters<SchemaErrorFormatter>[1];

/**
 * Fastify's `schemaErrorFormatter`: one readable sentence per failed rule, naming the
 * field as `body/field/sub`. Ajv's own text for unknown and missing fields names only
 * the parent ("body must NOT have additional properties"), which is no help to a client.
 */
export function formatValidationErrors(
  errors: FastifySchemaValidationError[],
  dataVar: SchemaErrorDataVar,
): Error {
  const message = errors.map((error) => describe(error, dataVar)).join('; ');
  return new Error(message || `${dataVar} is invalid`);
}

function describe(error: FastifySchemaValidationError, dataVar: SchemaErrorDataVar): string {
  const where = `${dataVar}${error.instancePath}`;
  const { additionalProperty, missingProperty } = error.params;
  if (error.keyword === 'additionalProperties' && typeof additionalProperty === 'string') {
    return `${where}/${additionalProperty} is not an allowed field`;
  }
  if (error.keyword === 'required' && typeof missingProperty === 'string') {
    return `${where}/${missingProperty} is required`;
  }
  return `${where} ${error.message ?? 'is invalid'}`;
}
