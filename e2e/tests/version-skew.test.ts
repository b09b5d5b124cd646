import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { startStaticServer } from '../../shell/server/static-server';
import { remoteEntries } from '../../scripts/webpack/remote-entries';
import { collectErrors } from '../support/browser';
import { TEST_PORTS } from '../support/shop';
import { shopSuite } from '../support/suite';

// A remote redeployed while a shopper has the page open: the catalog is served from a
// versioned folder (v1), then a new build goes to v2, remotes.json is pointed at it and
// v1 is removed. The page, still running v1's code, must load what it needs next from
// v2 (re-registering the remote) or reload once; never a blank page. (A new build made
// against other versions of the shared singletons: shared-skew.test.ts.)

const suite = shopSuite();
const ROOT = path.resolve(__dirname, '../..');
const CATALOG_DIST = path.join(ROOT, 'mfe-catalog/dist');
const CATALOG = `http://localhost:${TEST_PORTS.CATALOG_PORT}`;

let deployDir: string;
let catalogHost: FastifyInstance | undefined;
let shellHost: FastifyInstance | undefined;
/** What the shell's server answers for /remotes.json; edited to "deploy". */
let remotes: Record<string, string>;

/** A copy of the catalog's build in `<deployDir>/<version>`, as a host with folders per release. */
function deploy(version: string) {
  fs.cpSync(CATALOG_DIST, path.join(deployDir, version), { recursive: true });
}

beforeAll(async () => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-skew-'));
  // The catalog's host serves release folders; the shell's server answers remotes.json
  // from `remotes`, so the test can point the catalog elsewhere while a page is open.
  await suite.shop.stopApp('catalog');
  catalogHost = await startStaticServer({
    root: deployDir,
    port: Number(TEST_PORTS.CATALOG_PORT),
    cors: true,
  });
  remotes = { ...remoteEntries({ ...process.env, ...TEST_PORTS }) };
  const config = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'shell/dist/shop-config.json'), 'utf8'),
  ) as Record<string, unknown>;
  await suite.shop.stopApp('shell');
  shellHost = await startStaticServer({
    root: path.join(ROOT, 'shell/dist'),
    port: Number(TEST_PORTS.SHELL_PORT),
    json: { '/remotes.json': remotes, '/shop-config.json': { ...config, apiBaseUrl: '' } },
    proxyApiTo: suite.shop.apiUrl,
    apiOrigin: suite.shop.apiUrl,
  });
}, 60_000);

afterAll(async () => {
  // The suite stops the rest of the shop.
  await shellHost?.close();
  await catalogHost?.close();
  fs.rmSync(deployDir, { recursive: true, force: true });
});

async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { skewMark: boolean }).skewMark = true;
  });
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { skewMark?: boolean }).skewMark === true);

test('a remote moved to a new build while the page is open: the next page loads from the new build, no blank page', async () => {
  fs.rmSync(deployDir, { recursive: true, force: true });
  deploy('v1');
  remotes.catalog = `${CATALOG}/v1/mf-manifest.json`;

  const page = await suite.context.newPage();
  const errors = collectErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const catalogFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(CATALOG)) catalogFiles.push(new URL(request.url()).pathname);
  });

  await page.goto(suite.shop.url);
  await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
  await markDocument(page);
  expect(catalogFiles.every((file) => file.startsWith('/v1/'))).toBe(true);

  // The release: v2 goes up, remotes.json points at it, v1 is taken down.
  deploy('v2');
  remotes.catalog = `${CATALOG}/v2/mf-manifest.json`;
  fs.rmSync(path.join(deployDir, 'v1'), { recursive: true, force: true });
  catalogFiles.length = 0;

  // A category page needs a chunk the page has not loaded yet: v1's is gone.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Monitors', exact: true })
    .click();
  // While it recovers the page keeps its header and a loading state, never a blank page.
  await page.getByRole('banner').getByRole('link', { name: 'Circuit Haat home' }).waitFor();
  // The Monitors page itself (home shows product cards too, and may still be on screen).
  await page.getByRole('heading', { level: 1, name: 'Monitors' }).waitFor({ timeout: 20_000 });
  await page.locator('article[data-price]').first().waitFor({ timeout: 20_000 });

  expect(await page.locator('[data-remote-fallback]').count()).toBe(0);
  expect(await sameDocument(page)).toBe(true);
  expect(catalogFiles).toContain('/v2/remoteEntry.js');
  expect(
    catalogFiles.some((file) => /^\/v2\/.+\.js$/.test(file) && !file.endsWith('remoteEntry.js')),
  ).toBe(true);
  expect(warnings.some((text) => text.includes('remote "catalog" moved to'))).toBe(true);

  // The shop still works on the new build: a product from the list, added to the cart.
  await page.locator('article[data-price] a').first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByTestId('cart-badge').getByText('1', { exact: true }).waitFor();
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('a chunk gone at the same address: the page reloads once, and when the chunk stays gone the slot shows Retry instead of reloading again', async () => {
  fs.rmSync(deployDir, { recursive: true, force: true });
  deploy('v1');
  remotes.catalog = `${CATALOG}/v1/mf-manifest.json`;

  const page = await suite.context.newPage();
  const errors = collectErrors(page);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto(suite.shop.url);
  await page.getByRole('heading', { name: 'Shop by category' }).waitFor();

  // The category page's chunks vanish from v1 (a new build replaced the folder in place
  // without them, say); remotes.json still points at v1. They are its code (the one chunk
  // that asks for its words by id, not a catalog of them) and its English words: the
  // words are a chunk of their own, and the page needs both.
  const removed = new Map<string, Buffer>();
  const v1 = path.join(deployDir, 'v1');
  const scripts = fs.readdirSync(v1).filter((file) => /\.js$/.test(file));
  const mentions = (file: string, text: string) =>
    fs.readFileSync(path.join(v1, file), 'utf8').includes(text);
  const pageCode = scripts.filter(
    (file) => !/messages/.test(file) && mentions(file, 'category.notFoundText'),
  );
  const englishWords = scripts.filter(
    (file) => /messages-en/.test(file) && mentions(file, 'Failed to load category data'),
  );
  expect(pageCode).toHaveLength(1);
  expect(englishWords).toHaveLength(1);
  const categoryChunks = [...pageCode, ...englishWords];
  for (const file of categoryChunks) {
    for (const name of [file, `${file}.br`, `${file}.gz`]) {
      const full = path.join(v1, name);
      if (!fs.existsSync(full)) continue;
      removed.set(name, fs.readFileSync(full));
      fs.rmSync(full);
    }
  }

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Monitors', exact: true })
    .click();
  const fallback = page.locator('[data-remote-fallback="catalog"]');
  await fallback.waitFor({ timeout: 30_000 });
  // One reload, not a loop; the layout is there around the fallback.
  expect(loads).toBe(2);
  await page.getByRole('banner').getByRole('link', { name: 'Circuit Haat home' }).waitFor();

  // The files are back (the deploy finished): Retry loads the page, with no reload.
  for (const [name, content] of removed) fs.writeFileSync(path.join(v1, name), content);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await page.locator('article[data-price]').first().waitFor({ timeout: 20_000 });
  expect(loads).toBe(2);
  expect(errors).toEqual([]);
});
