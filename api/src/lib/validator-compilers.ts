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
 * the schema's own description (error-handler.ts). It also copies the value that failed
 * and its parent object onto the error: those are dropped at once, since a refused body
 * may hold a card number, and errors are logged.
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
  return (route) => (route.httpPart === 'body' ? withoutData(forBody(route)) : forAddress(route));
};

type ValidationError = Record<string, unknown> & {
  data?: unknown;
  parentData?: unknown;
  parentSchema?: { description?: unknown };
};

interface ValidateFunction {
  (data: unknown): unknown;
  errors?: ValidationError[] | null;
}

/**
 * The validator, its errors without the request's data and without the route's whole
 * schema (errors are logged; a refused order's body holds a card number, and its schema
 * names every field): of the failed rule's parent schema only its description is kept.
 */
function withoutData<T>(compiled: T): T {
  const validate = compiled as unknown as ValidateFunction;
  const safe: ValidateFunction = (data: unknown) => {
    const result = validate(data);
    safe.errors =
      validate.errors?.map(({ data: _data, parentData: _parent, parentSchema, ...rest }) => {
        const description = parentSchema?.description;
        return typeof description === 'string' ? { ...rest, parentSchema: { description } } : rest;
      }) ?? null;
    return result;
  };
  return safe as unknown as T;
}
