/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createDatabase, type Database } from '../../api/src/db/database';
import { migrateToLatest } from '../../api/src/db/migrate';
import { seedCatalog } from '../../api/src/db/seed/seed-catalog';
import { generateSyntheticCatalog } from '../../api/src/db/seed/synthetic-catalog';
import { makeTempDir, removeTempDir } from '../../api/test/helpers/temp-dir';
import { createTestConfig, TEST_JWT_SECRET } from '../../api/test/helpers/test-config';
import { registerSeoRoutes, type SeoRoutesOptions } from './seo-routes';

// robots.txt and the sitemaps as a crawler reads them from the shell's server, generated
// from the real API (its own process, as `npm start` runs it) on a fresh SQLite catalog.

const ORIGIN = 'https://shop.example';
const API_DIR = path.resolve(__dirname, '../../api');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startApi(dataDir: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, process: child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('The API did not start within 60 s');
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Setup {
  db: Kysely<Database>;
  shell: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

async function setUp(
  fill: (db: Kysely<Database>) => Promise<unknown>,
  options: Partial<SeoRoutesOptions> = {},
): Promise<Setup> {
  const dataDir = makeTempDir('shop-seo-test-');
  const config = createTestConfig(dataDir);
  const db = createDatabase(config);
  await migrateToLatest(db);
  await fill(db);
  const api = await startApi(dataDir);
  const shell = Fastify();
  registerSeoRoutes(shell, { apiUrl: api.url, origin: ORIGIN, ...options });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  const { port } = shell.server.address() as AddressInfo;
  return {
    db,
    shell,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await shell.close();
      await stopProcess(api.process);
      await db.destroy();
      removeTempDir(dataDir);
    },
  };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

async function shelfSlugs(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('products')
    .select('slug')
    .where('archived_at', 'is', null)
    .execute();
  return rows.map((row) => row.slug).sort();
}

describe('robots.txt and sitemaps from the seed catalog', () => {
  let setup: Setup;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${setup.url}${path}`, { headers });

  // The API starts from source and may take up to its 60 s start deadline on a busy machine.
  beforeAll(async () => {
    setup = await setUp((db) => seedCatalog(db), { productsPerSitemap: 50 });
  }, 90_000);
  afterAll(async () => {
    await setup?.close();
  });

  it('robots.txt keeps crawlers off private pages and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of ['/checkout', '/orders', '/profile', '/admin', '/pos', '/api/'])
      expect(text).toContain(`Disallow: ${path}\n`);
    // The same pages in Japanese and Bangla.
    for (const path of ['/ja/checkout', '/bn/orders', '/ja/profile', '/bn/admin', '/ja/pos'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain('Allow: /api/v1/images/');
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('the sitemap index and its files list every product on the shelves once, 50 a file', async () => {
    const slugs = await shelfSlugs(setup.db);
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const indexXml = await index.text();
    expect(indexXml).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const files = locs(indexXml);
    const productFiles = Math.ceil(slugs.length / 50);
    expect(files).toEqual(
      ['', '-ja', '-bn'].flatMap((language) => [
        `${ORIGIN}/sitemap-pages${language}.xml`,
        ...Array.from(
          { length: productFiles },
          (_, i) => `${ORIGIN}/sitemap-products${language}-${i + 1}.xml`,
        ),
      ]),
    );

    const listed: string[] = [];
    for (const file of files.filter((f) => /sitemap-products-\d+\.xml$/.test(f))) {
      const response = await get(new URL(file).pathname);
      expect(response.status).toBe(200);
      const xml = await response.text();
      const urls = locs(xml);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(50);
      expect(xml.match(/<lastmod>/g)).toHaveLength(urls.length);
      listed.push(...urls);
    }
    expect(listed).toEqual(slugs.map((slug) => `${ORIGIN}/product/${encodeURIComponent(slug)}`));
  });

  it('the pages file lists home, the PC Builder and every category', async () => {
    const response = await get('/sitemap-pages.xml');
    expect(response.status).toBe(200);
    const urls = locs(await response.text());
    expect(urls).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/pc-builder`,
        `${ORIGIN}/category/laptops`,
        `${ORIGIN}/category/graphics-cards`,
      ]),
    );
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('a sitemap per language lists the /ja and /bn addresses of the same pages', async () => {
    const english = locs(await (await get('/sitemap-pages.xml')).text());
    const english1 = locs(await (await get('/sitemap-products-1.xml')).text());
    for (const language of ['ja', 'bn']) {
      const pages = await get(`/sitemap-pages-${language}.xml`);
      expect(pages.status).toBe(200);
      const localized = (url: string) =>
        url === `${ORIGIN}/`
          ? `${ORIGIN}/${language}`
          : url.replace(ORIGIN, `${ORIGIN}/${language}`);
      expect(locs(await pages.text())).toEqual(english.map(localized));
      const products = await get(`/sitemap-products-${language}-1.xml`);
      expect(products.status).toBe(200);
      expect(locs(await products.text())).toEqual(english1.map(localized));
    }
    expect((await get('/sitemap-pages-fr.xml')).status).toBe(404);
    expect((await get('/sitemap-products-fr-1.xml')).status).toBe(404);
  });

  it('a product file past the end, or not a number, is not found', async () => {
    const slugs = await shelfSlugs(setup.db);
    const past = Math.ceil(slugs.length / 50) + 1;
    for (const path of [
      `/sitemap-products-${past}.xml`,
      '/sitemap-products-0.xml',
      '/sitemap-products-x.xml',
      '/sitemap-products-1.txt',
    ]) {
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 404 });
    }
  });

  it('a product file is sent compressed to a crawler that accepts gzip', async () => {
    const response = await get('/sitemap-products-1.xml', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(locs(await response.text())).toHaveLength(50);
  });

  it('with the API out of reach: 503 and a time to come back, not an empty sitemap', async () => {
    const shell = Fastify();
    // A closed port: nothing listens there.
    registerSeoRoutes(shell, { apiUrl: 'http://127.0.0.1:9', origin: ORIGIN });
    await shell.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = shell.server.address() as AddressInfo;
      for (const path of ['/sitemap.xml', '/sitemap-pages.xml', '/sitemap-products-1.xml']) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`);
        expect({ path, status: response.status }).toEqual({ path, status: 503 });
        expect(response.headers.get('retry-after')).toBe('300');
      }
    } finally {
      await shell.close();
    }
  });
});

describe('sitemaps of a catalog past one file (50,000 generated products plus the seed)', () => {
  let setup: Setup;

  beforeAll(async () => {
    setup = await setUp(async (db) => {
      await seedCatalog(db);
      await generateSyntheticCatalog(db, 50_000);
    });
  }, 180_000);
  afterAll(async () => {
    await setup?.close();
  });

  it('are paged in files of at most 50,000 products, each product once', async () => {
    const slugs = await shelfSlugs(setup.db);
    expect(slugs.length).toBeGreaterThan(50_000);
    const files = locs(await (await fetch(`${setup.url}/sitemap.xml`)).text()).filter((file) =>
      /sitemap-products-\d+\.xml$/.test(file),
    );
    expect(files).toHaveLength(Math.ceil(slugs.length / 50_000));
    expect(files.length).toBeGreaterThan(1);
    const listed = new Set<string>();
    for (const file of files) {
      const urls = locs(await (await fetch(`${setup.url}${new URL(file).pathname}`)).text());
      expect(urls.length).toBeLessThanOrEqual(50_000);
      for (const url of urls) listed.add(url);
    }
    expect(listed.size).toBe(slugs.length);
  }, 120_000);
});
