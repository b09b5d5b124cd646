import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A short, bounded soak: two API instances on one database (a fresh SQLite file, or
// DATABASE_URL and REDIS_URL when set), mixed shopper traffic from localhost against
// both for SOAK_SECONDS (60 by default, at most 120), then errors, latency and each
// instance's memory at the start and the end. Exits 1 on any error.
//
//   npx tsx api/scripts/soak.ts                 (SQLite)
//   DATABASE_URL=postgres://… REDIS_URL=redis://… npx tsx api/scripts/soak.ts

const API_DIR = path.resolve(__dirname, '..');
const SECONDS = Math.min(120, Math.max(5, Number(process.env.SOAK_SECONDS ?? 60)));
const CONCURRENCY = 8;
const PORTS = [4301, 4302];

function start(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(API_DIR, 'src', 'server.ts')], {
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
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUp(port: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-soak-'));
  // The first instance creates and seeds the database; the second joins it.
  const first = start(PORTS[0] ?? 4301, dataDir);
  await waitUp(PORTS[0] ?? 4301);
  const second = start(PORTS[1] ?? 4302, dataDir);
  await waitUp(PORTS[1] ?? 4302);
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
      const kind = i % 10;
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
    const rssStart = instances.map((child) => rssMb(child.pid));

    const end = Date.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < end) await one();
      }),
    );
    const rssEnd = instances.map((child) => rssMb(child.pid));

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
    for (const [i] of instances.entries())
      console.log(
        `instance ${i + 1} RSS: start ${rssStart[i]?.toFixed(0)} MB, end ${rssEnd[i]?.toFixed(0)} MB`,
      );
    process.exitCode = errors === 0 ? 0 : 1;
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
