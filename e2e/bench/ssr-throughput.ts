import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SHELL_NODE_FLAGS } from '../../shell/server/node-flags';
import { startStaticServer } from '../../shell/server/static-server';

// `npm run bench:ssr -w e2e` (not a test): how many server-rendered pages a second the
// shell's server answers, as autocannon asks for them, beside a static file server
// answering the same HTML in the same run (the machine's ceiling for an HTML answer over
// the same server code). The shop runs as `npm start` runs it, in processes of its own on
// its own ports (BENCH_* below) and a fresh database, so the load generator shares no
// event loop with it. Rows:
//
// - cached: the same address again and again (home, a category, a product, a search), at
//   BENCH_CONNECTIONS (50): after the first render, answered from the shell's page cache;
// - uncached: a different address each request (each product of the catalog in turn, each
//   with a query of its own, so none is in the cache), at BENCH_UNCACHED_CONNECTIONS (20).
//
// Each row runs BENCH_SECONDS (8), after BENCH_WARMUP_SECONDS (15) of the same load that
// are not counted: the figures are a running server's, not those of its first seconds
// (under load, the render code takes 10-15 s to be compiled to its fastest, and the kept
// header and footer are made on the first pages). SSR_CACHE_TTL_MS=0 runs the same rows
// with the cache off (the figures before it). RSS is the shell server's process (it also serves the
// remotes' files), read from /proc at the end of each row; peak is its high-water mark.

const ROOT = path.resolve(__dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const UNCACHED_CONNECTIONS = Number(process.env.BENCH_UNCACHED_CONNECTIONS ?? 20);
const PORTS = {
  SHELL_PORT: process.env.SHELL_PORT ?? '3320',
  CATALOG_PORT: process.env.CATALOG_PORT ?? '3321',
  CART_PORT: process.env.CART_PORT ?? '3322',
  AUTH_PORT: process.env.AUTH_PORT ?? '3323',
  PC_BUILDER_PORT: process.env.PC_BUILDER_PORT ?? '3324',
  ADMIN_PORT: process.env.ADMIN_PORT ?? '3325',
  API_PORT: process.env.API_PORT ?? '4320',
};
const STATIC_PORT = Number(process.env.BENCH_STATIC_PORT ?? 3329);

interface Row {
  name: string;
  cache: 'cached' | 'uncached' | 'static';
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Pages whose server data held a failed load (the API refused or failed a call). */
  failedLoads: number;
  rssMb: number;
}

/** Resident memory of a process, MiB: now (VmRSS) or its peak (VmHWM). */
function rssOf(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return kb / 1024;
}

function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  readyLine: RegExp,
  nodeFlags: readonly string[] = [],
) {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<ChildProcess>((resolve, reject) => {
    let seen = '';
    const look = (chunk: Buffer) => {
      seen += chunk.toString();
      if (readyLine.test(seen)) resolve(child);
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}): ${seen}`)));
  });
  return ready;
}

/** How many shoppers the load stands for: each request comes from the next one's address. */
const SHOPPERS = 2000;
let shopper = 0;

/**
 * The next shopper's address, as a proxy in front of the shell would name it: the API
 * limits catalog reads per shopper (CATALOG_RATE_LIMIT), and the pages' server renders
 * say whom they are for, so one load generator stands for many shoppers, not for one
 * scraper the API would turn away.
 */
function nextShopper(): string {
  shopper = (shopper + 1) % SHOPPERS;
  return `10.0.${shopper >> 8}.${shopper & 255}`;
}

async function load(
  url: string,
  connections: number,
  nextPath?: () => string,
  seconds = SECONDS,
): Promise<{ result: autocannon.Result; failedLoads: number }> {
  let failedLoads = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          ...(nextPath ? { path: nextPath() } : {}),
          headers: { ...request.headers, 'x-forwarded-for': nextShopper() },
        }),
        // A page whose data the API did not give (an error shown in its place) is no page
        // a shopper wants: counted, so a fast row of broken pages shows as such.
        onResponse: (_status, body) => {
          if (body.includes('"status":"error"')) failedLoads += 1;
        },
      },
    ],
  });
  return { result, failedLoads };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const env = { ...process.env, ...PORTS, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  console.log('Starting the shop (npm start) on its own ports…');
  // As `npm start` starts it (its Node options included).
  const shop = await startProcess(['scripts/start.ts'], env, /is running at/, SHELL_NODE_FLAGS);
  const shellUrl = `http://localhost:${PORTS.SHELL_PORT}`;
  const apiUrl = `http://localhost:${PORTS.API_PORT}`;
  let staticServer: ChildProcess | undefined;
  try {
    const list = (await (await fetch(`${apiUrl}/api/v1/products?pageSize=48`)).json()) as {
      items: { slug: string }[];
    };
    const slugs = list.items.map((item) => item.slug);
    if (slugs.length === 0) throw new Error('The catalog is empty');

    // The static server answers the home page's HTML as a file.
    const staticRoot = path.join(dataDir, 'static');
    fs.mkdirSync(staticRoot);
    fs.writeFileSync(
      path.join(staticRoot, 'page.html'),
      await (await fetch(`${shellUrl}/`)).text(),
    );
    staticServer = await startProcess(
      ['e2e/bench/ssr-throughput.ts', '--static', staticRoot, String(STATIC_PORT)],
      env,
      /static server ready/,
    );

    let n = 0;
    const rows: Row[] = [];
    // With the cache off, the same address again is rendered every time too.
    const repeated: Row['cache'] = process.env.SSR_CACHE_TTL_MS === '0' ? 'uncached' : 'cached';
    const measure = async (
      name: string,
      cache: Row['cache'],
      url: string,
      connections: number,
      nextPath?: () => string,
    ) => {
      if (WARMUP_SECONDS > 0) await load(url, connections, nextPath, WARMUP_SECONDS);
      const { result, failedLoads } = await load(url, connections, nextPath);
      rows.push({
        name,
        cache,
        perSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx + result.timeouts,
        failedLoads,
        rssMb: cache === 'static' ? 0 : rssOf(shop.pid!),
      });
      console.log(`${cache} ${name}: ${Math.round(result.requests.average)}/s`);
    };

    await measure(
      'static file (home HTML)',
      'static',
      `http://127.0.0.1:${STATIC_PORT}/page.html`,
      CONNECTIONS,
    );
    await measure('home /', repeated, `${shellUrl}/`, CONNECTIONS);
    await measure(
      'category /category/laptops',
      repeated,
      `${shellUrl}/category/laptops`,
      CONNECTIONS,
    );
    await measure(
      `product /product/${slugs[0]}`,
      repeated,
      `${shellUrl}/product/${slugs[0]}`,
      CONNECTIONS,
    );
    await measure('search /search?q=ryzen', repeated, `${shellUrl}/search?q=ryzen`, CONNECTIONS);
    await measure('varied product pages', 'uncached', shellUrl, UNCACHED_CONNECTIONS, () => {
      n += 1;
      return `/product/${slugs[n % slugs.length]}?n=${n}`;
    });
    const words = ['ryzen', 'ssd', 'monitor', 'keyboard', 'rtx', 'laptop', 'ram', 'intel'];
    await measure('varied search pages', 'uncached', shellUrl, UNCACHED_CONNECTIONS, () => {
      n += 1;
      return `/search?q=${words[n % words.length]}&n=${n}`;
    });

    const staticRate = rows[0]!.perSecond;
    console.log('');
    console.log(
      `autocannon ${SECONDS} s a row, after ${WARMUP_SECONDS} s of the same load not counted; cached rows ${CONNECTIONS} connections, uncached ${UNCACHED_CONNECTIONS}; ` +
        `SSR_CACHE_TTL_MS=${process.env.SSR_CACHE_TTL_MS ?? '2000 (default)'}; ${os.cpus().length} cores`,
    );
    console.log('');
    console.log(
      '| page | row | pages/s | p50 | p99 | errors | failed loads | shell RSS | of static |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      const share = `${(row.perSecond / staticRate).toFixed(2)}x`;
      const rss = row.cache === 'static' ? '–' : `${Math.round(row.rssMb)} MiB`;
      console.log(
        `| ${row.name} | ${row.cache} | ${Math.round(row.perSecond)} | ${row.p50} ms | ${row.p99} ms | ${row.errors} | ${row.failedLoads} | ${rss} | ${share} |`,
      );
    }
    console.log('');
    console.log(`Shell server's peak RSS: ${Math.round(rssOf(shop.pid!, 'VmHWM'))} MiB`);
  } finally {
    staticServer?.kill('SIGTERM');
    shop.kill('SIGTERM');
    await new Promise((resolve) => shop.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function serveStatic(root: string, port: number) {
  await startStaticServer({ root, port, host: '127.0.0.1' });
  console.log('static server ready');
}

if (require.main === module) {
  const [, , flag, root, port] = process.argv;
  (flag === '--static' ? serveStatic(root!, Number(port)) : main()).catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
