import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserServer } from 'playwright-core';
import { APPS, type AppName } from '../../scripts/lib/apps';
import { startShop, type RunningShop } from '../../scripts/start';
import { launchBrowserServer } from './browser';
import { forkSupport, type SupportChild } from './child';
import { testPorts } from './shop';

// The shops and browsers the browser suites of a Jest run share, one of each per lane
// (Jest worker), started by Jest's globalSetup (see suite.ts for how a suite uses them).
// Each lane lives in a process of its own (support/lane-host.ts; a shell server keeps the
// federation runtime's state per process), so a suite drives its lane's shop through a
// small HTTP control server on 127.0.0.1, whose address goes to the suites in the
// environment.

/** Where the suites of a lane find its control server and its browser. */
export const controlUrlEnv = (lane: number) => `E2E_SHOP_CONTROL_URL_${lane}`;
export const browserWsEnv = (lane: number) => `E2E_BROWSER_WS_ENDPOINT_${lane}`;

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
type Holder = { [STATE_KEY]?: SupportChild<LaneReady>[] };

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
      `${request.suite} started while ${active.suite} is running: the browser suites of a ` +
        'lane share its shop and run one at a time (one lane per Jest worker)',
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

/** What a lane's process answers once its shop, browser and control server are up. */
export interface LaneReady {
  controlUrl: string;
  wsEndpoint: string;
}

/** One lane's shop and browser, on the lane's ports (run in the lane's own process). */
export async function startLane(
  lane: number,
): Promise<{ ready: LaneReady; stop(): Promise<void> }> {
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
          ...testPorts(lane),
          DATA_DIR: firstDataDir,
          LOG_LEVEL: 'warn',
          // The suites change products and look at their pages at once (and swap the
          // database): the shell's page cache is off here (see shop.ts).
          SSR_CACHE_TTL_MS: '0',
        },
        quiet: true,
        log: () => undefined,
      }),
      launchBrowserServer(),
    ]);
    const state: Omit<SharedState, 'control'> = { shop, browser, dataDirs };
    const control = await listen(state);
    const { port } = control.address() as AddressInfo;
    return {
      ready: { controlUrl: `http://127.0.0.1:${port}`, wsEndpoint: browser.wsEndpoint() },
      stop: () => stopLane({ ...state, control }),
    };
  } catch (error) {
    // Nothing left running when the shop could not start.
    await browser?.close();
    await shop?.stop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

async function stopLane(state: SharedState): Promise<void> {
  state.control.closeAllConnections();
  await new Promise<void>((resolve) => state.control.close(() => resolve()));
  await state.browser.close();
  await state.shop.stop();
  removeDataDirs(state);
}

/**
 * Jest's globalSetup: a shop and a browser for each lane (Jest's worker count, 1 in band),
 * each lane in a process of its own. The first lane's start builds what is not built; the
 * others then start side by side.
 */
export async function startSharedShop(globalConfig: { maxWorkers: number }): Promise<void> {
  const started = Date.now();
  const count = Math.max(1, globalConfig.maxWorkers);
  const lanes: SupportChild<LaneReady>[] = [];
  (globalThis as Holder)[STATE_KEY] = lanes;
  const startOne = async (lane: number) => {
    const child = await forkSupport<LaneReady>('lane-host', lane);
    lanes.push(child);
    process.env[controlUrlEnv(lane)] = child.ready.controlUrl;
    process.env[browserWsEnv(lane)] = child.ready.wsEndpoint;
  };
  try {
    await startOne(0);
    await Promise.all(Array.from({ length: count - 1 }, (_, i) => startOne(i + 1)));
  } catch (error) {
    await stopSharedShop();
    throw error;
  }
  console.log(
    `\n  browser suites: ${count} lane(s), a shop each, started in ${(Date.now() - started) / 1000} s`,
  );
}

/** Jest's globalTeardown. */
export async function stopSharedShop(): Promise<void> {
  const lanes = (globalThis as Holder)[STATE_KEY];
  if (!lanes) return;
  (globalThis as Holder)[STATE_KEY] = undefined;
  await Promise.all(lanes.map((lane) => lane.stop()));
}
