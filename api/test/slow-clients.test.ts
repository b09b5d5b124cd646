import net from 'node:net';
import { describeEachDatabase } from './helpers/databases';
import { startTestServer, type TestServer } from './helpers/http-server';

// OWASP API4 (unrestricted resource consumption): a client that sends part of a request
// and then nothing must not hold a connection open. Before the timeouts, a stalled body
// stayed open for 130 s and more.

describeEachDatabase('slow clients', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      config: { ...database.config, IDLE_TIMEOUT_MS: 500, HEADERS_TIMEOUT_MS: 1000 },
      db: database.db,
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  /** Writes `text`, then nothing; resolves with the milliseconds until the API closed. */
  function stall(text: string): Promise<number> {
    const { port } = new URL(server.baseUrl);
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(text));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(Date.now() - started));
      setTimeout(() => {
        socket.destroy();
        reject(new Error('still open after 15 s'));
      }, 15_000);
    });
  }

  it('slowloris: a request stalled mid-body is cut off', async () => {
    const ms = await stall(
      'POST /api/v1/coupons/validate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"code":',
    );
    expect(ms).toBeLessThan(5_000);
  });

  it('slowloris: a request stalled mid-headers is cut off', async () => {
    const ms = await stall('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(ms).toBeLessThan(5_000);
  });
});
