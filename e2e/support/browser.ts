import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserServer, type Page } from 'playwright-core';

// Debian's Chromium, never a downloaded browser; flags keep it off the network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SCREENSHOT_DIR = path.resolve(__dirname, '../../test-results/screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** One Chromium that several suites connect to (`connectBrowser`) in turn. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** A connection to a browser started by `launchBrowserServer`; closing it closes its contexts. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

/** Page errors and failed console output, so a test can assert the page stayed healthy. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Counts the React DOM renderers that register with the page (one per loaded react-dom copy). */
export const COUNT_REACT_RENDERERS = `
  (() => {
    const renderers = new Map();
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer) { renderers.set(renderers.size + 1, renderer); return renderers.size; },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
      setStrictMode() {},
      checkDCE() {},
    };
  })();
`;

/** Console output that means React could not adopt the server's HTML. */
export function hydrationComplaints(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      /hydrat|did not match|server rendered|Minified React error #4(18|19|21|23|25)/i.test(text)
    )
      found.push(text);
  });
  return found;
}
