import { sql } from 'kysely';
import { Type } from 'typebox';
import { HttpError } from '../src/lib/http-error';
import type { App } from '../src/app';
import { describeEachDatabase } from './helpers/databases';
import { startTestServer, type TestServer } from './helpers/http-server';

const INTERNAL_DETAIL = 'password=hunter2 at /srv/secret/path.ts';

// Test-only routes: the skeleton has no route with a body yet, and none that fails.
function addTestRoutes(app: App): void {
  app.post(
    '/api/v1/test/echo',
    {
      schema: {
        body: Type.Object(
          {
            name: Type.String({ minLength: 1 }),
            quantity: Type.Optional(Type.Integer({ minimum: 1 })),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => ({ received: request.body }),
  );
  app.get('/api/v1/test/crash', async () => {
    throw new Error(INTERNAL_DETAIL);
  });
  app.get('/api/v1/test/conflict', async () => {
    throw new HttpError(409, 'OUT_OF_STOCK', 'Only 2 left in stock');
  });
  app.get('/api/v1/test/rate-limited', async () => {
    // How a rate-limit plugin reports: a plain error carrying a 429 status.
    throw Object.assign(new Error('Rate limit exceeded, retry in 1 minute'), { statusCode: 429 });
  });
}

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

async function readError(response: Response): Promise<ErrorBody> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as ErrorBody;
  expect(Object.keys(body)).toEqual(['error']);
  // `fields` only on a refused body: a message per field, for a form to show beside it.
  expect(Object.keys(body.error).filter((key) => key !== 'fields')).toEqual(['code', 'message']);
  return body;
}

describeEachDatabase('app', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      config: database.config,
      db: database.db,
      configure: addTestRoutes,
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  const post = (path: string, body: string): Promise<Response> =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('answers an unknown route with 404 NOT_FOUND "Service not found"', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await readError(response)).toEqual({
      error: { code: 'NOT_FOUND', message: 'Service not found' },
    });
  });

  it('accepts a valid body', async () => {
    const response = await post(
      '/api/v1/test/echo',
      JSON.stringify({ name: 'RTX 4070', quantity: 2 }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: { name: 'RTX 4070', quantity: 2 } });
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await post('/api/v1/test/echo', '{"name": "RTX 4070",');
    expect(response.status).toBe(400);
    const { error } = await readError(response);
    expect(error.code).toBe('INVALID_JSON');
    expect(error.message).toMatch(/not valid JSON/);
  });

  it('answers an empty JSON body with 400 INVALID_JSON', async () => {
    const response = await post('/api/v1/test/echo', '');
    expect(response.status).toBe(400);
    expect((await readError(response)).error.code).toBe('INVALID_JSON');
  });

  it('rejects an unknown body field with 400 VALIDATION_ERROR naming it', async () => {
    const response = await post(
      '/api/v1/test/echo',
      JSON.stringify({ name: 'RTX 4070', price: 1 }),
    );
    expect(response.status).toBe(400);
    expect(await readError(response)).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'body/price is not an allowed field',
        fields: { price: 'This field is not accepted here' },
      },
    });
  });

  it('names a missing required field', async () => {
    const response = await post('/api/v1/test/echo', JSON.stringify({ quantity: 1 }));
    expect(response.status).toBe(400);
    expect(await readError(response)).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'body/name is required',
        fields: { name: 'Fill this in' },
      },
    });
  });

  it('names a field with a wrong value', async () => {
    const response = await post('/api/v1/test/echo', JSON.stringify({ name: 'x', quantity: 0 }));
    expect(response.status).toBe(400);
    expect(await readError(response)).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'body/quantity must be >= 1',
        fields: { quantity: 'Enter 1 or more' },
      },
    });
  });

  it('hides a thrown Error behind 500 INTERNAL', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/test/crash`);
    expect(response.status).toBe(500);
    const text = await response.clone().text();
    expect(await readError(response)).toEqual({
      error: { code: 'INTERNAL', message: 'Server error. Please try again later' },
    });
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('/srv/secret');
    expect(text).not.toMatch(/stack|at .*\.ts/);
  });

  it('sends an HttpError with its own status, code and message', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/test/conflict`);
    expect(response.status).toBe(409);
    expect(await readError(response)).toEqual({
      error: { code: 'OUT_OF_STOCK', message: 'Only 2 left in stock' },
    });
  });

  it('answers a 429 from a plugin with RATE_LIMITED and the spec message', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/test/rate-limited`);
    expect(response.status).toBe(429);
    expect(await readError(response)).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later' },
    });
  });

  it('rejects a body over the size limit with 413', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) });
    const response = await post('/api/v1/test/echo', big);
    expect(response.status).toBe(413);
    expect((await readError(response)).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  describe('CORS', () => {
    const preflight = (origin: string, method = 'POST'): Promise<Response> =>
      fetch(`${server.baseUrl}/api/v1/health`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': 'content-type,authorization',
        },
      });

    it('allows the shell origin in a preflight', async () => {
      const response = await preflight('http://localhost:3000');
      expect(response.status).toBeLessThan(300);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
    });

    it('allows PUT and DELETE (profile updates and later removals)', async () => {
      const methods = (await preflight('http://localhost:3000', 'PUT')).headers.get(
        'access-control-allow-methods',
      );
      expect(methods?.split(/,\s*/)).toEqual(expect.arrayContaining(['PUT', 'DELETE', 'PATCH']));
    });

    it('allows a remote on its standalone port', async () => {
      const response = await preflight('http://localhost:3002');
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3002');
    });

    it('does not allow a foreign origin', async () => {
      const response = await preflight('http://evil.example');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('marks simple responses for the allowed origin', async () => {
      const response = await fetch(`${server.baseUrl}/api/v1/health`, {
        headers: { Origin: 'http://127.0.0.1:3000' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    });
  });

  describe('database ownership', () => {
    it('leaves a database it was given open when it closes', async () => {
      const other = await startTestServer({ config: database.config, db: database.db });
      await other.close();
      await expect(sql`select 1 as one`.execute(database.db)).resolves.toMatchObject({
        rows: [{ one: 1 }],
      });
    });

    it('creates its own database when given none, and destroys it on close', async () => {
      const own = await startTestServer({ config: database.config });
      const destroy = jest.spyOn(own.app.db, 'destroy');
      const response = await fetch(`${own.baseUrl}/api/v1/health`);
      expect(await response.json()).toMatchObject({ status: 'ok', database: database.dialect });
      expect(own.app.db).not.toBe(database.db);
      await own.close();
      expect(destroy).toHaveBeenCalledTimes(1);
    });
  });
});
