import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startStaticServer } from '../../shell/server/static-server';
import { usedExports } from '../../scripts/webpack/used-exports';
import { buildSurfaceRemote } from '../fixtures/surface-remote/build-fixture';
import { collectErrors } from '../support/browser';
import { TEST_PORTS } from '../support/shop';
import { shopSuite } from '../support/suite';

// A remote deployed after the shell that imports exports of the shared react-router-dom
// and rxjs which no app of the shop uses: the shell, built before and not rebuilt, still
// gives it working copies (the shared copies carry a fixed surface, not only what the
// apps used at the shell's build).

const suite = shopSuite();
const ROOT = path.resolve(__dirname, '../..');
const FIXTURE_EXPORTS = {
  'react-router-dom': ['generatePath', 'useMatch', 'createSearchParams'],
  rxjs: ['of', 'scan', 'pairwise'],
};

let outDir: string;
let fixtureHost: FastifyInstance | undefined;
let shellBefore: string;

beforeAll(async () => {
  shellBefore = fs.readFileSync(path.join(ROOT, 'shell/dist/mf-manifest.json'), 'utf8');
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-surface-'));
  await buildSurfaceRemote(outDir);
  // The fixture takes the catalog's place, at the address remotes.json already names.
  await suite.shop.stopApp('catalog');
  fixtureHost = await startStaticServer({
    root: outDir,
    port: Number(TEST_PORTS.CATALOG_PORT),
    cors: true,
  });
}, 180_000);

afterAll(async () => {
  await fixtureHost?.close();
  await suite.shop.startApp('catalog');
  fs.rmSync(outDir, { recursive: true, force: true });
});

test('the fixture uses only exports no app of the shop imports', () => {
  for (const [pkg, names] of Object.entries(FIXTURE_EXPORTS)) {
    const used = usedExports(pkg) ?? [];
    expect({ pkg, shared: names.filter((name) => used.includes(name)) }).toEqual({
      pkg,
      shared: [],
    });
  }
});

test('a remote using those exports works in the shell as built, without rebuilding it', async () => {
  const page = await suite.context.newPage();
  const errors = collectErrors(page);
  await page.goto(suite.shop.url);
  await page.getByRole('heading', { name: 'Surface fixture' }).waitFor();
  await expect(page.getByTestId('path').textContent()).resolves.toBe('/product/fixture-42');
  await expect(page.getByTestId('match').textContent()).resolves.toBe('matched /');
  await expect(page.getByTestId('params').textContent()).resolves.toBe('q=ryzen&page=2');
  await page.getByTestId('rx').getByText('1→3 3→6').waitFor();
  // The shell's own parts around it still work: the nav and the footer rendered.
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  expect(errors).toEqual([]);
  // Nothing of the shell changed on disk.
  expect(fs.readFileSync(path.join(ROOT, 'shell/dist/mf-manifest.json'), 'utf8')).toBe(shellBefore);
  await page.close();
});
