import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { seedCatalog } from '../../../src/db/seed/seed-catalog';
import { makeTempDir, removeTempDir } from '../../helpers/temp-dir';
import { createDatabase, type Database } from '../../../src/db/database';
import { migrateToLatest } from '../../../src/db/migrate';
import { startTestServer, type TestServer } from '../../helpers/http-server';
import { createTestConfig } from '../../helpers/test-config';
import type { Kysely } from 'kysely';

// The per-client limit of search, suggest and listings as a client meets it, on both
// stores: in process (each API instance counts its own) and in Redis (every instance
// sharing one Redis counts together, so a client spread over instances behind a
// balancer gets no more than the limit).

const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;
if (!TEST_REDIS_URL) {
  process.stderr.write('\n  Catalog rate limit on Redis skipped: TEST_REDIS_URL is not set\n\n');
}
const describeRedis = TEST_REDIS_URL ? describe : describe.skip;

const LIMIT = 4;
let dataDir: string;
let db: Kysely<Database>;

beforeAll(async () => {
  dataDir = makeTempDir();
  db = createDatabase(createTestConfig(dataDir));
  await migrateToLatest(db);
  await seedCatalog(db);
});

afterAll(async () => {
  await db?.destroy();
  removeTempDir(dataDir);
});

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(env: NodeJS.ProcessEnv = {}): Promise<TestServer> {
  const server = await startTestServer({
    config: createTestConfig(dataDir, { CATALOG_RATE_LIMIT: String(LIMIT), ...env }),
    db,
  });
  servers.push(server);
  return server;
}

const search = (server: TestServer, from?: string) =>
  fetch(`${server.baseUrl}/api/v1/products/search?q=ryzen`, {
    headers: from ? { 'X-Forwarded-For': from } : {},
  });

async function statuses(requests: (() => Promise<Response>)[]): Promise<number[]> {
  const result: number[] = [];
  for (const request of requests) {
    const response = await request();
    await response.arrayBuffer();
    result.push(response.status);
  }
  return result;
}

describe('catalog rate limit, in process (no Redis)', () => {
  it('limits each instance on its own', async () => {
    const [a, b] = [await start(), await start()];
    const many = (server: TestServer) => Array.from({ length: LIMIT }, () => () => search(server));
    expect(await statuses(many(a))).toEqual(Array(LIMIT).fill(200));
    expect((await search(a)).status).toBe(429);
    // The other instance has its own count.
    expect((await search(b)).status).toBe(200);
  });

  it('counts search, suggest and the listing each on its own', async () => {
    const server = await start();
    const suggest = () => fetch(`${server.baseUrl}/api/v1/products/suggest?q=ryz`);
    const listing = () => fetch(`${server.baseUrl}/api/v1/products?category=laptops`);
    expect(await statuses(Array.from({ length: LIMIT }, () => suggest))).toEqual(
      Array(LIMIT).fill(200),
    );
    const refused = await suggest();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await listing()).status).toBe(200);
  });
});

describeRedis('catalog rate limit shared through Redis', () => {
  // A prefix of its own per test, so runs and parallel suites never share counts.
  const env = () => ({
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
  });

  it('counts a client over two instances together: 429 with Retry-After on either', async () => {
    const shared = env();
    const [a, b] = [await start(shared), await start(shared)];
    const alternating = Array.from({ length: LIMIT }, (_, i) => () => search(i % 2 ? b : a));
    expect(await statuses(alternating)).toEqual(Array(LIMIT).fill(200));
    for (const server of [a, b]) {
      const refused = await search(server);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(await refused.json()).toEqual({
        error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later' },
      });
    }
    // The count lives in Redis under the configured prefix.
    const redis = new Redis(TEST_REDIS_URL!);
    try {
      expect((await redis.keys(`${shared.REDIS_KEY_PREFIX}catalog-rl:*`)).length).toBeGreaterThan(
        0,
      );
    } finally {
      redis.disconnect();
    }
  });

  it('tells clients behind a trusted proxy apart on every instance', async () => {
    const shared = { ...env(), TRUST_PROXY: 'true' };
    const [a, b] = [await start(shared), await start(shared)];
    const first = Array.from(
      { length: LIMIT },
      (_, i) => () => search(i % 2 ? b : a, '203.0.113.1'),
    );
    expect(await statuses(first)).toEqual(Array(LIMIT).fill(200));
    expect((await search(b, '203.0.113.1')).status).toBe(429);
    expect((await search(a, '203.0.113.2')).status).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const shared = env();
    const [a, b] = [await start(shared), await start(shared)];
    const spoofed = Array.from(
      { length: LIMIT },
      (_, i) => () => search(i % 2 ? b : a, `203.0.113.${10 + i}`),
    );
    expect(await statuses(spoofed)).toEqual(Array(LIMIT).fill(200));
    expect((await search(a, '203.0.113.99')).status).toBe(429);
  });

  it('keeps answering when Redis cannot be reached', async () => {
    // Nothing listens on port 1: the limit is skipped rather than failing searches.
    const server = await start({ REDIS_URL: 'redis://127.0.0.1:1' });
    expect(await statuses(Array.from({ length: LIMIT + 2 }, () => () => search(server)))).toEqual(
      Array(LIMIT + 2).fill(200),
    );
  });
});
