import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startStaticServer } from '../../shell/server/static-server';
import { remoteEntries } from '../../scripts/webpack/remote-entries';
import { collectErrors, hydrationComplaints } from '../support/browser';
import { startTestShell, type ShellServerProcess } from '../support/shell-process';
import { TEST_PORTS } from '../support/shop';
import { shopSuite } from '../support/suite';

// Server-rendered pages: the HTML the shell's server answers already holds the page (read
// here without a browser), the browser adopts it without a hydration complaint, a remote
// that is down leaves its slot to the browser while the rest is still rendered, and a
// remote redeployed elsewhere is rendered from its new build on the next request.

const suite = shopSuite();
const ROOT = path.resolve(__dirname, '../..');

// A second shell server over the suite's API and remotes, as `npm start` runs it (in a
// process of its own), with remotes.json answered from `remotes` (edited below to deploy
// a new build). Its render
// budget is generous: the budget is about speed on a quiet server, and these tests are
// about what the HTML holds, on a machine running other work.
const SHELL_PORT = Number(TEST_PORTS.SHELL_PORT) + 10;
const HOST_PORT = Number(TEST_PORTS.CATALOG_PORT) + 10;
const shellUrl = `http://localhost:${SHELL_PORT}`;
let shellHost: ShellServerProcess | undefined;
let remotes: Record<string, string>;

beforeAll(async () => {
  remotes = { ...remoteEntries({ ...process.env, ...TEST_PORTS }) };
  shellHost = await startTestShell(suite.shop.apiUrl, SHELL_PORT, { remotes });
}, 60_000);

afterAll(async () => {
  await shellHost?.close();
});

interface ApiProduct {
  slug: string;
  name: string;
  price: number;
  category: string;
}

/** Prices as the page shows them in taka, e.g. ৳12,500. */
const taka = (amount: number) => `৳${amount.toLocaleString('en-US')}`;

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

/** The page as a crawler or a browser without JavaScript gets it. */
async function servedHtml(pagePath: string, origin = shellUrl): Promise<string> {
  const response = await fetch(`${origin}${pagePath}`);
  expect(response.status).toBe(200);
  return decode(await response.text());
}

function mainOf(html: string): string {
  const start = html.indexOf('<main');
  return html.slice(start, html.indexOf('</main>', start));
}

async function products(query: string): Promise<ApiProduct[]> {
  const response = await fetch(`${suite.shop.apiUrl}/api/v1/products?${query}`);
  return ((await response.json()) as { items: ApiProduct[] }).items;
}

describe('the served HTML, before any script runs', () => {
  test('home lists featured products with their names and prices', async () => {
    const featured = await products('featured=true&pageSize=8');
    expect(featured.length).toBeGreaterThan(0);
    const main = mainOf(await servedHtml('/'));
    expect(main).toContain('Shop by category');
    for (const product of featured.slice(0, 4)) {
      expect(main).toContain(product.name);
      expect(main).toContain(taka(product.price));
    }
  });

  test('a category page lists its products with names and prices', async () => {
    const html = await servedHtml('/category/laptops');
    const main = mainOf(html);
    expect(main).toMatch(/<h1[^>]*>Laptops<\/h1>/);
    const listed = await products('category=laptops&pageSize=12');
    expect(listed.length).toBeGreaterThan(0);
    for (const product of listed.slice(0, 3)) expect(main).toContain(product.name);
    expect(main).toContain('৳');
    // The header and nav are rendered too, and the data is handed over for hydration.
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('id="shop-ssr-data"');
  });

  test("a product page has the product's name, price and stock, and preloads its image", async () => {
    const [product] = await products('inStock=true&pageSize=1');
    if (!product) throw new Error('the seeded catalog has no product in stock');
    const html = await servedHtml(`/product/${product.slug}`);
    const main = mainOf(html);
    expect(main).toMatch(
      new RegExp(`<h1[^>]*>${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
    );
    expect(main).toContain(taka(product.price));
    expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+"/);
    // Its similar products are the browser's to load: the server's page holds their
    // heading and skeletons, and no other product's card.
    expect(main).toContain('aria-label="Loading Similar Products"');
    expect(main).not.toContain('data-testid="product-card"');
    // The hydration data cannot close its script element early.
    const payload = /<script type="application\/json" id="shop-ssr-data">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(payload).toBeDefined();
    expect(payload).not.toContain('<');
  });
});

test('product and search pages are rendered once, after their data came; a page without a preload waits for its data in its render', async () => {
  const [product] = await products('inStock=true&pageSize=1');
  if (!product) throw new Error('the seeded catalog has no product in stock');
  const rendering = async (pagePath: string) => {
    const response = await fetch(`${shellUrl}${pagePath}`);
    await response.text();
    return { status: response.status, timing: response.headers.get('server-timing') };
  };
  expect(await rendering(`/product/${product.slug}`)).toEqual({
    status: 200,
    timing: 'ssr;desc="rendered", render;desc="preloaded"',
  });
  expect(await rendering(`/ja/product/${product.slug}`)).toEqual({
    status: 200,
    timing: 'ssr;desc="rendered", render;desc="preloaded"',
  });
  // An unknown product: its 404 came with the preload, and the page says so.
  expect(await rendering('/product/no-such-product-anywhere')).toEqual({
    status: 404,
    timing: 'ssr;desc="rendered", render;desc="preloaded"',
  });
  expect(await rendering('/search?q=ryzen&sort=price-asc')).toEqual({
    status: 200,
    timing: 'ssr;desc="rendered", render;desc="preloaded"',
  });
  expect(await rendering('/category/laptops')).toEqual({
    status: 200,
    timing: 'ssr;desc="rendered", render;desc="one pass"',
  });
});

test('the header, nav bar and footer, rendered once and written into later pages, still follow each page: its language, currency and current nav entry', async () => {
  const [product] = await products('inStock=true&pageSize=1');
  if (!product) throw new Error('the seeded catalog has no product in stock');
  const part = (html: string, tag: string) =>
    new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`).exec(html)?.[0] ?? '';
  const page = async (pagePath: string, cookie = '') => {
    const response = await fetch(`${shellUrl}${pagePath}`, { headers: cookie ? { cookie } : {} });
    const html = await response.text();
    return { header: part(html, 'header'), nav: part(html, 'nav'), footer: part(html, 'footer') };
  };
  const pressed = (header: string) => /aria-pressed="true"[^>]*>([^<]+)/.exec(header)?.[1];
  const current = (nav: string) =>
    [...nav.matchAll(/aria-current="page"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  // Each page asked twice: the second is written from what the first kept.
  for (let round = 0; round < 2; round += 1) {
    const taka = await page(`/product/${product.slug}`);
    expect(pressed(taka.header)).toBe('৳');
    expect(current(taka.nav)).toEqual([]);
    expect(taka.footer).toContain('href="/about"');
    const yen = await page(`/product/${product.slug}`, 'currency=JPY');
    expect(pressed(yen.header)).toBe('¥');
    expect(yen.nav).toBe(taka.nav);
    const laptops = await page('/category/laptops');
    expect(current(laptops.nav)).toEqual(['/category/laptops']);
    expect(laptops.header).toBe(taka.header);
    const builder = await page('/pc-builder');
    expect(current(builder.nav)).toEqual(['/pc-builder']);
    const home = await page('/ja');
    expect(current(home.nav)).toEqual(['/ja']);
    expect(home.footer).toContain('href="/ja/about"');
    expect(home.header).toContain('action="/ja/search"');
    expect(home.header).toContain('商品を検索');
    expect(home.header).not.toBe(taka.header);
  }
});

test("the shop's own shell server (npm start) serves pages rendered on the server", async () => {
  const html = await servedHtml('/category/laptops', suite.shop.url);
  expect(html).toContain('aria-label="Main"');
  expect(html).toContain('<footer');
  expect(html).toContain('id="shop-ssr-data"');
});

describe('hydration', () => {
  test.each(['/', '/category/laptops', '/product/:inStock'])(
    '%s is adopted without a hydration warning, asks the API nothing again and links no stylesheet twice',
    async (route) => {
      let pagePath = route;
      if (route === '/product/:inStock') {
        const [product] = await products('inStock=true&pageSize=1');
        pagePath = `/product/${product?.slug ?? ''}`;
      }
      const page = await suite.context.newPage();
      const errors = collectErrors(page);
      const complaints = hydrationComplaints(page);
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (
          url.pathname.startsWith('/api/v1/products') ||
          url.pathname.startsWith('/api/v1/categories')
        )
          apiCalls.push(url.pathname + url.search);
      });
      await page.goto(`${shellUrl}${pagePath}`);
      await page.waitForLoadState('networkidle');
      // Hydrated: the header's sign-in control mounts after it.
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      expect(complaints).toEqual([]);
      expect(errors).toEqual([]);
      // The first page's data came with the HTML (suggestions aside, and a product's reviews
      // and similar products, which load once the page is live: docs/reviews.md,
      // docs/product.md).
      const afterThePage =
        route === '/product/:inStock' ? /suggest|\/reviews|\/products\?.*category=/ : /suggest/;
      expect(apiCalls.filter((call) => !afterThePage.test(call))).toEqual([]);
      // The apps' code finds the stylesheets the server linked instead of adding them again
      // (a second copy of one restyles the whole page).
      const sheets = await page.$$eval('link[rel=stylesheet]', (links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
      expect(sheets.filter((sheet, i) => sheets.indexOf(sheet) !== i)).toEqual([]);
      await page.close();
    },
  );
});

test('a press on Add to Cart before the page is live is kept and takes effect once it is', async () => {
  const [product] = await products('inStock=true&minPrice=500&pageSize=1');
  if (!product) throw new Error('the seeded catalog has no product in stock');
  const page = await suite.context.newPage();
  const errors = collectErrors(page);
  // The catalog's scripts arrive two seconds late, so the server-rendered product page shows
  // well before its code makes it live: the press below lands in that window.
  const catalogScript = (url: URL) =>
    url.port === TEST_PORTS.CATALOG_PORT && url.pathname.endsWith('.js');
  await page.route(catalogScript, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  // The generous-budget shell: on a busy machine the suite's shop may leave the product to
  // the browser (over its 150 ms budget), and then there is no early press to keep.
  await page.goto(`${shellUrl}/product/${product.slug}`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  // The page's inline script kept the press (the page was not live yet) ...
  expect(await page.locator('html').getAttribute('data-early-clicks')).toBe('1');
  // ... and gave it back once the page was: the product is in the cart, once.
  await page.getByTestId('cart-badge').getByText('1', { exact: true }).waitFor();
  expect(await page.locator('html').getAttribute('data-early-clicks')).toBeNull();
  await page.getByTestId('cart-notice').getByText(`${product.name} added to cart`).waitFor();
  await page.waitForTimeout(500);
  expect(await page.getByTestId('cart-badge').getByText('1', { exact: true }).count()).toBe(1);
  expect(errors).toEqual([]);
  await page.close();
});

describe('a remote that is down', () => {
  afterEach(() => suite.shop.startApp('catalog'));

  test('the page is still server-rendered and its slot falls back with Retry', async () => {
    await suite.shop.stopApp('catalog');
    const html = await servedHtml('/category/laptops');
    // Header, nav and footer from the server; the catalog's slot left to the browser.
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('<footer');
    expect(mainOf(html)).not.toContain('<h1');

    const page = await suite.context.newPage();
    await page.goto(`${shellUrl}/category/laptops`);
    await page.getByText('This part of the shop could not be loaded.').waitFor();
    await page.getByRole('button', { name: 'Retry' }).first().waitFor();
    await page.close();
  });
});

describe('a server render over its time budget', () => {
  // A third shell server whose budget (1 ms) no page can meet: the catalog's slot is sent
  // in its loading state and rendered by the browser, the rest of the page by the server.
  const SLOW_PORT = Number(TEST_PORTS.SHELL_PORT) + 12;
  let slowHost: ShellServerProcess | undefined;

  beforeAll(async () => {
    slowHost = await startTestShell(suite.shop.apiUrl, SLOW_PORT, { remotes, budgetMs: 1 });
  }, 60_000);

  afterAll(async () => {
    await slowHost?.close();
  });

  test('the page comes with its header, nav and footer, and the browser renders the slot', async () => {
    const [first] = await products('category=laptops&pageSize=1');
    if (!first) throw new Error('the seeded catalog has no laptop');
    const response = await fetch(`http://localhost:${SLOW_PORT}/category/laptops`);
    expect(response.status).toBe(200);
    expect(response.headers.get('server-timing')).toContain('too slow');
    const html = decode(await response.text());
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('<footer');
    expect(mainOf(html)).not.toContain(first.name);

    const page = await suite.context.newPage();
    const errors = collectErrors(page);
    const complaints = hydrationComplaints(page);
    await page.goto(`http://localhost:${SLOW_PORT}/category/laptops`);
    await page.getByRole('heading', { name: first.name }).first().waitFor();
    expect(complaints).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a remote redeployed', () => {
  let deployDir: string;
  let catalogHost: FastifyInstance | undefined;
  let before: string | undefined;

  /** A copy of the catalog's build as release `version`, its server code patched. */
  function deploy(version: string, patch?: (code: string) => string) {
    const target = path.join(deployDir, version);
    fs.cpSync(path.join(ROOT, 'mfe-catalog/dist'), target, { recursive: true });
    if (!patch) return;
    const serverDir = path.join(target, 'server');
    let changed = 0;
    for (const file of fs.readdirSync(serverDir)) {
      const full = path.join(serverDir, file);
      const code = fs.readFileSync(full, 'utf8');
      const patched = patch(code);
      if (patched !== code) {
        fs.writeFileSync(full, patched);
        changed += 1;
      }
    }
    if (!changed) throw new Error("the patch changed nothing in the catalog's server build");
  }

  beforeAll(async () => {
    deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-ssr-'));
    deploy('v1');
    deploy('v2', (code) => code.replaceAll('Shop by category', 'Shop by department'));
    catalogHost = await startStaticServer({ root: deployDir, port: HOST_PORT, cors: true });
    before = remotes.catalog;
  }, 60_000);

  /** Points the catalog at `url` in the remotes.json the shell's server answers. */
  async function pointCatalogAt(url: string) {
    remotes.catalog = url;
    await shellHost?.setJson('/remotes.json', remotes);
  }

  afterAll(async () => {
    if (before) await pointCatalogAt(before);
    await catalogHost?.close();
    fs.rmSync(deployDir, { recursive: true, force: true });
  });

  test('switching remotes.json to a new build takes effect on the next request, without a restart', async () => {
    await pointCatalogAt(`http://localhost:${HOST_PORT}/v1/mf-manifest.json`);
    expect(mainOf(await servedHtml('/'))).toContain('Shop by category');

    await pointCatalogAt(`http://localhost:${HOST_PORT}/v2/mf-manifest.json`);
    const html = await servedHtml('/');
    expect(mainOf(html)).toContain('Shop by department');
    expect(mainOf(html)).not.toContain('Shop by category');
    // The browser is pointed at the release the server rendered.
    expect(html).toContain(`localhost:${HOST_PORT}/v2/`);
  });
});
