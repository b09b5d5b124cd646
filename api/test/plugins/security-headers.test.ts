import { insertProduct } from '../helpers/catalog-fixtures';
import { describeEachDatabase } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/http-server';

// Finding 6 of the security review: the API's answers carry security headers.

describeEachDatabase('API security headers', (database) => {
  let server: TestServer;
  let productId: string;

  beforeAll(async () => {
    server = await startTestServer({ config: database.config, db: database.db });
    productId = (await insertProduct(database.db, { name: 'Header Test GPU' })).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  function expectLockedDown(headers: Headers): void {
    expect(headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  }

  it('on JSON answers, errors included', async () => {
    const ok = await fetch(`${server.baseUrl}/api/v1/products/${productId}`);
    expect(ok.status).toBe(200);
    expectLockedDown(ok.headers);
    const missing = await fetch(`${server.baseUrl}/api/v1/no-such-route`);
    expect(missing.status).toBe(404);
    expectLockedDown(missing.headers);
  });

  it('on SVG artwork, which stays usable from the shop on another origin', async () => {
    const svg = await fetch(`${server.baseUrl}/api/v1/images/slides/1.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expectLockedDown(svg.headers);
    expect(svg.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});
