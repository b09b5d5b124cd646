import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { countCatalog, SAMPLE_PRODUCT_SLUG } from '../src/db/seed/seed-catalog';
import { generateSyntheticCatalog } from '../src/db/seed/synthetic-catalog';
import { API_NODE_FLAGS } from '../src/node-flags';
import {
  nameWords,
  typedName,
  uncommonSearch,
  variedListing,
  variedSearch,
  typoSearch,
  synonymSearch,
} from './bench-workload';

// `npm run bench -w api` (not a test): the catalog's reads against a bare Fastify
// hello-world, in the same run, on a 100,000-product catalog. SQLite always; the same
// workload on PostgreSQL too when BENCH_DATABASE_URL is set (a database of its own: the
// bench fills it). The API and the baseline each run in their own process; autocannon
// runs here, against 127.0.0.1 only.
//
// Two kinds of rows:
// - "varied": every request is different (a shopper's term, price ceiling, sort, page,
//   sometimes a brand or in-stock filter, drawn at random), so no answer cache can serve
//   it; this is what search costs.
// - "cached": one URL repeated; the API's short-lived answer caches serve almost all of
//   it. Kept to show what a popular query costs, not as a measure of search.
// While the varied search runs, /health and a product page are probed from separate
// connections: their p99 says whether anything waits behind a search.

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DATA_DIR = path.resolve(
  process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'circuit-haat-bench'),
);
const PG_URL = process.env.BENCH_DATABASE_URL?.trim() || undefined;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const PROBE_CONNECTIONS = 2;
const API_DIR = path.resolve(__dirname, '..');
// The API runs built, as `npm start` runs it (through tsx it carries the compiler, about
// 170 MB more resident memory), from a build of its own so a shop running from api/dist
// is left alone.
const BUILD_DIR = path.join(API_DIR, 'bench-dist');
// Only the rows whose name contains this (the baseline always runs), e.g. to profile or
// repeat one: BENCH_ONLY='varied search'.
const ONLY = process.env.BENCH_ONLY?.trim() || undefined;
// The API's Node options as every launcher passes them (src/node-flags.ts), then any
// extra ones, e.g. `--cpu-prof --cpu-prof-dir=...` to profile (later ones win).
const API_NODE_ARGS = [
  ...API_NODE_FLAGS,
  ...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
];

// Product names of the bench catalog (read by ensureCatalog), for suggest input.
const NAMES: string[][] = [];

function variedSearchPath(): string {
  return `/api/v1/products/search?${variedSearch()}`;
}

function typoSearchPath(): string {
  return `/api/v1/products/search?${typoSearch()}`;
}

function synonymSearchPath(): string {
  return `/api/v1/products/search?${synonymSearch()}`;
}

function uncommonSearchPath(): string {
  return `/api/v1/products/search?${uncommonSearch(NAMES)}`;
}

function variedListingPath(): string {
  return `/api/v1/products?${variedListing()}`;
}

function variedSuggestPath(): string {
  return `/api/v1/products/suggest?${new URLSearchParams({ q: typedName(NAMES) })}`;
}

const BASELINE = 'baseline hello-world';
let helloPid: number | undefined;
// The API's largest resident memory since the current row started (sampled).
let rowPeakRss = 0;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /**
   * CPU time the server process spent (all its threads) per request of the row (the
   * probes' small share included): unlike req/s and latency it barely moves with what
   * else runs on the machine, so it shows a change's cost on a busy machine.
   */
  cpuMs?: number;
  /** The API's largest resident memory while the row ran, MB. */
  rssMb?: number;
}

interface Target {
  label: string;
  env: NodeJS.ProcessEnv;
}

async function ensureCatalog(databaseUrl: string | undefined): Promise<void> {
  const config = loadConfig({
    ...process.env,
    DATA_DIR,
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
  });
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    const { products } = await countCatalog(db);
    if (products < PRODUCTS) {
      console.log(`Generating ${PRODUCTS - products} products (${config.database.dialect}) ...`);
      await generateSyntheticCatalog(db, PRODUCTS - products);
    }
    console.log(
      `Catalog: ${(await countCatalog(db)).products} products (${config.database.dialect})`,
    );
    if (NAMES.length === 0) {
      const rows = await db
        .selectFrom('products')
        .select('name')
        .orderBy(sql`random()`)
        .limit(3_000)
        .execute();
      for (const { name } of rows) NAMES.push(nameWords(name));
    }
  } finally {
    await db.destroy();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function startProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = ['--import', 'tsx'],
): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, script], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUntilUp(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** CPU time a process has used so far in ms, all threads (Linux), or NaN elsewhere. */
function cpuMsOf(pid: number | undefined): number {
  try {
    // The fields after the command name (which may hold spaces): utime, stime are 14, 15.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
// USER_HZ, 100 on Linux.
const CLOCK_TICKS = 100;

/** Resident set size of a process in MB (Linux), or NaN elsewhere. */
function rssMb(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

function toRow(name: string, result: autocannon.Result): Row {
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function run(
  url: string,
  makePath: (() => string) | undefined,
  connections: number,
  duration: number,
): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections,
    duration,
    ...(makePath
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: makePath() }) }] }
      : {}),
  });
}

async function measure(
  name: string,
  base: string,
  makePath: string | (() => string),
  probes: { name: string; path: string }[] = [],
  pid: number | undefined = undefined,
): Promise<Row[]> {
  if (ONLY && name !== BASELINE && !name.includes(ONLY)) return [];
  const url = typeof makePath === 'string' ? `${base}${makePath}` : base;
  const generator = typeof makePath === 'string' ? undefined : makePath;
  // A short warm-up: JIT, statement caches, connection set-up.
  await run(url, generator, CONNECTIONS, 2);
  const cpuBefore = cpuMsOf(pid);
  rowPeakRss = 0;
  const [main, ...probed] = await Promise.all([
    run(url, generator, CONNECTIONS, DURATION_S),
    ...probes.map((probe) => run(`${base}${probe.path}`, undefined, PROBE_CONNECTIONS, DURATION_S)),
  ]);
  const cpuMs = (cpuMsOf(pid) - cpuBefore) / main!.requests.total;
  const peakRss = pid === helloPid ? undefined : rowPeakRss;
  return [
    { ...toRow(name, main!), cpuMs, ...(peakRss === undefined ? {} : { rssMb: peakRss }) },
    ...probed.map((result, i) => toRow(probes[i]!.name, result)),
  ];
}

async function coldSearchMs(base: string, queries: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const q of queries) {
    const started = performance.now();
    const response = await fetch(
      `${base}/api/v1/products/search?q=${encodeURIComponent(q)}&sort=price-asc`,
    );
    await response.arrayBuffer();
    times.push(Math.round(performance.now() - started));
  }
  return times;
}

interface TargetResult {
  label: string;
  /** The machine's 1-minute load average when the target started and ended. */
  load: string[];
  rows: Row[];
  rss: number;
  cold: number[];
  startMs: number;
}

async function benchTarget(target: Target, helloUrl: string): Promise<TargetResult> {
  const apiPort = await freePort();
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const started = performance.now();
  const api = startProcess(
    path.join(BUILD_DIR, 'server.js'),
    {
      ...target.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(24).toString('hex'),
      // A single bench client sends thousands of requests a second from one address; the
      // per-client limit (sized for people) would refuse it.
      CATALOG_RATE_LIMIT: '0',
      // Production refuses the test gateway and a missing mail server; the bench takes no
      // orders and sends no mail.
      ALLOW_TEST_GATEWAY: 'true',
      SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:2525',
    },
    API_NODE_ARGS,
  );
  let rss = 0;
  const sampler = setInterval(() => {
    const now = rssMb(api.pid);
    if (now > rss) rss = now;
    if (now > rowPeakRss) rowPeakRss = now;
  }, 250);
  try {
    const base = `http://127.0.0.1:${apiPort}`;
    await waitUntilUp(`${base}/api/v1/health`);
    // The first search also waits for whatever the API prepares on start.
    const cold = await coldSearchMs(base, [
      'wireless',
      'black edition',
      'samsung pro',
      'ryzen gaming',
    ]);
    const startMs = Math.round(performance.now() - started);
    const slug = `/api/v1/products/slug/${SAMPLE_PRODUCT_SLUG}`;
    const rows: Row[] = [];
    rows.push(...(await measure(BASELINE, helloUrl, '', [], helloPid)));
    rows.push(
      ...(await measure(
        'varied search (q, maxPrice, sort, page)',
        base,
        variedSearchPath,
        [
          { name: '  /health during varied search', path: '/api/v1/health' },
          { name: '  product by slug during varied search', path: slug },
        ],
        api.pid,
      )),
    );
    rows.push(
      ...(await measure(
        'varied search, uncommon words (no target)',
        base,
        uncommonSearchPath,
        [],
        api.pid,
      )),
    );
    rows.push(
      ...(await measure(
        'typo search (misspelt q, maxPrice, sort)',
        base,
        typoSearchPath,
        [],
        api.pid,
      )),
    );
    rows.push(
      ...(await measure(
        'synonym search (type words, maxPrice, sort)',
        base,
        synonymSearchPath,
        [],
        api.pid,
      )),
    );
    rows.push(...(await measure('varied category listing', base, variedListingPath, [], api.pid)));
    rows.push(...(await measure('varied suggest', base, variedSuggestPath, [], api.pid)));
    rows.push(...(await measure('cached: product by slug', base, slug, [], api.pid)));
    rows.push(
      ...(await measure(
        'cached: search q=gaming&sort=price-asc',
        base,
        '/api/v1/products/search?q=gaming&sort=price-asc',
        [],
        api.pid,
      )),
    );
    rows.push(
      ...(await measure(
        'cached: suggest q=cor',
        base,
        '/api/v1/products/suggest?q=cor',
        [],
        api.pid,
      )),
    );
    const load = [loadBefore, os.loadavg()[0]!.toFixed(1)];
    return { label: target.label, load, rows, rss, cold, startMs };
  } finally {
    clearInterval(sampler);
    // Waited for, so the next target does not share the cores with it (and a CPU
    // profile is written).
    if (api.exitCode === null && api.signalCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
  }
}

function printTable(result: TargetResult): void {
  const baseline = result.rows[0]!.rps;
  console.log(`\n## ${result.label}\n`);
  console.log(`Load average (1 min) of the machine: ${result.load.join(' -> ')}\n`);
  console.log(
    `| ${'workload'.padEnd(42)} | ${'req/s'.padStart(7)} | ${'p50 ms'.padStart(6)} | ${'p99 ms'.padStart(6)} | ${'x base'.padStart(6)} | errors | CPU ms/req | RSS MB |`,
  );
  console.log(
    `| ${'-'.repeat(42)} | ${'-'.repeat(7)} | ${'-'.repeat(6)} | ${'-'.repeat(6)} | ${'-'.repeat(6)} | ------ | ---------- | ------ |`,
  );
  for (const row of result.rows) {
    const cpu = row.cpuMs === undefined || Number.isNaN(row.cpuMs) ? '' : row.cpuMs.toFixed(3);
    const rss = row.rssMb === undefined ? '' : row.rssMb.toFixed(0);
    console.log(
      `| ${row.name.padEnd(42)} | ${row.rps.toFixed(0).padStart(7)} | ${String(row.p50).padStart(6)} | ${String(row.p99).padStart(6)} | ${(row.rps / baseline).toFixed(3).padStart(6)} | ${String(row.errors).padStart(6)} | ${cpu.padStart(10)} | ${rss.padStart(6)} |`,
    );
  }
  console.log(`\nAPI RSS (max while loaded): ${result.rss.toFixed(0)} MB`);
  console.log(`Start to first search answered: ${result.startMs} ms`);
  console.log(`First searches after start, ms: ${result.cold.join(', ')}`);

  const byName = new Map(result.rows.map((row) => [row.name.trim(), row]));
  const row = (name: string) => byName.get(name);
  const fast = (name: string) => {
    const found = row(name);
    return found && found.p99 <= 50 && found.rps >= 0.1 * baseline && found.rps > 0;
  };
  // A probe that got no answer at all has no latency to show: that is a failure too.
  const quick = (name: string) => {
    const found = row(name);
    return found && found.p99 <= 20 && found.rps > 0 && found.errors === 0;
  };
  const rowRss = (name: string) => {
    const found = row(name);
    return found && (found.rssMb ?? Infinity) <= 300;
  };
  // undefined: the row did not run (BENCH_ONLY).
  const checks: [string, boolean | undefined][] = [
    [
      'varied search p99 <= 50 ms and >= 0.1x baseline',
      fast('varied search (q, maxPrice, sort, page)'),
    ],
    [
      'typo search p99 <= 50 ms and >= 0.1x baseline',
      fast('typo search (misspelt q, maxPrice, sort)'),
    ],
    [
      'synonym search p99 <= 50 ms and >= 0.1x baseline',
      fast('synonym search (type words, maxPrice, sort)'),
    ],
    ['varied category listing p99 <= 50 ms and >= 0.1x baseline', fast('varied category listing')],
    ['varied suggest p99 <= 50 ms and >= 0.1x baseline', fast('varied suggest')],
    ['/health p99 <= 20 ms during varied search', quick('/health during varied search')],
    [
      'product by slug p99 <= 20 ms during varied search',
      quick('product by slug during varied search'),
    ],
    ['RSS <= 300 MB during the varied search', rowRss('varied search (q, maxPrice, sort, page)')],
    ['no errors', result.rows.every((r) => r.errors === 0)],
  ];
  for (const [label, ok] of checks) {
    console.log(`${ok === undefined ? 'SKIP' : ok ? 'PASS' : 'FAIL'}  ${label}`);
  }
  if (checks.some(([, ok]) => ok === false)) process.exitCode = 1;
}

async function main(): Promise<void> {
  const targets: Target[] = [{ label: `SQLite, ${PRODUCTS} products`, env: { DATA_DIR } }];
  if (PG_URL) {
    targets.push({
      label: `PostgreSQL, ${PRODUCTS} products`,
      env: { DATA_DIR, DATABASE_URL: PG_URL },
    });
  }
  for (const target of targets) await ensureCatalog(target.env.DATABASE_URL);
  // The repository's API build (outside this workspace's sources, so loaded by path).
  const builder = path.resolve(API_DIR, '../scripts/lib/build-api.ts');
  const { transpileApi } = (await import(builder)) as {
    transpileApi: (outDir: string) => Promise<void>;
  };
  await transpileApi(BUILD_DIR);

  const helloPort = await freePort();
  const hello = startProcess('scripts/bench-hello-server.ts', { PORT: String(helloPort) });
  helloPid = hello.pid;
  try {
    const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
    await waitUntilUp(helloUrl);
    console.log(
      `\n${CONNECTIONS} connections (probes ${PROBE_CONNECTIONS}), ${DURATION_S} s each after a 2 s warm-up, ${os.cpus().length} CPUs, Node ${process.version}`,
    );
    for (const target of targets) printTable(await benchTarget(target, helloUrl));
  } finally {
    hello.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
