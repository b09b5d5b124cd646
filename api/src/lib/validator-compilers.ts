import { AjvCompiler, type Options } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type SchemaControllerOptions = NonNullable<FastifyServerOptions['schemaController']>;
type BuildValidator = NonNullable<
  NonNullable<SchemaControllerOptions['compilersFactory']>['buildValidator']
>;

/**
 * Fastify's validators coerce types in every part of a request. That suits the address
 * (query, params, headers are text: '2' is the number 2), but not a JSON body, which
 * already says what type each value is: coercion turned a deliberate null ("no old
 * price", "no end date") into 0 or '' before the route saw it, so an empty old price
 * failed "must be higher than the price". Bodies are therefore validated as they came.
 * `verbose` keeps each failed rule's schema on the error, so a field's message can use
 * the schema's own description (error-handler.ts).
 */
export const buildValidator: BuildValidator = (externalSchemas, ajvOptions) => {
  const pool = AjvCompiler();
  type PoolOptions = Parameters<typeof pool>[1];
  const options = (ajvOptions ?? {}) as { customOptions?: Options };
  const forAddress = pool(externalSchemas, options as PoolOptions);
  const forBody = pool(externalSchemas, {
    ...options,
    customOptions: { ...options.customOptions, coerceTypes: false, verbose: true },
  } as PoolOptions);
  return (route) => (route.httpPart === 'body' ? forBody(route) : forAddress(route));
};
