import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  LOCALES,
  localizePath,
  type Locale,
} from '@shop/shared/src/contracts/locales';
import { REMOTE_ROUTES } from '@shop/shared/src/contracts/routes';
import { isPublicRoute, SHELL_ROUTES } from '../src/routes';

// robots.txt and the sitemaps, generated from the catalog as the API has it now. The
// sitemap protocol allows 50,000 addresses per file, so /sitemap.xml is an index: per
// language, one file of the shop's fixed pages and categories, then the products in files
// of up to 50,000 each (a 100k catalog is two files), each read from the API's slug list
// in one request. English files keep their names (sitemap-pages.xml,
// sitemap-products-1.xml); Japanese and Bangla ones carry the language
// (sitemap-pages-ja.xml, sitemap-products-bn-1.xml) and list the /ja and /bn addresses.

export interface SeoRoutesOptions {
  /** The API's address as this server reaches it, e.g. http://localhost:4000. */
  apiUrl: string;
  /** The shop's public origin; by default the one the request came by (its Host). */
  origin?: string;
  /** Product addresses per sitemap file (at most 50,000, the protocol's limit). */
  productsPerSitemap?: number;
  /** How long a generated file is reused, in ms (10 minutes by default). */
  cacheMs?: number;
}

export const MAX_URLS_PER_SITEMAP = 50_000;
const DEFAULT_CACHE_MS = 10 * 60_000;
const XML = 'application/xml; charset=utf-8';

/** A route's path up to its first parameter: '/orders/:id' -> '/orders'. */
const fixedPart = (path: string) => path.split('/:')[0] || '/';

/** Pages no search engine should crawl: a shopper's own, staff pages (in every language), the API's data. */
const DISALLOWED = [
  '/api/',
  ...new Set(
    SHELL_ROUTES.filter((route) => !isPublicRoute(route)).flatMap((route) =>
      LOCALES.map((locale) => localizePath(fixedPart(route.path), locale)),
    ),
  ),
];

/** A language's part of a sitemap file's name: '' for English, '-ja', '-bn'. */
const suffix = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `-${locale}`);

/** The pages the same for everyone with a fixed address (search results and comparisons are not listed). */
const FIXED_PAGES = SHELL_ROUTES.filter(
  (route) =>
    isPublicRoute(route) &&
    !route.path.includes(':') &&
    route.path !== REMOTE_ROUTES.catalog.search &&
    route.path !== REMOTE_ROUTES.catalog.compare,
).map((route) => route.path);

interface SlugPage {
  items: { slug: string; updatedAt: string }[];
  total: number;
}

interface Category {
  slug: string;
  subcategories: { name: string }[];
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function urlset(entries: { loc: string; lastmod?: string }[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(locations: string[]): string {
  const maps = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join('\n')}\n</sitemapindex>\n`;
}

class UpstreamError extends Error {}

export function registerSeoRoutes(app: FastifyInstance, options: SeoRoutesOptions): void {
  const api = options.apiUrl.replace(/\/+$/, '');
  const perFile = Math.min(
    Math.max(1, Math.floor(options.productsPerSitemap ?? MAX_URLS_PER_SITEMAP)),
    MAX_URLS_PER_SITEMAP,
  );
  const cacheMs = options.cacheMs ?? DEFAULT_CACHE_MS;
  const MAX_CACHED = 64;
  // Generated files by origin and name. A promise, so concurrent crawlers share one
  // generation; a failure is forgotten at once.
  const cache = new Map<string, { at: number; body: Promise<{ text: string; gzip?: Buffer }> }>();

  const originOf = (request: FastifyRequest) =>
    (options.origin ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  async function apiJson<T>(path: string): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${api}/api/v1${path}`, { signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      throw new UpstreamError(`The API did not answer: ${String(error)}`);
    }
    if (!response.ok) throw new UpstreamError(`The API answered ${response.status} for ${path}`);
    return (await response.json()) as T;
  }

  const productFiles = async () => {
    const { total } = await apiJson<SlugPage>('/products/slugs?page=1&pageSize=1');
    return Math.max(1, Math.ceil(total / perFile));
  };

  async function generate(origin: string, name: string): Promise<string | null> {
    if (name === 'robots.txt') {
      return [
        'User-agent: *',
        ...DISALLOWED.map((path) => `Disallow: ${path}`),
        // Product images are worth finding; the rest of the API is not.
        'Allow: /api/v1/images/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    }
    if (name === 'sitemap.xml') {
      const files = await productFiles();
      return sitemapIndex(
        LOCALES.flatMap((locale) => [
          `${origin}/sitemap-pages${suffix(locale)}.xml`,
          ...Array.from(
            { length: files },
            (_, i) => `${origin}/sitemap-products${suffix(locale)}-${i + 1}.xml`,
          ),
        ]),
      );
    }
    const pages = /^sitemap-pages(?:-(ja|bn))?\.xml$/.exec(name);
    if (pages) {
      const locale = (pages[1] as Locale | undefined) ?? DEFAULT_LOCALE;
      const { items } = await apiJson<{ items: Category[] }>('/categories');
      const categories = items.flatMap((category) => [
        `/category/${encodeURIComponent(category.slug)}`,
        ...category.subcategories.map((sub) => `/sub-category/${encodeURIComponent(sub.name)}`),
      ]);
      return urlset(
        [...new Set([...FIXED_PAGES, ...categories])].map((path) => ({
          loc: `${origin}${localizePath(path, locale)}`,
        })),
      );
    }
    const product = /^sitemap-products-(?:(ja|bn)-)?([1-9]\d{0,5})\.xml$/.exec(name);
    if (product) {
      const locale = (product[1] as Locale | undefined) ?? DEFAULT_LOCALE;
      const n = Number(product[2]);
      const page = await apiJson<SlugPage>(`/products/slugs?page=${n}&pageSize=${perFile}`);
      if (page.items.length === 0 && n > Math.max(1, Math.ceil(page.total / perFile))) return null;
      return urlset(
        page.items.map((item) => ({
          loc: `${origin}${localizePath(`/product/${encodeURIComponent(item.slug)}`, locale)}`,
          lastmod: item.updatedAt,
        })),
      );
    }
    return null;
  }

  async function answer(request: FastifyRequest, reply: FastifyReply, name: string) {
    const origin = originOf(request);
    const key = `${origin} ${name}`;
    let entry = cache.get(key);
    if (!entry || Date.now() - entry.at > cacheMs) {
      const body = generate(origin, name).then((text) => {
        if (text === null) throw new NotFound();
        // Product files are megabytes of text: compressed once, not per crawler.
        return text.length > 1024 ? { text, gzip: zlib.gzipSync(text) } : { text };
      });
      entry = { at: Date.now(), body };
      cache.set(key, entry);
      body.catch(() => cache.delete(key));
      // Old origins' entries go with their age, and the cache never holds more than
      // MAX_CACHED files (oldest first out): hosts are checked before this, but a cache
      // keyed by anything a client sends is bounded all the same.
      for (const [other, value] of cache) if (Date.now() - value.at > cacheMs) cache.delete(other);
      for (const other of cache.keys()) {
        if (cache.size <= MAX_CACHED) break;
        cache.delete(other);
      }
    }
    try {
      const { text, gzip } = await entry.body;
      void reply
        .type(name.endsWith('.txt') ? 'text/plain; charset=utf-8' : XML)
        .header('Cache-Control', 'public, max-age=3600')
        .header('Vary', 'Accept-Encoding');
      if (gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('Content-Encoding', 'gzip').send(gzip);
      }
      return reply.send(text);
    } catch (error) {
      if (error instanceof NotFound) return reply.code(404).type('text/plain').send('Not found');
      // The catalog is out of reach: a crawler should come back, not drop the shop's pages.
      return reply
        .code(503)
        .header('Retry-After', '300')
        .type('text/plain')
        .send('The catalog is not available right now');
    }
  }

  app.get('/robots.txt', (request, reply) => answer(request, reply, 'robots.txt'));
  app.get('/sitemap.xml', (request, reply) => answer(request, reply, 'sitemap.xml'));
  app.get('/sitemap-pages.xml', (request, reply) => answer(request, reply, 'sitemap-pages.xml'));
  app.get<{ Params: { file: string } }>('/sitemap-pages-:file', (request, reply) =>
    answer(request, reply, `sitemap-pages-${request.params.file}`),
  );
  app.get<{ Params: { file: string } }>('/sitemap-products-:file', (request, reply) =>
    answer(request, reply, `sitemap-products-${request.params.file}`),
  );
}

class NotFound extends Error {}
