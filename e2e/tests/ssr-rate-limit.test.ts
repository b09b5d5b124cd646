import { startTestShell, type ShellServerProcess } from '../support/shell-process';
import { TEST_PORTS } from '../support/shop';
import { shopSuite } from '../support/suite';

// The API limits catalog reads per client (CATALOG_RATE_LIMIT a minute). The shell's
// server renders every shopper's page from one address: the data calls of a page's server
// render say whom they are for (X-Forwarded-For, as the /api proxy does), so many shoppers
// opening pages at once never meet a limit that is meant for one of them, and a page
// whose data the API refused is not kept for other visitors. Over HTTP, against a shell
// server with its page cache on, over the suite's real API and remotes.

const LIMIT = 4;
const suite = shopSuite({ env: { CATALOG_RATE_LIMIT: String(LIMIT) } });
const SHELL_PORT = Number(TEST_PORTS.SHELL_PORT) + 12;
const shellUrl = `http://localhost:${SHELL_PORT}`;
let shellHost: ShellServerProcess | undefined;

beforeAll(async () => {
  shellHost = await startTestShell(suite.shop.apiUrl, SHELL_PORT, {
    cacheTtlMs: 60_000,
    cacheStaleMs: 0,
    cacheWatchMs: 0,
  });
}, 60_000);

afterAll(async () => {
  await shellHost?.close();
});

/** Slugs of products (each product page asks for its similar products: a listing). */
async function productSlugs(count: number): Promise<string[]> {
  const response = await fetch(`${suite.shop.apiUrl}/api/v1/products?pageSize=${count}`, {
    // The test's own look-up, counted apart from the shoppers below.
    headers: { 'X-Forwarded-For': '198.51.100.250' },
  });
  const slugs = ((await response.json()) as { items: { slug: string }[] }).items.map(
    (item) => item.slug,
  );
  if (slugs.length < count) throw new Error(`the catalog has fewer than ${count} products`);
  return slugs;
}

interface Settled {
  status: 'success' | 'error';
  error?: { code: string };
}

/** A product page as a shopper at `address` gets it: status, cache, and its loads' outcomes. */
async function openAs(address: string, pagePath: string) {
  // The shopper's own proxy (their address first), as a load balancer in front of the
  // shell would say it; the shell's server adds the address it saw.
  const response = await fetch(`${shellUrl}${pagePath}`, {
    headers: { 'X-Forwarded-For': address },
  });
  const html = await response.text();
  const payload = /<script type="application\/json" id="shop-ssr-data">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  if (!payload) throw new Error(`${pagePath} holds no server data`);
  const entries = (JSON.parse(payload) as { entries: Record<string, Settled> }).entries;
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    failed: Object.entries(entries)
      .filter(([, entry]) => entry.status === 'error')
      .map(([key, entry]) => `${key}: ${entry.error?.code ?? ''}`),
    similarLoaded: Object.entries(entries).some(
      ([key, entry]) => key.startsWith('similar:') && entry.status === 'success',
    ),
  };
}

test("shoppers opening product pages at once each count against their own limit, not against the shell's server", async () => {
  const shoppers = LIMIT * 3;
  const slugs = await productSlugs(shoppers);
  const pages = await Promise.all(
    slugs.map((slug, n) => openAs(`203.0.113.${n + 1}`, `/product/${slug}?shopper=${n}`)),
  );
  for (const page of pages) {
    expect(page).toEqual({ status: 200, cache: 'miss', failed: [], similarLoaded: true });
  }
});

test('a page whose data the API refused this shopper is shown to them but not kept for the next visitor', async () => {
  const slugs = await productSlugs(LIMIT + 1);
  const greedy = '203.0.113.200';
  // One shopper opens more product pages in a minute than the limit allows.
  const opened = [];
  for (const [n, slug] of slugs.entries()) {
    opened.push(await openAs(greedy, `/product/${slug}?greedy=${n}`));
  }
  const refused = opened.at(-1);
  expect(refused?.status).toBe(200);
  expect(refused?.failed.some((failure) => failure.endsWith('RATE_LIMITED'))).toBe(true);
  // Someone else asks for the same address: rendered for them, with its similar products.
  const next = await openAs('203.0.113.201', `/product/${slugs.at(-1)}?greedy=${LIMIT}`);
  expect(next).toEqual({ status: 200, cache: 'miss', failed: [], similarLoaded: true });
  // And that whole page is the one kept.
  const after = await openAs('203.0.113.202', `/product/${slugs.at(-1)}?greedy=${LIMIT}`);
  expect(after).toEqual({ status: 200, cache: 'hit', failed: [], similarLoaded: true });
});
