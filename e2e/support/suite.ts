import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AppName } from '../../scripts/lib/apps';
import { connectBrowser } from './browser';
import {
  browserWsEnv,
  controlUrlEnv,
  type ControlRequest,
  type SuiteShopInfo,
} from './shared-shop';
import { currentLane } from './shop';

// How the browser suites share shops. They run in lanes, one per Jest worker (two on two
// cores, one in band). Jest's globalSetup (support/global-setup.ts) builds what is not
// built and starts ONE shop per lane, as `npm start` starts it, on the lane's test ports
// (TEST_PORTS, 20 apart per lane), and one Chromium per lane, once for the whole run;
// globalTeardown stops them. Every test file that calls `shopSuite()` uses its lane's,
// new files included, with nothing to declare:
// - each suite gets the API restarted on a fresh database (its own accounts, orders,
//   stock, mail outbox and rate-limit counts, as when each suite started its own shop),
//   with `shopSuite({ env })` added to the API's environment for that suite only;
// - each suite connects to the shared Chromium (a few hundred ms instead of a launch),
//   and every test gets a fresh context, so no cookie or storage crosses tests;
// - a suite may stop the API or an app (`suite.shop.stopApi()`, `stopApp('catalog')`)
//   or serve its own files on a test port after stopping the app there, as long as it
//   closes what it opened itself; whatever it left stopped is served again when the next
//   suite starts;
// - a test file that does not call `shopSuite()` (one that starts its own shop or cluster
//   on the test ports) finds the ports free: support/release-ports.ts, run before every
//   file, asks the shared shop to give them up, until the next `shopSuite()` file;
// - the suites of a lane run one at a time: they share the lane's ports, shell server and
//   API. Lanes share nothing but the machine (and PostgreSQL/Redis, where a suite uses
//   them, under names of its own).
// The shop lives in Jest's main process and the suites in their module sandboxes, so the
// suite drives it through a small control server (support/shared-shop.ts).

/** Marks the startup popup as seen, so it does not cover the page under test. */
export const POPUP_SEEN = "sessionStorage.setItem('circuithaat.startupPopupShown', 'true');";

/** The shared shop as one suite sees it. */
export interface SuiteShop extends SuiteShopInfo {
  /** Stop one app's server (served again for the next suite). */
  stopApp(name: AppName): Promise<void>;
  startApp(name: AppName): Promise<void>;
  /** Stop the API (SIGKILL: as a crash would). */
  stopApi(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Start the API again on this suite's database and environment. */
  startApi(): Promise<void>;
}

async function control<T>(request: ControlRequest): Promise<T> {
  const url = process.env[controlUrlEnv(currentLane())];
  if (!url) {
    throw new Error(
      `${controlUrlEnv(currentLane())} is not set: run the browser suites with --config e2e/jest.config.js, ` +
        'whose globalSetup starts the shared shop',
    );
  }
  const response = await fetch(url, { method: 'POST', body: JSON.stringify(request) });
  if (!response.ok) throw new Error(`the shared shop: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Stops the shared shop's servers and API, so a test file can start its own shop. */
export async function releaseSharedShop(): Promise<void> {
  await control({ action: 'release' });
}

export interface ShopSuite {
  readonly shop: SuiteShop;
  readonly browser: Browser;
  /** A fresh 1280×900 context for each test, popup already seen. */
  readonly context: BrowserContext;
  newContext(options?: Parameters<Browser['newContext']>[0]): Promise<BrowserContext>;
  open(path: string, target?: BrowserContext): Promise<Page>;
}

export interface ShopSuiteOptions {
  /** Extra environment for this suite's API, e.g. a short ACCESS_TOKEN_TTL_SECONDS. */
  env?: Record<string, string>;
}

/**
 * The shared shop (on the test ports, the API on a fresh database of this suite's) and
 * the shared browser for a test file, and a new browser context for every test.
 */
export function shopSuite(options: ShopSuiteOptions = {}): ShopSuite {
  const name = expect.getState().testPath ?? `suite-${process.pid}-${Date.now()}`;
  let shop: SuiteShop | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined)
      throw new Error(`the suite's ${name} is not ready (used outside a test?)`);
    return value;
  };

  const suite: ShopSuite = {
    get shop() {
      return ready(shop, 'shop');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get context() {
      return ready(context, 'context');
    },
    async newContext(options = { viewport: { width: 1280, height: 900 } }) {
      const created = await suite.browser.newContext(options);
      await created.addInitScript(POPUP_SEEN);
      return created;
    },
    async open(path, target = suite.context) {
      const page = await target.newPage();
      await page.goto(`${suite.shop.url}${path}`);
      return page;
    },
  };

  beforeAll(async () => {
    const wsEnv = browserWsEnv(currentLane());
    const wsEndpoint = process.env[wsEnv];
    if (!wsEndpoint) throw new Error(`${wsEnv} is not set (see the top of this file)`);
    // Each is kept as soon as it is up, so afterAll disconnects the browser even when the
    // shop failed to start.
    await Promise.all([
      control<SuiteShopInfo>({
        action: 'suite-start',
        request: { suite: name, ...(options.env ? { env: options.env } : {}) },
      }).then((info) => {
        shop = {
          ...info,
          stopApp: (app) => control({ action: 'stop-app', name: app }),
          startApp: (app) => control({ action: 'start-app', name: app }),
          stopApi: (signal) => control({ action: 'stop-api', ...(signal ? { signal } : {}) }),
          startApi: () => control({ action: 'start-api' }),
        };
      }),
      connectBrowser(wsEndpoint).then((connected) => (browser = connected)),
    ]);
  }, 120_000);

  afterAll(async () => {
    // Disconnecting closes every context this suite opened in the shared browser.
    await browser?.close();
    await control({ action: 'suite-end', suite: name });
  });

  beforeEach(async () => {
    context = await suite.newContext();
  });

  afterEach(async () => {
    await context?.close();
  });

  return suite;
}
