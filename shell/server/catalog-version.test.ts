/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { watchCatalogVersion, type CatalogWatch } from './catalog-version';

// The page cache's watcher against a real HTTP server standing in for the API's
// GET /api/v1/catalog/version: nothing is dropped for the first answer, the pages are
// dropped when the version moves (and once more after the settle time), an outage changes
// nothing and is reported once, a change made during it is noticed when the API answers
// again, nothing is asked after stop(), and its timers never keep a process alive.

interface FakeApi {
  url: string;
  /** What the next asks are answered: a version, or a status with no version. */
  answer: { version: string } | { status: number };
  asks: number;
  close(): Promise<void>;
}

async function startFakeApi(version: string): Promise<FakeApi> {
  const api = { answer: { version } as FakeApi['answer'], asks: 0 };
  const server = http.createServer((request, response) => {
    if (request.url !== '/api/v1/catalog/version') {
      response.writeHead(404).end();
      return;
    }
    api.asks += 1;
    if ('version' in api.answer) {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ version: api.answer.version }));
    } else {
      response.writeHead(api.answer.status, { 'Content-Type': 'application/json' });
      response.end('{"error":{"code":"DOWN","message":"down"}}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(api, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(check: () => void, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await wait(10);
    }
  }
}

const INTERVAL_MS = 20;
let api: FakeApi;
let watch: CatalogWatch | undefined;
let clears: number;
let warnings: string[];

function start(settleMs = 0): void {
  watch = watchCatalogVersion({
    apiUrl: `${api.url}/`,
    intervalMs: INTERVAL_MS,
    settleMs,
    onChange: () => {
      clears += 1;
    },
    warn: (message) => warnings.push(message),
  });
}

beforeEach(async () => {
  api = await startFakeApi('v1');
  clears = 0;
  warnings = [];
});

afterEach(async () => {
  watch?.stop();
  watch = undefined;
  await api.close();
});

test('the first answer drops nothing; a moved version drops the pages once', async () => {
  start();
  await eventually(() => expect(api.asks).toBeGreaterThanOrEqual(3));
  expect(clears).toBe(0);
  api.answer = { version: 'v2' };
  await eventually(() => expect(clears).toBe(1));
  // The same version again is no change.
  const asked = api.asks;
  await eventually(() => expect(api.asks).toBeGreaterThanOrEqual(asked + 3));
  expect(clears).toBe(1);
  api.answer = { version: 'v3' };
  await eventually(() => expect(clears).toBe(2));
  expect(warnings).toEqual([]);
});

test('drops the pages once more after the settle time, for answers the API still had cached', async () => {
  start(200);
  await eventually(() => expect(api.asks).toBeGreaterThanOrEqual(2));
  api.answer = { version: 'v2' };
  await eventually(() => expect(clears).toBe(1));
  const movedAt = Date.now();
  await eventually(() => expect(clears).toBe(2));
  expect(Date.now() - movedAt).toBeGreaterThanOrEqual(150);
  await wait(300);
  expect(clears).toBe(2);
});

test('an outage changes nothing and is reported once; a change made during it is noticed after', async () => {
  start();
  await eventually(() => expect(api.asks).toBeGreaterThanOrEqual(2));
  api.answer = { status: 503 };
  const asked = api.asks;
  await eventually(() => expect(api.asks).toBeGreaterThanOrEqual(asked + 5));
  expect(clears).toBe(0);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('503');
  // Back with the same version: nothing to drop.
  api.answer = { version: 'v1' };
  await eventually(() => expect(warnings).toHaveLength(2));
  expect(warnings[1]).toContain('answers again');
  expect(clears).toBe(0);
  // Down again (one more report), and the catalog changed meanwhile.
  api.answer = { status: 500 };
  await eventually(() => expect(warnings).toHaveLength(3));
  const during = api.asks;
  await eventually(() => expect(api.asks).toBeGreaterThanOrEqual(during + 5));
  expect(warnings).toHaveLength(3);
  api.answer = { version: 'v2' };
  await eventually(() => expect(clears).toBe(1));
});

test('an API that refuses connections is reported once, and nothing is dropped', async () => {
  start();
  await eventually(() => expect(api.asks).toBeGreaterThanOrEqual(2));
  await api.close();
  await eventually(() => expect(warnings).toHaveLength(1));
  await wait(INTERVAL_MS * 10);
  expect(warnings).toHaveLength(1);
  expect(clears).toBe(0);
  // afterEach closes it again: a server already closed.
  api = await startFakeApi('v1');
});

test('nothing is asked, and nothing dropped, after stop()', async () => {
  start(50);
  await eventually(() => expect(api.asks).toBeGreaterThanOrEqual(2));
  api.answer = { version: 'v2' };
  await eventually(() => expect(clears).toBe(1));
  watch?.stop();
  const asked = api.asks;
  await wait(INTERVAL_MS * 10);
  expect(api.asks).toBe(asked);
  // The settle drop due after the change does not come either.
  expect(clears).toBe(1);
});

test('its timers never keep the process alive: a server that stops without stop() still exits', async () => {
  const started = Date.now();
  const script = `require(${JSON.stringify(require.resolve('./catalog-version'))}).watchCatalogVersion({
    apiUrl: ${JSON.stringify(api.url)}, intervalMs: 50, settleMs: 60_000, onChange() {} });
    setTimeout(() => undefined, 300);`;
  const exit = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', '-e', script],
      { cwd: __dirname, timeout: 20_000 },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
    );
  });
  expect(exit).toEqual({ code: 0, stderr: '' });
  // It asked, then left once its own 300 ms were over (the watch's 50 ms ticks did not hold it).
  expect(api.asks).toBeGreaterThanOrEqual(1);
  expect(Date.now() - started).toBeLessThan(15_000);
});
