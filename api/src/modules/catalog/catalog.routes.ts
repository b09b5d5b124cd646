import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  catalogVersionSchema,
  getProductByIdSchema,
  getProductBySlugSchema,
  listCategoriesSchema,
  listProductSlugsSchema,
  listProductsSchema,
  listSubcategoriesSchema,
  searchProductsSchema,
  suggestSchema,
} from './catalog.schemas';
import {
  getProductById,
  getProductBySlug,
  listCategories,
  listProductSlugs,
  listProducts,
  listSubcategoriesOf,
  searchProducts,
  suggestProducts,
  type CatalogDeps,
} from './catalog.service';
import { TtlCache } from '../../lib/ttl-cache';
import { createCatalogIndex } from './search';
import { registerRequestLimit } from '../rate-limit/request-limit';
import { catalogVersionReader } from './catalog-version';
import { shopConfig } from '../shop-config/shop-config.service';

// Micro-caches of the serialized answers, keyed by the request URL. A hot product page
// or a popular search is then a map look-up, not queries plus JSON work, while what a
// shopper sees is at most this old. Stock is enforced again when an order is placed,
// so a product page one second behind a sale is harmless.
const PRODUCT_TTL_MS = 1_000;
const LIST_TTL_MS = 2_000;
const CATEGORIES_TTL_MS = 60_000;
const SLUGS_TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;
// A search or listing answer is about 25 kB against about 1 kB for a product, and most
// searches are asked once: at a few hundred searches a second, 2,000 of them held for
// their 2 s were 50 MB of strings the API kept for nothing (and the larger heap V8 grew
// around them). A popular query is asked again within far fewer answers than this.
const MAX_LIST_ENTRIES = 256;
const JSON_TYPE = 'application/json; charset=utf-8';
const RATE_WINDOW_MS = 60_000;

async function cachedJson(
  cache: TtlCache<string, Promise<string | Buffer>>,
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  let body = cache.get(request.url);
  if (body === undefined) {
    // The promise is cached, so concurrent misses share one computation. Serialized
    // with the route's response schema, exactly as an uncached answer would be, unless
    // the computation wrote the JSON itself (searches and listings: text, or the UTF-8
    // bytes the index's worker wrote, sent as they are).
    body = compute().then((value) =>
      typeof value === 'string' || Buffer.isBuffer(value) ? value : String(reply.serialize(value)),
    );
    cache.set(request.url, body);
    // Errors (404, 400) are never cached.
    body.catch(() => cache.delete(request.url));
  }
  return reply.type(JSON_TYPE).send(await body);
}

// Product and category reads. Public: guests browse the catalog.
export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // One per app instance: its index and caches live and die with the app.
  const index = createCatalogIndex(app.config, app.db);
  app.addHook('onClose', async () => {
    await index.close();
  });
  const catalog: CatalogDeps = { db: app.db, index };

  // Per client: a shopper typing in the search box and paging through results makes a
  // few requests a second at most; a scraper or a loop makes hundreds.
  const limit = app.config.CATALOG_RATE_LIMIT;
  await registerRequestLimit(app, 'catalog', limit > 0);
  const limited = limit > 0 ? { rateLimit: { max: limit, timeWindow: RATE_WINDOW_MS } } : undefined;
  const products = new TtlCache<string, Promise<string | Buffer>>(MAX_ENTRIES, PRODUCT_TTL_MS);
  const lists = new TtlCache<string, Promise<string | Buffer>>(MAX_LIST_ENTRIES, LIST_TTL_MS);
  const categories = new TtlCache<string, Promise<string | Buffer>>(100, CATEGORIES_TTL_MS);

  app.get('/products', { schema: listProductsSchema, config: limited }, async (request, reply) =>
    cachedJson(lists, request, reply, () => listProducts(catalog, request.query)),
  );

  app.get(
    '/products/search',
    { schema: searchProductsSchema, config: limited },
    async (request, reply) =>
      cachedJson(lists, request, reply, () => searchProducts(catalog, request.query)),
  );

  // Sitemaps read the whole shelf in a few large pages; crawlers fetch them rarely, and a
  // minute-old list is as good as a fresh one.
  const slugs = new TtlCache<string, Promise<string | Buffer>>(20, SLUGS_TTL_MS);
  app.get('/products/slugs', { schema: listProductSlugsSchema }, async (request, reply) =>
    cachedJson(slugs, request, reply, () => listProductSlugs(catalog, request.query)),
  );

  // Shoppers type the same first letters ('ry', 'rtx 4'): small answers, cached like
  // the lists.
  const suggestions = new TtlCache<string, Promise<string | Buffer>>(MAX_ENTRIES, LIST_TTL_MS);
  app.get('/products/suggest', { schema: suggestSchema, config: limited }, async (request, reply) =>
    cachedJson(suggestions, request, reply, () => suggestProducts(catalog, request.query.q)),
  );

  app.get('/products/slug/:slug', { schema: getProductBySlugSchema }, async (request, reply) =>
    cachedJson(products, request, reply, () => getProductBySlug(catalog, request.params.slug)),
  );

  app.get('/products/:id', { schema: getProductByIdSchema }, async (request, reply) =>
    cachedJson(products, request, reply, () => getProductById(catalog, request.params.id)),
  );

  // Polled by every shell server about once a second to drop its kept pages when the
  // catalog changes: an index look-up, so not limited (the pollers share one address
  // behind a proxy, and a limit would only turn their invalidation off). Never cached,
  // here or by a proxy: a version one second old is a second of stale pages.
  // When it moves, this instance's micro-caches may still hold the old answers for a
  // second or two: dropped, so the pages rendered again at once read the change.
  const version = catalogVersionReader(app.db, shopConfig(app.config), () => {
    products.clear();
    lists.clear();
    suggestions.clear();
  });
  app.get('/catalog/version', { schema: catalogVersionSchema }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { version: await version.read() };
  });

  app.get('/categories', { schema: listCategoriesSchema }, async (request, reply) =>
    cachedJson(categories, request, reply, async () => ({
      items: await listCategories(app.db),
    })),
  );

  app.get(
    '/categories/:name/subcategories',
    { schema: listSubcategoriesSchema },
    async (request, reply) =>
      cachedJson(categories, request, reply, async () => ({
        items: await listSubcategoriesOf(app.db, request.params.name),
      })),
  );
};
