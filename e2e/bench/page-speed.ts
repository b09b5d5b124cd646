import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startShop } from '../../scripts/start';
import { APPS } from '../../scripts/lib/apps';
import { startStaticServer } from '../../shell/server/static-server';
import { servedKib } from '../support/page-bytes';
import { buildFloor, FLOOR_DIST } from './floor/build-floor';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/browser';

// `npm run bench -w e2e` (not a test): Lighthouse 12, mobile preset with its default
// simulated throttling, on the shop as `npm start` builds and serves it, each page
// BENCH_RUNS times (3 by default) in each of BENCH_LANGUAGES (en,ja,bn by default: the
// same five pages under /ja and /bn), medians printed as a table. In the same run, the home
// page built as one plain webpack app (the floor, see floor/build-floor.ts) is measured
// too, served by the same server code on the same port, and the shop's LCP is printed as
// a ratio of the floor's: the machine's load moves both alike, the ratio less than each.
//
// Its own ports (BENCH_* below, or the usual *_PORT variables) and a fresh database in a
// temporary folder, so a running shop or the browser tests are left alone.

const ROOT = path.resolve(__dirname, '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The languages whose pages are measured (English without a prefix; /ja, /bn). */
const LANGUAGES = (process.env.BENCH_LANGUAGES ?? 'en,ja,bn')
  .split(',')
  .map((language) => language.trim())
  .filter(Boolean);
const PORTS = {
  SHELL_PORT: process.env.SHELL_PORT ?? '3300',
  CATALOG_PORT: process.env.CATALOG_PORT ?? '3301',
  CART_PORT: process.env.CART_PORT ?? '3302',
  AUTH_PORT: process.env.AUTH_PORT ?? '3303',
  PC_BUILDER_PORT: process.env.PC_BUILDER_PORT ?? '3304',
  ADMIN_PORT: process.env.ADMIN_PORT ?? '3305',
  API_PORT: process.env.API_PORT ?? '4300',
};
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const CHROME_FLAGS = CHROMIUM_FLAGS.join(' ');
const LIGHTHOUSE = require.resolve('lighthouse/cli/index.js');

export interface Measure {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Compressed JavaScript transferred, KiB. */
  js: number;
}

interface LighthouseResult {
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
  runtimeError?: { message: string };
}

function runLighthouse(url: string, outDir: string, label: string): Promise<Measure> {
  const out = path.join(outDir, `${label}.json`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        LIGHTHOUSE,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited ${code}: ${stderr}`));
      const result = JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseResult;
      if (result.runtimeError) return reject(new Error(`${url}: ${result.runtimeError.message}`));
      const metric = (id: string) => result.audits[id]?.numericValue ?? NaN;
      const requests = result.audits['network-requests']?.details?.items ?? [];
      const js = requests
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
      resolve({
        score: result.categories.performance.score ?? NaN,
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        js: js / 1024,
      });
    });
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medians(runs: Measure[]): Measure {
  const of = (key: keyof Measure) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    js: of('js'),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function row(page: string, runs: Measure[]): string {
  const m = medians(runs);
  const scores = runs.map((run) => run.score.toFixed(2)).join(', ');
  return `| ${page} | ${m.score.toFixed(2)} (${scores}) | ${seconds(m.fcp)} | ${seconds(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${m.js.toFixed(1)} KiB |`;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const reports = path.join(dataDir, 'lighthouse');
  fs.mkdirSync(reports);
  console.log('Building the shop (what changed) and the floor…');
  await buildFloor();
  const env = { ...process.env, ...PORTS, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const shop = await startShop({ env, quiet: true, log: () => undefined });
  try {
    const list = (await (await fetch(`${shop.apiUrl}/api/v1/products?pageSize=1`)).json()) as {
      items: { slug: string }[];
    };
    const slug = list.items[0]?.slug;
    if (!slug) throw new Error('The catalog is empty');
    const paths = ['/', '/category/laptops', `/product/${slug}`, '/search?q=ryzen', '/pc-builder'];
    const pages = LANGUAGES.flatMap((language) =>
      paths.map((page) => (language === 'en' ? page : `/${language}${page === '/' ? '' : page}`)),
    );
    const results = new Map<string, Measure[]>(pages.map((page) => [page, []]));
    const floor: Measure[] = [];
    const shellConfig = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'shell/dist/shop-config.json'), 'utf8'),
    ) as Record<string, unknown>;

    for (let run = 1; run <= RUNS; run += 1) {
      for (const page of pages) {
        const measure = await runLighthouse(
          `${shop.url}${page}`,
          reports,
          `shop-${run}-${page.replace(/\W+/g, '_')}`,
        );
        results.get(page)!.push(measure);
        console.log(`run ${run} ${page}: ${measure.score.toFixed(2)}, LCP ${seconds(measure.lcp)}`);
      }
      // The floor on the shell's port, in place of the shell, with the same API behind it.
      await shop.stopApp('shell');
      const server = await startStaticServer({
        root: FLOOR_DIST,
        port: Number(PORTS.SHELL_PORT),
        json: { '/shop-config.json': { ...shellConfig, apiBaseUrl: '' } },
        proxyApiTo: shop.apiUrl,
        apiOrigin: shop.apiUrl,
      });
      try {
        const measure = await runLighthouse(`${shop.url}/`, reports, `floor-${run}`);
        floor.push(measure);
        console.log(`run ${run} floor /: ${measure.score.toFixed(2)}, LCP ${seconds(measure.lcp)}`);
      } finally {
        await server.close();
        await shop.startApp('shell');
      }
    }

    console.log('');
    console.log(
      `Lighthouse ${RUNS}x, mobile preset, simulated throttling; medians (each column on its own), scores of each run in brackets`,
    );
    console.log('');
    console.log('| page | score | FCP | LCP | TBT | CLS | JS |');
    console.log('|---|---|---|---|---|---|---|');
    for (const page of pages) console.log(row(page, results.get(page)!));
    console.log(row('/ as one plain app (floor)', floor));
    const home = results.get(pages[0]!)!; // the first language's home page
    const ratio = medians(home).lcp / medians(floor).lcp;
    console.log('');
    console.log(`Home (${pages[0]}) LCP shop/floor: ${ratio.toFixed(2)}x (target <= 1.3x)`);
    console.log('');
    console.log('JavaScript each build serves (brotli, every file; npm test holds the budgets):');
    console.log('');
    console.log('| app | KiB |');
    console.log('|---|---|');
    for (const app of APPS)
      console.log(`| ${app.name} | ${servedKib(path.join(ROOT, app.dir, 'dist')).toFixed(1)} |`);
    console.log(`| floor (one plain app) | ${servedKib(FLOOR_DIST).toFixed(1)} |`);
    console.log(`Reports: ${reports}`);
  } finally {
    await shop.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
