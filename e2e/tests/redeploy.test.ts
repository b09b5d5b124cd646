import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { findApp } from '../../scripts/lib/apps';
import { remoteEntries } from '../../scripts/webpack/remote-entries';
import { startStaticServer } from '../../shell/server/static-server';
import { collectErrors, hydrationComplaints } from '../support/browser';
import { buildRelease } from '../support/remote-release';
import { startTestShell, type ShellServerProcess } from '../support/shell-process';
import { TEST_PORTS } from '../support/shop';
import { shopSuite } from '../support/suite';

// A really rebuilt remote, deployed and rolled back under the shell's own server (pages
// rendered on the server, hydrated in the browser). Release 1 is the catalog's build;
// release 2 is a second, real build of the catalog's sources with two edits: the category
// page's heading part says a line of its own, and the frame every catalog page is drawn
// in (a module of a chunk that the home page loads and the category page needs too, under
// the same deterministic chunk id in both builds) says another. A page that mixed the
// builds would show the one without the other.

const suite = shopSuite();
const ROOT = path.resolve(__dirname, '../..');
const CATALOG = findApp('mfe-catalog');
const SHELL_PORT = Number(TEST_PORTS.SHELL_PORT) + 12;
const HOST_PORT = Number(TEST_PORTS.SHELL_PORT) + 13;
const shellUrl = `http://localhost:${SHELL_PORT}`;
const hostUrl = `http://localhost:${HOST_PORT}`;

/** What release 2's category page says, and what the frame of its pages says. */
const PAGE_TEXT = 'Category page, release 2';
const FRAME_TEXT = 'Catalog frame, release 2';

let buildDir: string;
let deployDir: string;
let catalogHost: FastifyInstance | undefined;
let shellHost: ShellServerProcess | undefined;
let remotes: Record<string, string>;
/** The chunk the home page loads and the category page needs, in each build (same id). */
let sharedChunk: { v1: string; v2: string }[];

const releaseDir = (release: string) => path.join(buildDir, release);

/** Puts `release` up on the catalog's host as `folder` (replacing what was there). */
function upload(release: 'v1' | 'v2', folder: string = release) {
  const target = path.join(deployDir, folder);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(releaseDir(release), target, { recursive: true });
}

/** Points the catalog at `folder` in the remotes.json the shell's server answers. */
async function pointCatalogAt(folder: string) {
  remotes.catalog = `${hostUrl}/${folder}/mf-manifest.json`;
  await shellHost?.setJson('/remotes.json', remotes);
}

const scripts = (dir: string) => fs.readdirSync(dir).filter((file) => file.endsWith('.js'));
const chunkId = (file: string) => file.split('.')[0];

beforeAll(async () => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-release-'));
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-redeploy-'));
  fs.cpSync(path.join(ROOT, CATALOG.dir, 'dist'), releaseDir('v1'), { recursive: true });
  await buildRelease(
    CATALOG,
    releaseDir('v2'),
    [
      {
        file: 'src/features/category/category-heading.tsx',
        from: '<p className={pageStyles.subtitle}>{subtitle}</p>',
        to: `<p className={pageStyles.subtitle}>{subtitle}</p><p>${PAGE_TEXT}</p>`,
      },
      {
        file: 'src/lib/page-frame.tsx',
        from: '<SampleNotice />',
        to: `<SampleNotice /><p>${FRAME_TEXT}</p>`,
      },
    ],
    'release-2',
  );
  // The frame's chunks: the same ids in both builds, other contents (other file names).
  const v1 = scripts(releaseDir('v1'));
  sharedChunk = scripts(releaseDir('v2'))
    .filter((file) =>
      fs.readFileSync(path.join(releaseDir('v2'), file), 'utf8').includes(FRAME_TEXT),
    )
    .map((v2) => ({ v2, v1: v1.find((file) => chunkId(file) === chunkId(v2)) ?? '' }));
  expect(sharedChunk.length).toBeGreaterThan(0);
  for (const { v1: old, v2 } of sharedChunk) {
    expect(old).not.toBe('');
    expect(old).not.toBe(v2);
  }

  catalogHost = await startStaticServer({ root: deployDir, port: HOST_PORT, cors: true });
  remotes = { ...remoteEntries({ ...process.env, ...TEST_PORTS }) };
  upload('v1');
  remotes.catalog = `${hostUrl}/v1/mf-manifest.json`;
  // The shell's server as `npm start` runs it, in a process of its own; a generous render
  // budget (these tests are about which code renders, on a machine doing other work).
  shellHost = await startTestShell(suite.shop.apiUrl, SHELL_PORT, {
    remotes,
    budgetMs: 5000,
    loadTimeoutMs: 15_000,
  });
}, 600_000);

afterAll(async () => {
  await shellHost?.close();
  await catalogHost?.close();
  for (const dir of [buildDir, deployDir]) fs.rmSync(dir, { recursive: true, force: true });
});

/** The page the server answers, and whether it rendered the catalog's part itself. */
async function served(pagePath: string): Promise<{ html: string; rendered: boolean }> {
  const response = await fetch(`${shellUrl}${pagePath}`);
  expect(response.status).toBe(200);
  const html = (await response.text()).replace(/<!-- -->/g, '');
  return {
    html,
    rendered: /ssr;desc="rendered"/.test(response.headers.get('server-timing') ?? ''),
  };
}

/** The catalog's files a page asks for, by path on the catalog's host. */
function catalogRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(hostUrl)) files.push(new URL(request.url()).pathname);
  });
  return files;
}

async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { releaseMark: boolean }).releaseMark = true;
  });
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { releaseMark?: boolean }).releaseMark === true);

/** The Monitors category page, drawn with its products. */
async function monitorsShown(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Monitors' }).waitFor({ timeout: 30_000 });
  await page.locator('article[data-price]').first().waitFor({ timeout: 30_000 });
}

/** The server's HTML adopted by React (the page hands back the presses it kept then). */
async function hydrated(page: Page) {
  await page.waitForFunction(
    () => (window as { __shopReplayClicks?: unknown }).__shopReplayClicks === undefined,
    undefined,
    { timeout: 30_000 },
  );
}

test('a rebuilt catalog under an open page: the next page comes whole from the new build, and the server renders the new build from the next request on', async () => {
  upload('v1');
  await pointCatalogAt('v1');
  const page = await suite.context.newPage();
  const errors = collectErrors(page);
  const complaints = hydrationComplaints(page);
  const files = catalogRequests(page);
  await page.goto(`${shellUrl}/`);
  await page.getByRole('heading', { name: 'Shop by category' }).waitFor({ timeout: 30_000 });
  await hydrated(page);
  // The home page loaded release 1's copy of the chunk the category page needs too.
  const shared = sharedChunk.find(({ v1 }) => files.includes(`/v1/${v1}`));
  expect(shared).toBeDefined();
  await markDocument(page);

  // The release: release 2 goes up, remotes.json points at it, release 1 is taken down.
  upload('v2');
  await pointCatalogAt('v2');
  fs.rmSync(path.join(deployDir, 'v1'), { recursive: true, force: true });
  files.length = 0;

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Monitors', exact: true })
    .click();
  await monitorsShown(page);
  await page.getByText(PAGE_TEXT).waitFor({ timeout: 30_000 });
  // The frame is drawn with the page, in the same render: release 2's too, not the copy
  // of the chunk the page had already loaded from release 1.
  expect(await page.getByText(FRAME_TEXT).count()).toBe(1);
  expect(files).toContain(`/v2/${shared?.v2}`);
  // No fallback shown, and no reload: the same document.
  expect(await page.locator('[data-remote-fallback]').count()).toBe(0);
  expect(await sameDocument(page)).toBe(true);

  // The server renders release 2 on the next request, and the browser adopts it.
  const { html, rendered } = await served('/category/monitors');
  expect(rendered).toBe(true);
  expect(html).toContain(PAGE_TEXT);
  expect(html).toContain(FRAME_TEXT);
  expect(html).toContain(`${hostUrl}/v2/`);
  expect(html).not.toContain(`${hostUrl}/v1/`);
  const fresh = await suite.context.newPage();
  const freshErrors = collectErrors(fresh);
  const freshComplaints = hydrationComplaints(fresh);
  await fresh.goto(`${shellUrl}/category/monitors`);
  await monitorsShown(fresh);
  await hydrated(fresh);
  await fresh.getByText(PAGE_TEXT).waitFor();
  expect(await fresh.getByText(FRAME_TEXT).count()).toBe(1);

  expect([...complaints, ...freshComplaints]).toEqual([]);
  expect([...errors, ...freshErrors]).toEqual([]);
});

test('a page the server rendered from the old build just before the switch hydrates against that build; the next load is the new one', async () => {
  upload('v1');
  upload('v2');
  await pointCatalogAt('v1');
  const page = await suite.context.newPage();
  const errors = collectErrors(page);
  const complaints = hydrationComplaints(page);
  const files = catalogRequests(page);
  // The release lands while release 1's HTML is in the browser, before any of the
  // catalog's code is: its first request waits for remotes.json to name release 2.
  let released: Promise<void> | undefined;
  await page.route(`${hostUrl}/**`, async (route) => {
    released ??= pointCatalogAt('v2');
    await released;
    await route.continue();
  });
  await page.goto(`${shellUrl}/category/monitors`);
  await monitorsShown(page);
  await hydrated(page);
  await page.unroute(`${hostUrl}/**`);
  expect(released).toBeDefined();
  // Release 1's HTML, hydrated with release 1's code: nothing of release 2 on the page.
  expect(await page.getByText(PAGE_TEXT).count()).toBe(0);
  expect(await page.getByText(FRAME_TEXT).count()).toBe(0);
  expect(files.length).toBeGreaterThan(0);
  expect(files.every((file) => file.startsWith('/v1/'))).toBe(true);
  expect(complaints).toEqual([]);

  await page.reload();
  await monitorsShown(page);
  await hydrated(page);
  await page.getByText(PAGE_TEXT).waitFor({ timeout: 30_000 });
  expect(await page.getByText(FRAME_TEXT).count()).toBe(1);
  expect(complaints).toEqual([]);
  expect(errors).toEqual([]);
});

test('rollback: remotes.json pointed back at the previous release restores it on the next page load and the next server render, with no shell rebuild', async () => {
  upload('v1');
  upload('v2');
  await pointCatalogAt('v2');
  const page = await suite.context.newPage();
  const errors = collectErrors(page);
  const complaints = hydrationComplaints(page);
  const files = catalogRequests(page);
  await page.goto(`${shellUrl}/category/monitors`);
  await monitorsShown(page);
  await hydrated(page);
  await page.getByText(PAGE_TEXT).waitFor({ timeout: 30_000 });

  // Release 2 is rolled back: remotes.json names release 1 again (both stay on the host).
  await pointCatalogAt('v1');
  const { html, rendered } = await served('/category/monitors');
  expect(rendered).toBe(true);
  expect(html).not.toContain(PAGE_TEXT);
  expect(html).not.toContain(FRAME_TEXT);
  expect(html).toContain(`${hostUrl}/v1/`);
  expect(html).not.toContain(`${hostUrl}/v2/`);

  // The first load's deferred parts (the catalog's search box, asked for once the page is
  // idle) come from release 2: counted before the reload, not after it.
  await page.waitForLoadState('networkidle');
  files.length = 0;
  await page.reload();
  await monitorsShown(page);
  await hydrated(page);
  expect(await page.getByText(PAGE_TEXT).count()).toBe(0);
  expect(await page.getByText(FRAME_TEXT).count()).toBe(0);
  expect(files.length).toBeGreaterThan(0);
  expect(files.every((file) => file.startsWith('/v1/'))).toBe(true);
  expect(complaints).toEqual([]);
  expect(errors).toEqual([]);
});

test('a new build and a rollback at the same address: the server follows the manifest', async () => {
  upload('v1', 'live');
  await pointCatalogAt('live');
  const before = await served('/category/monitors');
  expect(before.rendered).toBe(true);
  expect(before.html).toContain('Monitors');
  expect(before.html).not.toContain(PAGE_TEXT);

  upload('v2', 'live');
  const after = await served('/category/monitors');
  expect(after.rendered).toBe(true);
  expect(after.html).toContain(PAGE_TEXT);
  expect(after.html).toContain(FRAME_TEXT);

  upload('v1', 'live');
  const back = await served('/category/monitors');
  expect(back.rendered).toBe(true);
  expect(back.html).toContain('Monitors');
  expect(back.html).not.toContain(PAGE_TEXT);
  expect(back.html).not.toContain(FRAME_TEXT);
});

test('a release written over the last one at the same address: the server renders the new build on the next request', async () => {
  // The server asks the manifest on every page; unchanged, it answers 304 (its ETag) and
  // the known build renders. A new manifest at the same address is a new build.
  upload('v1', 'live');
  await pointCatalogAt('live');
  for (let page = 0; page < 3; page += 1) {
    const { html, rendered } = await served('/category/monitors');
    expect(rendered).toBe(true);
    expect(html).not.toContain(PAGE_TEXT);
  }
  upload('v2', 'live');
  const { html, rendered } = await served('/category/monitors');
  expect(rendered).toBe(true);
  expect(html).toContain(PAGE_TEXT);
  expect(html).toContain(FRAME_TEXT);
});
