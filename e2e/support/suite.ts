import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startTestShop, type TestShop } from './shop';

/** Marks the startup popup as seen, so it does not cover the page under test. */
export const POPUP_SEEN = "sessionStorage.setItem('circuithaat.startupPopupShown', 'true');";

export interface ShopSuite {
  readonly shop: TestShop;
  readonly browser: Browser;
  /** A fresh 1280×900 context for each test, popup already seen. */
  readonly context: BrowserContext;
  newContext(options?: Parameters<Browser['newContext']>[0]): Promise<BrowserContext>;
  open(path: string, target?: BrowserContext): Promise<Page>;
}

export interface ShopSuiteOptions {
  /** Extra environment for the shop, e.g. a short ACCESS_TOKEN_TTL_SECONDS. */
  env?: NodeJS.ProcessEnv;
}

/**
 * One shop (started as `npm start` starts it, on the test ports and a fresh database) and
 * one browser for a test file, and a new browser context for every test.
 */
export function shopSuite(options: ShopSuiteOptions = {}): ShopSuite {
  let shop: TestShop | undefined;
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
    // Each is kept as soon as it is up, so afterAll closes the browser even when the shop
    // failed to start (a browser left open keeps Jest from ever exiting).
    await Promise.all([
      startTestShop(options.env).then((started) => (shop = started)),
      launchBrowser().then((launched) => (browser = launched)),
    ]);
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  beforeEach(async () => {
    context = await suite.newContext();
  });

  afterEach(async () => {
    await context?.close();
  });

  return suite;
}
