import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { findApp } from '../../scripts/lib/apps';
import { remoteEntries } from '../../scripts/webpack/remote-entries';
import { startStaticServer } from '../../shell/server/static-server';
import { collectErrors, hydrationComplaints } from '../support/browser';
import { buildRelease, type SharedSkew } from '../support/remote-release';
import { startTestShell, type ShellServerProcess } from '../support/shell-process';
import { TEST_PORTS } from '../support/shop';
import { shopSuite } from '../support/suite';

// Real version skew between a remote and the page. The PC Builder is built twice from its
// own sources as another team's lockfile would build it: once against an older minor of a
// shared singleton it uses itself (react-router-dom 7.6; the shop pins a later 7.x), once
// against another major (react-router-dom 6). Both are deployed under the shell's own
// server (pages rendered on the server, hydrated in the browser). The first must run on
// the page's copies, with no copy of its own loaded; the second must be refused, its slot
// saying so in the page's language while the rest of the page works, and the refusal
// reported by the server too.

const suite = shopSuite();
const ROOT = path.resolve(__dirname, '../..');
const PC_BUILDER = findApp('mfe-pc-builder');
const SHELL_PORT = Number(TEST_PORTS.SHELL_PORT) + 17;
const HOST_PORT = Number(TEST_PORTS.SHELL_PORT) + 18;
const shellUrl = `http://localhost:${SHELL_PORT}`;
const hostUrl = `http://localhost:${HOST_PORT}`;

const BUILDS: Record<'minor' | 'major', SharedSkew[]> = {
  minor: [{ name: 'react-router-dom', alias: 'react-router-dom-7-6' }],
  major: [{ name: 'react-router-dom', alias: 'react-router-dom-6' }],
};

/** Text only the router's own code holds: a file that has it carries a copy of it. */
const ROUTER_CODE = /may be used only in the context of a <Router>/;

let deployDir: string;
let host: FastifyInstance | undefined;
let shellHost: ShellServerProcess | undefined;
let remotes: Record<string, string>;
const pageVersion = (name: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

beforeAll(async () => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-shared-skew-'));
  for (const [build, skews] of Object.entries(BUILDS)) {
    await buildRelease(PC_BUILDER, path.join(deployDir, build), [], `skew-${build}`, skews);
  }
  host = await startStaticServer({ root: deployDir, port: HOST_PORT, cors: true });
  remotes = { ...remoteEntries({ ...process.env, ...TEST_PORTS }) };
  remotes.pcBuilder = `${hostUrl}/minor/mf-manifest.json`;
  shellHost = await startTestShell(suite.shop.apiUrl, SHELL_PORT, {
    remotes,
    budgetMs: 5000,
    loadTimeoutMs: 15_000,
  });
}, 600_000);

afterAll(async () => {
  await shellHost?.close();
  await host?.close();
  fs.rmSync(deployDir, { recursive: true, force: true });
});

/** What a build's manifest says it was built with: shared name -> version. */
function builtWith(build: string): Record<string, string> {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(deployDir, build, 'mf-manifest.json'), 'utf8'),
  ) as { shared: { name: string; version: string }[] };
  return Object.fromEntries(manifest.shared.map((entry) => [entry.name, entry.version]));
}

async function pointPcBuilderAt(build: string) {
  remotes.pcBuilder = `${hostUrl}/${build}/mf-manifest.json`;
  await shellHost?.setJson('/remotes.json', remotes);
}

/** The PC Builder's files a page asks for, by path on its host. */
function hostRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(hostUrl)) files.push(new URL(request.url()).pathname);
  });
  return files;
}

/**
 * The versions of a shared package the page's share scope holds: whether each was loaded
 * and which apps use it. (A trimmed copy keeps that under `treeShaking`.)
 */
function shareScope(page: Page, name: string) {
  return page.evaluate((wanted) => {
    type State = { loaded?: boolean; lib?: unknown; useIn?: string[] };
    type Entry = State & { treeShaking?: State };
    const share = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const seen: Record<string, { loaded: boolean; usedBy: string[] }> = {};
    for (const scopes of Object.values(share)) {
      for (const scope of Object.values(scopes)) {
        for (const [version, entry] of Object.entries(scope[wanted] ?? {})) {
          const known = (seen[version] ??= { loaded: false, usedBy: [] });
          for (const state of [entry, entry.treeShaking ?? {}]) {
            known.loaded ||= Boolean(state.loaded) || typeof state.lib === 'function';
            known.usedBy.push(...(state.useIn ?? []));
          }
        }
      }
    }
    return seen;
  }, name);
}

test('a remote built against an older minor of react-router-dom runs on the page copy, on the server and in the browser, with no copy of its own loaded', async () => {
  const router = builtWith('minor')['react-router-dom'] ?? '';
  expect(router).toMatch(/^7\.6\./);
  expect(pageVersion('react-router-dom')).not.toBe(router);
  await pointPcBuilderAt('minor');

  // The server renders it on its own copies.
  const response = await fetch(`${shellUrl}/pc-builder`);
  expect(response.status).toBe(200);
  expect(response.headers.get('server-timing')).toMatch(/ssr;desc="rendered"/);

  const page = await suite.context.newPage();
  const errors = collectErrors(page);
  const complaints = hydrationComplaints(page);
  const files = hostRequests(page);
  await page.goto(`${shellUrl}/pc-builder`);
  await page.getByRole('heading', { name: 'PC Builder', level: 1 }).waitFor();
  // The builder's links and navigation go through the page's router: a copy of its own
  // would find no router around it and fail.
  await page.getByRole('link', { name: /^(Choose|Change) Processor$/ }).click();
  await page.getByRole('heading', { name: 'Choose Processor' }).waitFor();
  await page.getByRole('link', { name: '← Back to PC Builder' }).click();
  await page.getByRole('heading', { name: 'PC Builder', level: 1 }).waitFor();
  expect(files).toContain('/minor/remoteEntry.js');

  // Its own copy is offered to the page's share scope and never loaded: the builder uses
  // the page's.
  const versions = await shareScope(page, 'react-router-dom');
  expect(versions[pageVersion('react-router-dom')]).toEqual(
    expect.objectContaining({ loaded: true, usedBy: expect.arrayContaining(['pcBuilder']) }),
  );
  expect(versions[router]).toEqual({ loaded: false, usedBy: [] });
  // Nor was a file holding its code fetched.
  const own = fs
    .readdirSync(path.join(deployDir, 'minor'))
    .filter((file) => file.endsWith('.js'))
    .filter((file) =>
      ROUTER_CODE.test(fs.readFileSync(path.join(deployDir, 'minor', file), 'utf8')),
    );
  expect(own.length).toBeGreaterThan(0);
  expect(files.filter((file) => own.includes(path.basename(file)))).toEqual([]);
  expect(await page.locator('[data-remote-fallback]').count()).toBe(0);
  expect(errors).toEqual([]);
  expect(complaints).toEqual([]);
  await page.close();
});

test('a remote built against another major of react-router-dom is refused: its slot says so in the page language, the rest of the page works, and the server reports it', async () => {
  expect(builtWith('major')['react-router-dom']).toMatch(/^6\./);
  await pointPcBuilderAt('major');

  // The server does not render it and says why in its log; the browser is left the page.
  const response = await fetch(`${shellUrl}/pc-builder`);
  expect(response.status).toBe(200);
  expect(response.headers.get('server-timing')).toMatch(/ssr;desc="unavailable"/);
  const reported = (await shellHost?.reported()) ?? [];
  expect(
    reported.some((line) =>
      new RegExp(
        `shared react-router-dom ${pageVersion('react-router-dom').replace(/\./g, '\\.')} refused for "pcBuilder", built for \\^6\\.`,
      ).test(line),
    ),
  ).toBe(true);

  const page = await suite.context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  await page.goto(`${shellUrl}/pc-builder`);
  const notice = page.locator('[data-remote-fallback="pcBuilder"]');
  await notice.waitFor({ timeout: 30_000 });
  expect(await notice.getAttribute('data-remote-refused')).toBe('react-router-dom');
  expect(await notice.textContent()).toContain(
    'This part of the shop is being updated and cannot be shown right now.',
  );
  // The developer's reason is on the console; nothing else broke on the way.
  expect(consoleErrors.some((text) => /refused for "pcBuilder", built for \^6\./.test(text))).toBe(
    true,
  );
  expect(consoleErrors.filter((text) => text.startsWith('pageerror'))).toEqual([]);

  // The rest of the page works: the header's search, the menu to another remote's page.
  await page.getByRole('banner').getByRole('link', { name: 'Circuit Haat home' }).waitFor();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Monitors', exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Monitors' }).waitFor({ timeout: 20_000 });
  await page.locator('article[data-price]').first().waitFor();

  // In Japanese, the notice is Japanese.
  await page.goto(`${shellUrl}/ja/pc-builder`);
  await notice.waitFor({ timeout: 30_000 });
  expect(await notice.textContent()).toContain('この部分は更新中のため、ただいま表示できません。');
  await notice.getByRole('button', { name: '再試行' }).waitFor();

  // Pointed back at a build that fits, Retry brings the builder without a reload.
  await pointPcBuilderAt('minor');
  await notice.getByRole('button', { name: '再試行' }).click();
  await page.getByRole('heading', { level: 1, name: 'PCビルダー' }).waitFor({ timeout: 30_000 });
  await page.close();
});
