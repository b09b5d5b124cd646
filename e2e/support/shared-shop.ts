import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserServer } from 'playwright-core';
import { APPS, type AppName } from '../../scripts/lib/apps';
import { startShop, type RunningShop } from '../../scripts/start';
import { launchBrowserServer } from './browser';
import { TEST_PORTS } from './shop';

// The one shop and the one browser every browser suite of a Jest run shares, started by
// Jest's globalSetup (see suite.ts for how a suite uses them). They live in Jest's main
// process, while the suites run in a module sandbox of their own (or another process),
// so a suite drives the shop through a small HTTP control server on 127.0.0.1, whose
// address goes to the suites in the environment.

/** Where the suites find the control server and the browser. */
export const CONTROL_URL_ENV = 'E2E_SHOP_CONTROL_URL';
export const BROWSER_WS_ENV = 'E2E_BROWSER_WS_ENDPOINT';

/** What a suite is handed when it starts. */
export interface SuiteShopInfo {
  url: string;
  apiUrl: string;
  dataDir: string;
}

export interface SuiteStartRequest {
  suite: string;
  /** Extra environment for this suite's API (e.g. ADMIN_EMAILS). */
  env?: Record<string, string>;
}

export type ControlRequest =
  | { action: 'suite-start'; request: SuiteStartRequest }
  | { action: 'suite-end'; suite: string }
  | { action: 'release' }
  | { action: 'stop-app'; name: AppName }
  | { action: 'start-app'; name: AppName }
  | { action: 'stop-api'; signal?: 'SIGTERM' | 'SIGKILL' }
  | { action: 'start-api' };

interface SharedState {
  shop: RunningShop;
  browser: BrowserServer;
  control: http.Server;
  dataDirs: string[];
}

const STATE_KEY = Symbol.for('shop-e2e-shared-state');
type Holder = { [STATE_KEY]?: SharedState };

function freshDataDir(state: SharedState): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  state.dataDirs.push(dir);
  return dir;
}

function removeDataDirs(state: SharedState, keep?: string) {
  for (const dir of state.dataDirs.splice(0)) {
    if (dir === keep) state.dataDirs.push(dir);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A suite starts: every app served again (whatever the last suite stopped), and the API
 * restarted on a fresh database with the suite's environment, so no suite sees another's
 * accounts, orders, stock changes or rate-limit counts.
 */
async function startSuite(
  state: SharedState,
  active: { suite?: string },
  request: SuiteStartRequest,
): Promise<SuiteShopInfo> {
  if (active.suite && active.suite !== request.suite) {
    throw new Error(
      `${request.suite} started while ${active.suite} is running: the browser suites share one ` +
        'shop and run one at a time (maxWorkers: 1 in e2e/jest.config.js)',
    );
  }
  active.suite = request.suite;
  for (const app of APPS) await state.shop.startApp(app.name);
  await state.shop.stopApi();
  const dataDir = freshDataDir(state);
  removeDataDirs(state, dataDir);
  await state.shop.startApi({ ...request.env, DATA_DIR: dataDir });
  return { url: state.shop.url, apiUrl: state.shop.apiUrl, dataDir };
}

async function answer(
  state: SharedState,
  active: { suite?: string },
  body: ControlRequest,
): Promise<unknown> {
  switch (body.action) {
    case 'suite-start':
      return startSuite(state, active, body.request);
    case 'suite-end':
      if (active.suite === body.suite) active.suite = undefined;
      return {};
    case 'release':
      // A test file that starts its own shop on the test ports: everything is served
      // again when the next suite starts.
      for (const app of APPS) await state.shop.stopApp(app.name);
      await state.shop.stopApi();
      return {};
    case 'stop-app':
      return state.shop.stopApp(body.name).then(() => ({}));
    case 'start-app':
      return state.shop.startApp(body.name).then(() => ({}));
    case 'stop-api':
      return state.shop.stopApi(body.signal).then(() => ({}));
    case 'start-api':
      return state.shop.startApi().then(() => ({}));
  }
}

function listen(state: Omit<SharedState, 'control'>): Promise<http.Server> {
  const active: { suite?: string } = {};
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      Promise.resolve()
        .then(() => answer(state as SharedState, active, JSON.parse(raw) as ControlRequest))
        .then(
          (result) => {
            // One request per connection: a kept-alive socket that the server times out
            // while a suite is busy would reset the suite's next request.
            res.writeHead(200, { 'content-type': 'application/json', connection: 'close' });
            res.end(JSON.stringify(result ?? {}));
          },
          (error: unknown) => {
            res.writeHead(500, { 'content-type': 'text/plain', connection: 'close' });
            res.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
          },
        );
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** Jest's globalSetup: builds what is not built, starts the shop and the browser once. */
export async function startSharedShop(): Promise<void> {
  const started = Date.now();
  const dataDirs: string[] = [];
  const firstDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  dataDirs.push(firstDataDir);
  let shop: RunningShop | undefined;
  let browser: BrowserServer | undefined;
  try {
    [shop, browser] = await Promise.all([
      startShop({
        env: {
          ...process.env,
          ...TEST_PORTS,
          DATA_DIR: firstDataDir,
          LOG_LEVEL: 'warn',
        },
        quiet: true,
        log: () => undefined,
      }),
      launchBrowserServer(),
    ]);
    const control = await listen({ shop, browser, dataDirs });
    (globalThis as Holder)[STATE_KEY] = { shop, browser, control, dataDirs };
    const { port } = control.address() as AddressInfo;
    process.env[CONTROL_URL_ENV] = `http://127.0.0.1:${port}`;
    process.env[BROWSER_WS_ENV] = browser.wsEndpoint();
  } catch (error) {
    // Nothing left running when the shop could not start (Jest would never exit).
    await browser?.close();
    await shop?.stop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  console.log(`\n  browser suites share one shop: started in ${(Date.now() - started) / 1000} s`);
}

/** Jest's globalTeardown. */
export async function stopSharedShop(): Promise<void> {
  const state = (globalThis as Holder)[STATE_KEY];
  if (!state) return;
  (globalThis as Holder)[STATE_KEY] = undefined;
  state.control.closeAllConnections();
  await new Promise<void>((resolve) => state.control.close(() => resolve()));
  await state.browser.close();
  await state.shop.stop();
  removeDataDirs(state);
}
