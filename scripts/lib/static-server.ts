import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { contentSecurityPolicy, readCspSources, securityHeaders } from './security-headers';
import { proxyApi } from './api-proxy';

// Serves one built app (the shell or a remote) the way production would: precompressed
// brotli/gzip, entry files revalidated every time, hashed files cached for a year.

const NO_CACHE =
  /(^|\/)(index\.html|remotes\.json|shop-config\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css)$|(^|\/)assets\//;

export function cacheControlFor(file: string): string {
  // Precompressed files arrive here by their .br/.gz name; the rule is the original's.
  const name = file
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (NO_CACHE.test(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

export async function startStaticServer(options: {
  root: string;
  port: number;
  host?: string;
  /** Remote entries are fetched cross-origin by the shell. */
  cors?: boolean;
  /** JSON answered in place of a file (runtime config for a non-default set of ports). */
  json?: Record<string, unknown>;
  /** The API's address, allowed by the Content Security Policy (besides the own origin). */
  apiOrigin?: string;
  /** Pass /api/* to the API at this address, so pages reach it on their own origin. */
  proxyApiTo?: string;
}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  // Every answer carries the security headers. The CSP follows remotes.json and
  // shop-config.json as they are now (re-read at most once a second).
  let csp = { at: 0, value: '' };
  app.addHook('onRequest', async (_request, reply) => {
    const now = Date.now();
    if (now - csp.at > 1000) {
      const sources = readCspSources(options.root, options.json, options.apiOrigin);
      csp = { at: now, value: contentSecurityPolicy(sources) };
    }
    void reply.headers(securityHeaders(csp.value));
  });
  if (options.proxyApiTo) proxyApi(app, options.proxyApiTo);
  for (const [url, body] of Object.entries(options.json ?? {})) {
    app.get(url, (_request, reply) => reply.header('Cache-Control', 'no-cache').send(body));
  }
  await app.register(fastifyStatic, {
    root: options.root,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(res, file) {
      res.setHeader('Cache-Control', cacheControlFor(path.relative(options.root, file)));
      if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  // Client-side routes: any page path gets index.html; a missing file stays a 404.
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    if (!wantsPage) return reply.code(404).type('text/plain').send('Not found');
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
  await app.listen({ port: options.port, host: options.host ?? 'localhost' });
  return app;
}
