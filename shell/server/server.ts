import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  isLocale,
  LOCALE_COOKIE,
  localizePath,
  splitLocale,
  type Locale,
} from '@shop/shared/src/contracts/locales';
import { forwardedFor, proxyApi } from './api-proxy';
import { addSecurityHeaders, cacheControlFor, listenOn, onRequestHost } from './static-server';
import { applyServerTimeouts, guardHost, isPublicFile, serverTimeouts } from './http-guards';
import { pageHtml, type HeadInput } from './page-html';
import { encodedBody, PageCache, type CachedPage, type CacheState } from './page-cache';
import { watchCatalogVersion } from './catalog-version';
import { withoutTracking } from './tracking-params';
import { renderThreadCount, threadRenderer, type Renderer } from './render-threads';

// The shell's Node server: every page is rendered on the server (the remotes composed
// through Module Federation's Node runtime, the data loaded here and handed to the page),
// the built files are served as the static server serves them, and /api goes to the API.

export interface ShellServerOptions {
  /** The shell's build (dist/, with dist/server/render.js). */
  root: string;
  port: number;
  host?: string;
  /** JSON answered in place of a file (remotes.json, shop-config.json for this run). */
  json?: Record<string, unknown>;
  /** The API's address: the server loads the pages' data there (and passes /api to it). */
  apiUrl: string;
  /** Where /api goes, when not (only) to apiUrl: several instances, separated by commas. */
  proxyApiTo?: string;
  /** How long a remote's page may take on the server (SSR_BUDGET_MS, 150 by default). */
  budgetMs?: number;
  /** How long loading a remote's server code may take, once per version (SSR_LOAD_MS, 3000). */
  loadTimeoutMs?: number;
  /**
   * How long a rendered catalog page is served from the shell's cache (SSR_CACHE_TTL_MS,
   * 2000 by default; 0 renders every request), and how long after that it is still
   * served while one background render replaces it (SSR_CACHE_STALE_MS, 3000).
   */
  cacheTtlMs?: number;
  cacheStaleMs?: number;
  /** How many rendered pages are kept (SSR_CACHE_ENTRIES, 500). */
  cacheEntries?: number;
  /**
   * How often the API's catalog version is asked for, the kept pages dropped when it
   * moves (SSR_CACHE_WATCH_MS, 1000 by default; 0 keeps pages for their lifetime only).
   */
  cacheWatchMs?: number;
  /**
   * How many threads render pages besides the server's own (SSR_THREADS; by default one
   * for each core but one, at most 4; 0 renders on the server's thread).
   */
  renderThreads?: number;
  /** Called once the warm-up after start (first render of the home page) has ended. */
  onWarmedUp?: () => void;
}

type SeoHead = (input: HeadInput) => string;

async function loadRenderer(root: string): Promise<Renderer> {
  // The bundle is CommonJS built for Node; its entry hands the renderer over asynchronously.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const bundle = require(path.join(root, 'server/render.js')) as
    { loadRenderer: () => Promise<Renderer> } | Promise<{ loadRenderer: () => Promise<Renderer> }>;
  const entry = await bundle;
  return entry.loadRenderer();
}

/** A module written beside this one that may not exist yet (head tags, sitemaps). */
async function optional<T>(name: string): Promise<T | null> {
  const file = path.join(__dirname, `${name}.ts`);
  if (!fs.existsSync(file)) return null;
  return (await import(file)) as T;
}

/**
 * A file of the build as `read` makes of it, read again only when the file changed (its
 * modification time or size): every page needs index.html, remotes.json and
 * shop-config.json, and an operator may point remotes.json elsewhere while the server runs.
 */
const readings = new Map<string, { stamp: string; value: unknown }>();

function readChanged<T>(file: string, read: (file: string) => T): T {
  let stamp = '';
  try {
    const stat = fs.statSync(file);
    stamp = `${stat.mtimeMs} ${stat.size} ${stat.ino}`;
  } catch {
    // Gone: read() says what that means.
  }
  const kept = readings.get(file);
  if (kept && stamp && kept.stamp === stamp) return kept.value as T;
  const value = read(file);
  readings.set(file, { stamp, value });
  return value;
}

function readJsonFile(root: string, name: string, overrides?: Record<string, unknown>): unknown {
  if (overrides?.[`/${name}`] !== undefined) return overrides[`/${name}`];
  return readChanged(path.join(root, name), (file) => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    } catch {
      return {};
    }
  });
}

/** The display currency the shopper chose (the currency switch's cookie). */
function currencyOf(request: FastifyRequest): 'BDT' | 'JPY' | undefined {
  const value = /(?:^|;\s*)currency=(BDT|JPY)(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  return value === 'BDT' || value === 'JPY' ? value : undefined;
}

/** The language the shopper chose in the switch (its cookie), if any. */
function chosenLocale(request: FastifyRequest): Locale | undefined {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`).exec(
    request.headers.cookie ?? '',
  )?.[1];
  return isLocale(value) ? value : undefined;
}

/**
 * Where a shopper who chose Japanese or Bangla goes from an address without a prefix (a
 * bookmark, a link that lost it): the same page in their language, before any English is
 * drawn. Only a choice made in the switch does this, never the browser's languages (those
 * are offered on the page), and an address with a prefix is always shown as it is.
 */
export function localeRedirect(url: string, chosen: Locale | undefined): string | null {
  const [pathname = '/', query] = url.split(/\?(.*)/s);
  if (!chosen || chosen === 'en' || splitLocale(pathname).locale !== 'en') return null;
  return `${localizePath(pathname, chosen)}${query === undefined ? '' : `?${query}`}`;
}

/**
 * The pages that are the same for every visitor of an address: home, the category
 * listings, a product, search. Their server render reads no session (it lives in the
 * browser), only the address, the host and the currency cookie.
 */
export function isCatalogPage(url: string): boolean {
  const { path: page } = splitLocale(url.split('?')[0] ?? '/');
  return (
    page === '/' ||
    page === '/search' ||
    /^\/(main-category|category|sub-category|product)\/[^/]+\/?$/.test(page)
  );
}

/** A shopper's own pages: never kept by the browser, a CDN or a proxy. */
export function isOwnPage(url: string): boolean {
  const { path: page } = splitLocale(url.split('?')[0] ?? '/');
  return /^\/(checkout|orders|track|profile|login|register|wishlist|compare|admin|pos)(\/|$)/.test(
    page,
  );
}

/** What a shared cache in front of the shell (a CDN) may do with a page. */
export function cacheControlOf(
  url: string,
  cache: { ttlMs: number; staleMs: number } | null,
  status: number,
): string {
  if (isOwnPage(url)) return 'no-store';
  if (!cache || status !== 200 || !isCatalogPage(url)) return 'no-cache';
  const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));
  // max-age=0: a browser asks again each time (a price it shows is then the CDN's, never
  // its own older copy); s-maxage and stale-while-revalidate are for shared caches.
  return `public, max-age=0, s-maxage=${seconds(cache.ttlMs)}, stale-while-revalidate=${seconds(cache.staleMs)}`;
}

function send(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  const { body, encoding } = encodedBody(page, String(request.headers['accept-encoding'] ?? ''));
  void reply.code(page.status).headers(page.headers).type('text/html; charset=utf-8');
  // The page depends on the currency cookie (and the language cookie, which redirects) as
  // well as the address.
  void reply.header('Vary', 'Accept-Encoding, Cookie');
  if (encoding) void reply.header('Content-Encoding', encoding);
  return reply.send(body);
}

export async function startShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const { headersTimeout, ...timeouts } = serverTimeouts();
  const app = Fastify({ logger: false, ...timeouts });
  applyServerTimeouts(app, headersTimeout);
  // Before anything reads the Host header: only the shop's own host names get an answer.
  guardHost(app);
  const seo = await optional<{ seoHead: SeoHead }>('seo');
  const seoRoutes = await optional<{
    registerSeoRoutes: (app: FastifyInstance, options: { apiUrl: string }) => unknown;
  }>('seo-routes');
  const budgetMs = options.budgetMs ?? Number(process.env.SSR_BUDGET_MS ?? 150);
  const loadTimeoutMs = options.loadTimeoutMs ?? Number(process.env.SSR_LOAD_MS ?? 3000);
  const remotesAtStart = readJsonFile(options.root, 'remotes.json', options.json) as Record<
    string,
    string
  >;
  const threads = options.renderThreads ?? renderThreadCount();
  const renderer =
    threads > 0
      ? threadRenderer(options.root, threads, { remotes: remotesAtStart, timeoutMs: loadTimeoutMs })
      : await loadRenderer(options.root);
  app.addHook('onClose', async () => renderer.close?.());
  const cacheTtlMs = options.cacheTtlMs ?? Number(process.env.SSR_CACHE_TTL_MS ?? 2000);
  const cacheStaleMs = options.cacheStaleMs ?? Number(process.env.SSR_CACHE_STALE_MS ?? 3000);
  const cache =
    cacheTtlMs > 0
      ? new PageCache({
          ttlMs: cacheTtlMs,
          staleMs: cacheStaleMs,
          maxEntries: options.cacheEntries ?? Number(process.env.SSR_CACHE_ENTRIES ?? 500),
        })
      : null;
  const cacheTimes = cache ? { ttlMs: cacheTtlMs, staleMs: cacheStaleMs } : null;
  const watchMs = options.cacheWatchMs ?? Number(process.env.SSR_CACHE_WATCH_MS ?? 1000);
  if (cache && watchMs > 0) {
    // The kept pages are dropped when the catalog changes (catalog-version.ts).
    const watch = watchCatalogVersion({
      apiUrl: options.apiUrl,
      intervalMs: watchMs,
      onChange: () => cache.clear(),
    });
    app.addHook('onClose', async () => watch.stop());
  }

  // Security headers as the static server sends them; remotes on this machine are named
  // by the host the page was opened by (a phone on the LAN loads them from this machine).
  addSecurityHeaders(app, {
    root: options.root,
    json: options.json,
    apiOrigin: options.apiUrl,
    remotesFollowHost: true,
  });
  proxyApi(app, options.proxyApiTo ?? options.apiUrl);
  const remotesFor = (host: string | undefined) =>
    Object.fromEntries(
      Object.entries(
        readJsonFile(options.root, 'remotes.json', options.json) as Record<string, unknown>,
      ).map(([name, url]) => [name, typeof url === 'string' ? onRequestHost(url, host) : url]),
    );
  app.get('/remotes.json', (request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(remotesFor(request.headers.host)),
  );
  for (const [url, body] of Object.entries(options.json ?? {})) {
    if (url === '/remotes.json') continue;
    app.get(url, (_request, reply) => reply.header('Cache-Control', 'no-cache').send(body));
  }
  if (seoRoutes) await seoRoutes.registerSeoRoutes(app, { apiUrl: options.apiUrl });

  // The page's template and the shell's stylesheets, as built (a new build of the shell
  // writes a new index.html).
  const shellFiles = () =>
    readChanged(path.join(options.root, 'index.html'), (file) => ({
      template: fs.readFileSync(file, 'utf8'),
      styles: fs
        .readdirSync(options.root)
        .filter((name) => name.endsWith('.css'))
        .map((name) => `/${name}`),
    }));
  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // A catalog page reached by a shared link or an ad: its address without the click's
    // tracking parameters, so every click is answered by the one kept page.
    const catalogPage = isCatalogPage(request.url);
    const clean = catalogPage ? withoutTracking(request.url) : null;
    const redirect = localeRedirect(clean ?? request.url, chosenLocale(request)) ?? clean;
    if (redirect) {
      return reply
        .code(302)
        .header('Location', redirect)
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Cookie')
        .send();
    }
    const host = request.headers.host;
    const currency = currencyOf(request);
    const renderNow = async (): Promise<{ page: CachedPage; keep: boolean }> => {
      const remotes = readJsonFile(options.root, 'remotes.json', options.json) as Record<
        string,
        string
      >;
      const config = readJsonFile(options.root, 'shop-config.json', options.json);
      const result = await renderer.render({
        url: request.url,
        remotes,
        config,
        apiUrl: options.apiUrl,
        budgetMs,
        loadTimeoutMs,
        currency,
        forwardedFor: forwardedFor(request.raw),
      });
      // The browser gets the addresses as seen from where it opened the page.
      result.payload.remotes = remotesFor(host) as Record<string, string>;
      result.styles = result.styles.map((url) => onRequestHost(url, host));
      result.scripts = result.scripts.map((url) => onRequestHost(url, host));
      const origin = `${request.protocol}://${host ?? 'localhost'}`;
      const { template, styles: shellStyles } = shellFiles();
      const html = pageHtml(template, result, origin, request.url, seo?.seoHead, shellStyles);
      const state = result.slot?.state ?? 'shell';
      // A load that failed (the API down, busy or limiting this shopper) shows its error
      // on the page; kept, every visitor would see it for the page's lifetime.
      const failedLoad = Object.values(result.payload.entries).some(
        (entry) => entry.status === 'error',
      );
      return {
        page: {
          status: result.status,
          html: Buffer.from(html),
          headers: {
            'Content-Language': result.locale ?? 'en',
            'Cache-Control': cacheControlOf(request.url, cacheTimes, result.status),
            'Server-Timing': `ssr;desc="${state}", render;desc="${result.passes}"`,
          },
        },
        // A page whose remote failed or was too slow is the browser's to finish: kept, it
        // would outlive the failure.
        keep: result.status === 200 && state === 'rendered' && !failedLoad,
      };
    };
    let answer: { page: CachedPage; state: CacheState };
    if (cache && catalogPage) {
      // Everything the render reads from the request, besides the address itself.
      const key = `${request.protocol}|${host ?? ''}|${currency ?? ''}|${request.url}`;
      answer = await cache.get(key, renderNow);
    } else {
      answer = { page: (await renderNow()).page, state: 'off' };
    }
    void reply.header('X-Cache', answer.state);
    return send(request, reply, answer.page);
  };
  // The home page is a page, not the static index.html.
  app.get('/', renderPage);
  app.get('/index.html', renderPage);

  await app.register(fastifyStatic, {
    root: options.root,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    index: false,
    // The server bundle is the server's own code, not the browser's; source maps stay off
    // the public path. Checked on the path as the file system resolves it.
    allowedPath: (pathName) => isPublicFile(pathName, { hideServerCode: true }),
    setHeaders(res, file) {
      res.setHeader('Cache-Control', cacheControlFor(path.relative(options.root, file)));
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    if (!wantsPage) return reply.code(404).type('text/plain').send('Not found');
    return renderPage(request, reply);
  });
  try {
    await listenOn(app, options.port, options.host);
  } catch (error) {
    await renderer.close?.();
    throw error;
  }
  // The first render loads the remote's server code and meets a cold API: done now, with
  // the code of every other server-rendered page, so the first shopper is not the one who
  // waits for it.
  void (async () => {
    await renderer.warmUp?.(remotesAtStart, loadTimeoutMs);
    await renderer.render({
      url: '/',
      remotes: remotesAtStart,
      config: readJsonFile(options.root, 'shop-config.json', options.json),
      apiUrl: options.apiUrl,
      budgetMs: loadTimeoutMs,
      loadTimeoutMs,
    });
  })()
    .catch(() => undefined)
    .finally(() => options.onWarmedUp?.());
  return app;
}
