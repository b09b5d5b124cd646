import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { countCatalog, SAMPLE_PRODUCT_SLUG } from '../src/db/seed/seed-catalog';
import { generateSyntheticCatalog } from '../src/db/seed/synthetic-catalog';

// `npm run bench -w api` (not a test): the catalog's hot reads against a bare Fastify
// hello-world, in the same run, on a 100,000-product SQLite catalog. The API and the
// baseline each run in their own process; autocannon runs here.

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DATA_DIR = path.resolve(
  process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'circuit-haat-bench'),
);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const API_DIR = path.resolve(__dirname, '..');

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function ensureCatalog(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    DATA_DIR,
    DATABASE_URL: undefined,
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
  });
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    const { products } = await countCatalog(db);
    if (products < PRODUCTS) {
      console.log(`Generating ${PRODUCTS - products} products into ${DATA_DIR} ...`);
      await generateSyntheticCatalog(db, PRODUCTS - products);
    }
    console.log(
      `Catalog: ${(await countCatalog(db)).products} products (${config.database.dialect}, ${DATA_DIR})`,
    );
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

function startProcess(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUntilUp(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
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

async function measure(name: string, url: string): Promise<Row> {
  // A short warm-up: JIT, statement and answer caches, connection set-up.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
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

async function main(): Promise<void> {
  await ensureCatalog();
  const [apiPort, helloPort] = [await freePort(), await freePort()];
  const api = startProcess('src/server.ts', {
    DATA_DIR,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(24).toString('hex'),
  });
  const hello = startProcess('scripts/bench-hello-server.ts', { PORT: String(helloPort) });
  try {
    const apiBase = `http://127.0.0.1:${apiPort}`;
    await waitUntilUp(`${apiBase}/api/v1/health`);
    await waitUntilUp(`http://127.0.0.1:${helloPort}/hello`);

    const cold = await coldSearchMs(apiBase, [
      'wireless',
      'black edition',
      'samsung pro',
      'ryzen gaming',
    ]);
    const rows: Row[] = [];
    rows.push(await measure('baseline hello-world', `http://127.0.0.1:${helloPort}/hello`));
    rows.push(
      await measure(
        'GET /products/slug/{slug}',
        `${apiBase}/api/v1/products/slug/${SAMPLE_PRODUCT_SLUG}`,
      ),
    );
    rows.push(
      await measure(
        'GET /products/search?q=gaming&sort=price-asc',
        `${apiBase}/api/v1/products/search?q=gaming&sort=price-asc`,
      ),
    );
    rows.push(
      await measure('GET /products/suggest?q=cor', `${apiBase}/api/v1/products/suggest?q=cor`),
    );

    const baseline = rows[0]!.rps;
    console.log(
      `\n${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} CPUs, Node ${process.version}\n`,
    );
    console.log(
      `${'route'.padEnd(46)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'x base'.padStart(7)} errors`,
    );
    for (const row of rows) {
      console.log(
        `${row.name.padEnd(46)} ${row.rps.toFixed(0).padStart(9)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${(row.rps / baseline).toFixed(2).padStart(7)} ${row.errors}`,
      );
    }
    const [, slug, search, suggest] = rows as [Row, Row, Row, Row];
    const checks: [string, boolean][] = [
      ['slug >= 0.5x baseline', slug.rps >= 0.5 * baseline],
      ['search >= 0.25x baseline', search.rps >= 0.25 * baseline],
      ['search p99 <= 50 ms', search.p99 <= 50],
      ['suggest p99 <= 20 ms', suggest.p99 <= 20],
      ['no errors', rows.every((row) => row.errors === 0)],
    ];
    console.log(`\nFirst (uncached) searches, ms: ${cold.join(', ')}`);
    for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`);
    process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    api.kill('SIGTERM');
    hello.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
