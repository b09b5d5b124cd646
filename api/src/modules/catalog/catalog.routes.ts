import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  getProductByIdSchema,
  getProductBySlugSchema,
  listCategoriesSchema,
  listProductsSchema,
  listSubcategoriesSchema,
  searchProductsSchema,
  suggestSchema,
} from './catalog.schemas';
import { CatalogService, listCategories, listSubcategoriesOf } from './catalog.service';
import { TtlCache } from './ttl-cache';
import { createCatalogIndex } from './catalog-index.client';
import { HttpError } from '../../lib/http-error';

// Micro-caches of the serialized answers, keyed by the request URL. A hot product page
// or a popular search is then a map look-up, not queries plus JSON work, while what a
// shopper sees is at most this old. Stock is enforced again when an order is placed,
// so a product page one second behind a sale is harmless.
const PRODUCT_TTL_MS = 1_000;
const LIST_TTL_MS = 2_000;
const CATEGORIES_TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;
const JSON_TYPE = 'application/json; charset=utf-8';
const RATE_WINDOW_MS = 60_000;

async function cachedJson(
  cache: TtlCache<string, Promise<string>>,
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  let body = cache.get(request.url);
  if (body === undefined) {
    // The promise is cached, so concurrent misses share one computation. Serialized
    // with the route's response schema, exactly as an uncached answer would be.
    body = compute().then((value) => String(reply.serialize(value)));
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
  const catalog = new CatalogService(app.db, index);

  // Per client (its address, as TRUST_PROXY lets Fastify see it behind a proxy): a
  // shopper typing in the search box and paging through results makes a few requests a
  // second at most; a scraper or a loop makes hundreds. Answered with 429 and
  // Retry-After. Off when CATALOG_RATE_LIMIT is 0.
  const limit = app.config.CATALOG_RATE_LIMIT;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => HttpError.tooManyRequests(),
  });
  const limited = limit > 0 ? { rateLimit: { max: limit, timeWindow: RATE_WINDOW_MS } } : undefined;
  const products = new TtlCache<string, Promise<string>>(MAX_ENTRIES, PRODUCT_TTL_MS);
  const lists = new TtlCache<string, Promise<string>>(MAX_ENTRIES, LIST_TTL_MS);
  const categories = new TtlCache<string, Promise<string>>(100, CATEGORIES_TTL_MS);

  app.get('/products', { schema: listProductsSchema, config: limited }, async (request, reply) =>
    cachedJson(lists, request, reply, () => catalog.list(request.query)),
  );

  app.get(
    '/products/search',
    { schema: searchProductsSchema, config: limited },
    async (request, reply) =>
      cachedJson(lists, request, reply, () => catalog.search(request.query)),
  );

  app.get('/products/suggest', { schema: suggestSchema, config: limited }, async (request) =>
    catalog.suggest(request.query.q),
  );

  app.get('/products/slug/:slug', { schema: getProductBySlugSchema }, async (request, reply) =>
    cachedJson(products, request, reply, () => catalog.getBySlug(request.params.slug)),
  );

  app.get('/products/:id', { schema: getProductByIdSchema }, async (request, reply) =>
    cachedJson(products, request, reply, () => catalog.getById(request.params.id)),
  );

  app.get('/categories', { schema: listCategoriesSchema }, async (request, reply) =>
    cachedJson(categories, request, reply, async () => ({
      items: await listCategories(catalog.repository),
    })),
  );

  app.get(
    '/categories/:name/subcategories',
    { schema: listSubcategoriesSchema },
    async (request, reply) =>
      cachedJson(categories, request, reply, async () => ({
        items: await listSubcategoriesOf(catalog.repository, request.params.name),
      })),
  );
};
