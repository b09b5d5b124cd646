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

// A search page's server render asks for its results: a listing, counted by the limit.
// Each shopper opens an address of their own (the shell's cache is keyed by it).
const search = (tag: string) => `/search?q=ryzen&${tag}`;

interface Settled {
  status: 'success' | 'error';
  error?: { code: string };
}

/** A page as a shopper at `address` gets it: status, cache, and its loads' outcomes. */
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
    resultsLoaded: Object.entries(entries).some(
      ([key, entry]) => key.startsWith('search:') && entry.status === 'success',
    ),
  };
}

test("shoppers opening search pages at once each count against their own limit, not against the shell's server", async () => {
  const shoppers = Array.from({ length: LIMIT * 3 }, (_, n) => n);
  const pages = await Promise.all(
    shoppers.map((n) => openAs(`203.0.113.${n + 1}`, search(`shopper=${n}`))),
  );
  for (const page of pages) {
    expect(page).toEqual({ status: 200, cache: 'miss', failed: [], resultsLoaded: true });
  }
});

test('a page whose data the API refused this shopper is shown to them but not kept for the next visitor', async () => {
  const greedy = '203.0.113.200';
  // One shopper opens more search pages in a minute than the limit allows.
  const opened = [];
  for (let n = 0; n <= LIMIT; n += 1) {
    opened.push(await openAs(greedy, search(`greedy=${n}`)));
  }
  const refused = opened.at(-1);
  expect(refused?.status).toBe(200);
  expect(refused?.failed.some((failure) => failure.endsWith('RATE_LIMITED'))).toBe(true);
  // Someone else asks for the same address: rendered for them, with its results.
  const next = await openAs('203.0.113.201', search(`greedy=${LIMIT}`));
  expect(next).toEqual({ status: 200, cache: 'miss', failed: [], resultsLoaded: true });
  // And that whole page is the one kept.
  const after = await openAs('203.0.113.202', search(`greedy=${LIMIT}`));
  expect(after).toEqual({ status: 200, cache: 'hit', failed: [], resultsLoaded: true });
});
