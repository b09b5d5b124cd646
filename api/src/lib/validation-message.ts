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

/**
 * The same failures as words a person filling in a form understands, one per body field
 * ('oldPrice', or 'shipping.email' for a nested one), for the form to show beside the
 * field. The first failure of a field wins.
 */
export function bodyFieldMessages(
  errors: FastifySchemaValidationError[],
): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const { additionalProperty, missingProperty } = error.params;
    const path = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'additionalProperties' && typeof additionalProperty === 'string') {
      path.push(additionalProperty);
    } else if (error.keyword === 'required' && typeof missingProperty === 'string') {
      path.push(missingProperty);
    }
    const field = path.join('.');
    if (field !== '' && fields[field] === undefined) fields[field] = fieldMessage(error);
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

function fieldMessage(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const limit = typeof params.limit === 'number' ? params.limit : undefined;
  // Set when the body validator runs verbose (validator-compilers.ts).
  const description = (error as { parentSchema?: { description?: unknown } }).parentSchema
    ?.description;
  switch (error.keyword) {
    case 'required':
      return 'Fill this in';
    case 'additionalProperties':
      return 'This field is not accepted here';
    case 'type':
      return params.type === 'integer' || params.type === 'number'
        ? 'Enter a whole number'
        : params.type === 'string'
          ? 'Enter some text'
          : 'This value is not of the right kind';
    case 'minLength':
      return limit === 1 ? 'Fill this in' : `Use at least ${limit} characters`;
    case 'maxLength':
      return `Use at most ${limit} characters`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `Enter ${limit} or more`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Enter ${limit} or less`;
    case 'pattern':
      return typeof description === 'string'
        ? `Use ${description}`
        : 'This is not in the expected form';
    case 'format':
      return params.format === 'date-time' || params.format === 'date'
        ? 'Enter a valid date'
        : params.format === 'email'
          ? 'Enter a valid e-mail address'
          : 'This is not in the expected form';
    case 'minItems':
      return `Add at least ${limit ?? 1}`;
    case 'maxItems':
      return `Add at most ${limit}`;
    default:
      return 'Choose one of the offered values';
  }
}
