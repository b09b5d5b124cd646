import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { useBuiltApi } from './helpers/api-process';
import { makeTempDir, removeTempDir } from './helpers/temp-dir';

// The real entry point in its own process: from source as `npm run dev` runs it (through
// tsx), and built, as `npm start` runs it, for the production starts.
const API_DIR = path.resolve(__dirname, '..');
const SERVER = path.join(API_DIR, 'src', 'server.ts');
const built = useBuiltApi();

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

function startServer(
  env: NodeJS.ProcessEnv,
  from: 'source' | 'build' = 'source',
): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<Exit>;
} {
  const args = from === 'build' ? [built.server] : ['--import', 'tsx', SERVER];
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    // Only what the server needs: the developer's own PORT/DATABASE_URL must not leak in.
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

async function waitFor<T>(
  probe: () => T | undefined,
  what: string,
  // Starting from source compiles it first: half a minute and more on a busy machine.
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('server process', () => {
  let root: string;
  let running: ChildProcess | undefined;

  beforeEach(() => {
    root = makeTempDir();
  });

  afterEach(() => {
    if (running?.exitCode === null) running.kill('SIGKILL');
    running = undefined;
    removeTempDir(root);
  });

  it('exits 1 and names the bad variables when the config is invalid', async () => {
    const server = startServer({ PORT: 'abc', JPY_PER_BDT: '-1', DATA_DIR: root });
    running = server.child;
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain('Invalid configuration:');
    expect(server.output()).toContain('PORT: expected an integer port from 0 to 65535, got "abc"');
    expect(server.output()).toContain('JPY_PER_BDT: expected a positive number');
  }, 90_000);

  it('creates and migrates data/shop.db on first start, serves, and stops cleanly on SIGINT', async () => {
    const dataDir = path.join(root, 'data');
    const server = startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    });
    running = server.child;

    const port = await waitFor(
      () => /API listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output())?.[1],
      `the listening line; output so far:\n${server.output()}`,
    );
    expect(fs.statSync(path.join(dataDir, 'shop.db')).isFile()).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);

    const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'sqlite' });

    server.child.kill('SIGINT');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // Logs stay JSON, one object a line.
    for (const line of server.output().trim().split('\n')) {
      expect(() => JSON.parse(line)).not.toThrow();
    }
  }, 90_000);

  it('with LOG_FORMAT=pretty, writes one short line a request and none for health checks', async () => {
    const server = startServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'pretty',
    });
    running = server.child;
    const port = await waitFor(
      () => /API listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output())?.[1],
      `the listening line; output so far:\n${server.output()}`,
    );
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/config`)).status).toBe(200);
    const line = await waitFor(
      () => /^.*GET \/api\/v1\/config.*$/m.exec(server.output())?.[0],
      `the request line; output so far:\n${server.output()}`,
    );
    expect(line).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/v1\/config 200 \d+ ms$/);
    expect(server.output()).not.toContain('/api/v1/health');
    expect(server.output()).not.toContain('{"level"');
    // The development banner is printed once, as the box.
    expect(server.output().match(/DEVELOPMENT MODE/g)).toHaveLength(1);
    server.child.kill('SIGINT');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 90_000);

  // Security review finding 2 and the smaller production items of finding 8.
  it('refuses to start in production with the test gateway or without SMTP_URL', async () => {
    const server = startServer(
      {
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: root,
        JWT_SECRET: 'production-secret-production-secret-0123',
      },
      'build',
    );
    running = server.child;
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain('Refusing to start in production');
    expect(server.output()).toMatch(/PAYMENT_GATEWAY: the test gateway approves any valid card/);
    expect(server.output()).toContain('ALLOW_TEST_GATEWAY=true');
    expect(server.output()).toMatch(/SMTP_URL: production needs a mail server/);
  }, 90_000);

  it('starts in production when the test gateway is allowed explicitly, and says so', async () => {
    const dataDir = path.join(root, 'data');
    const server = startServer(
      {
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        JWT_SECRET: 'production-secret-production-secret-0123',
        ALLOW_TEST_GATEWAY: 'true',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      },
      'build',
    );
    running = server.child;
    const port = await waitFor(
      () => /API listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output())?.[1],
      `the listening line; output so far:\n${server.output()}`,
    );
    await waitFor(
      () => (/TEST gateway/.test(server.output()) ? true : undefined),
      'the test gateway warning',
    );
    expect(server.output()).toMatch(/"level":40.*TEST gateway is in use/);

    const config = await fetch(`http://127.0.0.1:${port}/api/v1/config`);
    expect(((await config.json()) as { payments: unknown }).payments).toEqual({
      gateway: 'test',
      testMode: true,
    });
    // No route map for strangers in production.
    expect((await fetch(`http://127.0.0.1:${port}/api/docs`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/api/docs/json`)).status).toBe(404);
    // The database holds password hashes and addresses: owner-only.
    expect(fs.statSync(path.join(dataDir, 'shop.db')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);

    server.child.kill('SIGINT');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 90_000);
});
