import { createDatabase } from '../../../src/db/database';
import { describeEachDatabase } from '../../helpers/databases';
import { startTestServer, type TestServer } from '../../helpers/http-server';
import packageJson from '../../../package.json';
import { createTestConfig } from '../../helpers/test-config';

const packageVersion = packageJson.version;

describeEachDatabase('GET /api/v1/health', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ config: database.config, db: database.db });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers 200 with the database in use after a round trip', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      status: 'ok',
      database: database.dialect,
      version: packageVersion,
      uptimeSeconds: expect.any(Number),
    });
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 in the error shape when the database does not answer', async () => {
    const unreachable = createTestConfig(database.config.DATA_DIR, {
      // A directory is no SQLite file; nothing listens on port 1.
      DATABASE_URL:
        database.dialect === 'sqlite'
          ? database.config.DATA_DIR
          : 'postgres://postgres@127.0.0.1:1/none',
    });
    const deadDb = createDatabase(unreachable);
    const broken = await startTestServer({ config: unreachable, db: deadDb });
    try {
      const response = await fetch(`${broken.baseUrl}/api/v1/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: 'Service temporarily unavailable' },
      });
    } finally {
      await broken.close();
      await deadDb.destroy();
    }
  });
});
