import type { AddressInfo } from 'node:net';
import type { RouteOptions } from 'fastify';
import { buildApp, type App } from '../src/app';
import { describeEachDatabase } from './helpers/databases';

// A JSON body says null on purpose ("no old price", "no end date"). The validator must
// hand that null to the route as it came: a validator that coerces types turns it into
// 0 or '' first, and the route then checks (or stores) a value nobody sent. This walks
// every route of the app, finds every field its body schema allows to be null, and asks
// the route's own compiled validator what it makes of a null there.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

const PROBE_HEADER = 'x-nullable-probe';

function allowsNull(schema: JsonSchema): boolean {
  if (schema.type === 'null') return true;
  if (Array.isArray(schema.type) && schema.type.includes('null')) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(allowsNull);
}

/** Paths (['coupon', 'endsAt']) of every nullable property, nested objects included. */
function nullablePaths(schema: JsonSchema, prefix: string[] = []): string[][] {
  const paths: string[][] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, key];
    if (allowsNull(property)) paths.push(path);
    paths.push(...nullablePaths(property, path));
    for (const branch of [...(property.anyOf ?? []), ...(property.oneOf ?? [])]) {
      paths.push(...nullablePaths(branch, path));
    }
  }
  return paths;
}

function withNullAt(path: string[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  let at = root;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      at[key] = null;
    } else {
      const next: Record<string, unknown> = {};
      at[key] = next;
      at = next;
    }
  });
  return root;
}

function valueAt(body: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    body,
  );
}

function withoutRequired(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutRequired);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== 'required' && key !== 'minProperties')
      .map(([key, value]) => [key, withoutRequired(value)]),
  );
}

describeEachDatabase('nullable body fields of every route', (database) => {
  let app: App;
  let baseUrl: string;
  const routes: { method: string; url: string; paths: string[][] }[] = [];

  beforeAll(async () => {
    app = buildApp({ config: database.config, db: database.db });
    app.addHook('onRoute', (route: RouteOptions) => {
      const body = route.schema?.body as JsonSchema | undefined;
      if (!body) return;
      const paths = nullablePaths(body);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD' && paths.length > 0) routes.push({ method, url: route.url, paths });
      }
    });
    // Answers a probe before any guard or handler: runs the route's body validator on the
    // probe's body and says what became of it.
    app.addHook('onRequest', async (request, reply) => {
      const header = request.headers[PROBE_HEADER];
      if (typeof header !== 'string') return;
      const path = JSON.parse(header) as string[];
      // The route's own body schema, compiled by the app's own compiler for bodies, but
      // with no field required: the probe sends only the one field it looks at.
      const schema = withoutRequired(request.routeOptions.schema?.body) as object;
      const validate = request.compileValidationSchema(schema, 'body');
      const body = withNullAt(path);
      validate(body);
      const pointer = `/${path.join('/')}`;
      const errorsHere = (validate.errors ?? []).filter((error) => error.instancePath === pointer);
      const value = valueAt(body, path);
      // As text: the route's response schema would reshape (or refuse) an object.
      return reply
        .type('text/plain')
        .send(JSON.stringify({ value: value === undefined ? 'missing' : value, errorsHere }));
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('finds the nullable fields of the back office, coupons and profile routes', () => {
    const names = routes.map((r) => `${r.method} ${r.url}: ${r.paths.map((p) => p.join('.'))}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/v1/admin/products: subCategory,builderCategory,oldPrice',
        expect.stringMatching(/^PATCH \/api\/v1\/admin\/products\/:id: .*oldPrice/),
        expect.stringMatching(
          /^POST \/api\/v1\/admin\/coupons: .*maxDiscount,startsAt,endsAt,usageLimit,perUserLimit/,
        ),
        expect.stringMatching(/^PUT \/api\/v1\/user\/profile: firstName,lastName,phone/),
      ]),
    );
  });

  it('hands every nullable field to its route as null, never as 0 or an empty string', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, 'probe-$1');
      for (const path of route.paths) {
        const response = await fetch(`${baseUrl}${url}`, {
          method: route.method,
          headers: { [PROBE_HEADER]: JSON.stringify(path) },
        });
        expect(response.status).toBe(200);
        const { value, errorsHere } = (await response.json()) as {
          value: unknown;
          errorsHere: unknown[];
        };
        if (value !== null || errorsHere.length > 0) {
          wrong.push(
            `${route.method} ${route.url} ${path.join('.')}: became ${JSON.stringify(value)} ${JSON.stringify(errorsHere)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
