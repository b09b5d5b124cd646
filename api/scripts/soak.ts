import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_NODE_FLAGS } from '../src/node-flags';

// A bounded soak: two API instances (the built server, as production runs it) on one
// database (a fresh SQLite file, or DATABASE_URL and REDIS_URL when set), mixed shopper
// traffic from localhost against both for SOAK_SECONDS (60 by default; at most 600 for a
// longer look), then errors, latency and each instance's memory at the start and the end
// with a verdict. The verdict compares each instance's live heap after full garbage
// collections in every thread (soak-probe.mjs); the resident size is printed over the run
// as well (it rises to the collector's high-water mark under load, then levels off).
// Exits 1 on any error or on heap growth.
//
//   npm run soak -w api                                   (SQLite)
//   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run soak -w api
//   SOAK_PORT=4301 (the first instance; the second takes the next port)

const API_DIR = path.resolve(__dirname, '..');
const SECONDS = Math.min(600, Math.max(5, Number(process.env.SOAK_SECONDS ?? 60)));
const CONCURRENCY = 8;
const BASE_PORT = Number(process.env.SOAK_PORT ?? 4301);
const PORTS = [BASE_PORT, BASE_PORT + 1];
const PROBE = path.join(__dirname, 'soak-probe.mjs');
const SERVER_DIR = path.join(API_DIR, 'dist');

function start(port: number, dataDir: string): ChildProcess {
  const server = path.join(SERVER_DIR, 'server.js');
  const args = [...API_NODE_FLAGS, '--expose-gc', '--import', pathToFileURL(PROBE).href, server];
  return spawn(process.execPath, args, {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Both instances must sign and check the same tokens.
      JWT_SECRET: 'soak-secret-0123456789abcdef0123456789',
      CATALOG_RATE_LIMIT: '1000000',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

interface Memory {
  rss: number;
  /** Live heap after full collections: the main thread's and its worker threads' (MB). */
  heapUsed: number;
  workers: number;
}

/** The instance's memory after a full collection (asked through soak-probe.mjs), in MB. */
function memoryAfterGc(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no memory answer within 10 s')), 10_000);
    child.once(
      'message',
      (answer: { rss: number; heapUsed: number; workerHeapUsed: number; workers: number }) => {
        clearTimeout(timer);
        resolve({
          rss: answer.rss / 2 ** 20,
          heapUsed: (answer.heapUsed + answer.workerHeapUsed) / 2 ** 20,
          workers: answer.workers,
        });
      },
    );
    child.send('memory');
  });
}

/** Least-squares slope of (seconds, MB) samples, in MB per minute. */
function slopePerMinute(samples: [number, number][]): number {
  const n = samples.length;
  if (n < 2) return 0;
  const mx = samples.reduce((sum, [x]) => sum + x, 0) / n;
  const my = samples.reduce((sum, [, y]) => sum + y, 0) / n;
  let num = 0;
  let den = 0;
  for (const [x, y] of samples) {
    num += (x - mx) * (y - my);
    den += (x - mx) ** 2;
  }
  return den === 0 ? 0 : (num / den) * 60;
}

// Beyond noise: the live heap after full collections (every thread) grows by more than
// this, or by more than a tenth. The resident size is shown, not judged: it follows the
// collector's and the allocator's high-water marks, which rise under load and settle.
const HEAP_GROWTH_LIMIT_MB = 10;

async function waitUp(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API on ${port} exited during start-up`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the API on ${port} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function rssMb(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

const WORDS = ['ryzen', 'ssd', 'monitor', 'gaming', 'keyboard', 'rtx', 'ddr5', 'case'];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

async function main() {
  // The server as production runs it: the built JavaScript (npm run build -w api), not tsx.
  const server = path.join(SERVER_DIR, 'server.js');
  if (!fs.existsSync(server)) throw new Error(`${server} is missing: run npm run build -w api`);
  const newest = (dir: string): number =>
    Math.max(
      0,
      ...fs.readdirSync(dir, { withFileTypes: true }).map((entry) => {
        const file = path.join(dir, entry.name);
        return entry.isDirectory() ? newest(file) : fs.statSync(file).mtimeMs;
      }),
    );
  if (newest(path.join(API_DIR, 'src')) > fs.statSync(server).mtimeMs) {
    console.log('note: api/src changed since api/dist was built (npm run build -w api)');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-soak-'));
  // The first instance creates and seeds the database; the second joins it.
  const first = start(PORTS[0] ?? 4301, dataDir);
  await waitUp(PORTS[0] ?? 4301, first);
  const second = start(PORTS[1] ?? 4302, dataDir);
  await waitUp(PORTS[1] ?? 4302, second);
  const instances = [first, second];
  try {
    const base = (i: number) => `http://127.0.0.1:${PORTS[i % 2]}/api/v1`;
    const list = (await (await fetch(`${base(0)}/products?pageSize=50&inStock=true`)).json()) as {
      items: { id: string; slug: string }[];
    };
    const products = list.items ?? [];
    if (products.length === 0) throw new Error(`no products to soak with: ${JSON.stringify(list)}`);
    const latencies: number[] = [];
    let errors = 0;
    const problems = new Map<string, number>();
    let sequence = 0;

    const one = async () => {
      const i = sequence++;
      // Every kind of request goes to both instances in turn (orders included).
      const kind = Math.floor(i / 2) % 10;
      const product = pick(products);
      let url = `${base(i)}/products/search?q=${pick(WORDS)}&page=${1 + (i % 3)}`;
      let init: RequestInit = {};
      if (kind < 3) url = `${base(i)}/products/slug/${product.slug}`;
      else if (kind < 5)
        url = `${base(i)}/products?category=desktop-components&page=${1 + (i % 4)}`;
      else if (kind === 9) {
        url = `${base(i)}/orders`;
        init = {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
          body: JSON.stringify({
            items: [{ productId: product.id, quantity: 1 }],
            shipping: {
              firstName: 'Soak',
              lastName: 'Test',
              email: `soak${i}@example.com`,
              phone: '+81 90-1234-5678',
              address: '1-2-3 Shibuya',
              city: 'Shibuya',
              state: 'Tokyo',
              zipCode: '150-0002',
              country: 'Japan',
            },
            payment: {
              cardNumber: '4242 4242 4242 4242',
              cardHolder: 'SOAK TEST',
              expiryDate: '12/30',
              cvv: '737',
            },
            subtotal: 0,
            shippingCost: 0,
            couponDiscount: 0,
            total: 0,
          }),
        };
      }
      const started = performance.now();
      try {
        const response = await fetch(url, init);
        await response.arrayBuffer();
        // A product sold out during the soak is an honest answer, not an error.
        if (!response.ok && response.status !== 409) {
          errors += 1;
          const key = `${init.method ?? 'GET'} ${new URL(url).pathname.replace(/\/products\/[^/]+$/, '/products/:slug')} ${response.status}`;
          problems.set(key, (problems.get(key) ?? 0) + 1);
        }
      } catch (error) {
        errors += 1;
        const key = error instanceof Error ? error.message : String(error);
        problems.set(key, (problems.get(key) ?? 0) + 1);
      }
      latencies.push(performance.now() - started);
    };

    // A short warm-up, so "start" memory is the serving process, not the empty one.
    const warmEnd = Date.now() + 3000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < warmEnd) await one();
      }),
    );
    latencies.length = 0;
    errors = 0;
    problems.clear();
    const memoryStart = await Promise.all(instances.map(memoryAfterGc));

    const startedAt = Date.now();
    const end = startedAt + SECONDS * 1000;
    // Resident size every 2 s, without disturbing the collector.
    const timeline: [number, number][][] = instances.map(() => []);
    const sampler = setInterval(() => {
      const t = (Date.now() - startedAt) / 1000;
      instances.forEach((child, i) => timeline[i]?.push([t, rssMb(child.pid)]));
    }, 2000);
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < end) await one();
      }),
    );
    clearInterval(sampler);
    const rssEnd = instances.map((child) => rssMb(child.pid));
    const memoryEnd = await Promise.all(instances.map(memoryAfterGc));

    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    console.log(
      `soak: ${SECONDS} s, ${CONCURRENCY} at a time, two instances on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'one SQLite file'}`,
    );
    console.log(`requests ${latencies.length}, errors ${errors}`);
    for (const [problem, count] of problems) console.log(`  ${count} × ${problem}`);
    console.log(
      `latency p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${at(1).toFixed(0)} ms`,
    );
    let growing = false;
    for (const [i] of instances.entries()) {
      const before = memoryStart[i]!;
      const after = memoryEnd[i]!;
      const samples = timeline[i] ?? [];
      const secondHalf = samples.filter(([t]) => t >= SECONDS / 2);
      const slope = slopePerMinute(secondHalf);
      const heapGrowth = after.heapUsed - before.heapUsed;
      const grew = heapGrowth > Math.max(HEAP_GROWTH_LIMIT_MB, before.heapUsed * 0.1);
      growing ||= grew;
      const peak = Math.max(...samples.map(([, mb]) => mb), rssEnd[i] ?? 0);
      console.log(
        `instance ${i + 1}: heap after GC (main + ${after.workers} worker${after.workers === 1 ? '' : 's'}) ${before.heapUsed.toFixed(0)} -> ${after.heapUsed.toFixed(0)} MB; ` +
          `RSS ${before.rss.toFixed(0)} -> ${rssEnd[i]?.toFixed(0)} MB (peak ${peak.toFixed(0)}), ` +
          `second half ${slope >= 0 ? '+' : ''}${slope.toFixed(1)} MB/min; ` +
          (grew ? 'GROWING' : 'no growth beyond noise'),
      );
      const every = Math.max(1, Math.round(samples.length / 12));
      console.log(
        `  RSS over the run (s: MB): ${samples
          .filter((_, k) => k % every === 0)
          .map(([t, mb]) => `${t.toFixed(0)}: ${mb.toFixed(0)}`)
          .join(', ')}`,
      );
    }
    console.log(
      `memory: ${growing ? 'GROWING' : 'no growth beyond noise'} (the live heap after full collections, start to end: at most +${HEAP_GROWTH_LIMIT_MB} MB or +10 %)`,
    );
    process.exitCode = errors === 0 && !growing ? 0 : 1;
  } finally {
    for (const child of instances) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
