import { makeTempDir, removeTempDir } from '../helpers/temp-dir';
import { createTestConfig } from '../helpers/test-config';
import { startTestServer, type TestServer } from '../helpers/http-server';

describe('OpenAPI document', () => {
  let dataDir: string;
  let server: TestServer;

  beforeAll(async () => {
    dataDir = makeTempDir();
    // No database needed: the document is built from the route schemas.
    server = await startTestServer({ config: createTestConfig(dataDir) });
  });

  afterAll(async () => {
    await server?.close();
    removeTempDir(dataDir);
  });

  it('serves the JSON generated from the route schemas, listing the commerce paths', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs/json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: unknown; parameters?: { name: string }[] }>
      >;
    };
    expect(document.openapi).toMatch(/^3\./);
    for (const [path, method] of [
      ['/api/v1/coupons/validate', 'post'],
      ['/api/v1/inventory/{productId}/check', 'get'],
      ['/api/v1/config', 'get'],
      ['/api/v1/shipping/quote', 'post'],
      ['/api/v1/orders', 'post'],
      ['/api/v1/orders/{id}', 'get'],
      ['/api/v1/orders/user', 'get'],
      ['/api/v1/shipping/postcodes/{code}', 'get'],
      ['/api/v1/shipping/areas/{country}', 'get'],
      ['/api/v1/me/addresses', 'get'],
      ['/api/v1/me/addresses', 'post'],
      ['/api/v1/me/addresses/{id}', 'put'],
      ['/api/v1/me/addresses/{id}', 'delete'],
      ['/api/v1/admin/orders/{id}/packing-slip', 'get'],
    ] as const) {
      expect(document.paths[path]?.[method]).toBeDefined();
    }
    const placeOrder = document.paths['/api/v1/orders']!.post!;
    expect(placeOrder.requestBody).toBeDefined();
    expect(placeOrder.parameters?.map((p) => p.name)).toContain('idempotency-key');
  });

  it('serves the UI at /api/docs', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs`, { redirect: 'follow' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });
});

describe('OpenAPI document in production', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = makeTempDir();
  });
  afterAll(() => removeTempDir(dataDir));

  it.each([
    [{}, 404],
    [{ API_DOCS: 'true' }, 200],
  ])('with %p answers %p', async (env, status) => {
    const server = await startTestServer({
      config: createTestConfig(dataDir, { NODE_ENV: 'production', ...env }),
    });
    try {
      expect((await fetch(`${server.baseUrl}/api/docs/json`)).status).toBe(status);
    } finally {
      await server.close();
    }
  });
});
