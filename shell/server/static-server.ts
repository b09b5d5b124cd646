import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { contentSecurityPolicy, readCspSources, securityHeaders } from './security-headers';
import { applyServerTimeouts, guardHost, isPublicFile, serverTimeouts } from './http-guards';
import { registerSeoRoutes } from './seo-routes';
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

// Remotes configured on this machine (localhost, by port) are named in remotes.json and
// in the CSP by the host the page itself was opened by, so a phone that opened the shop
// at http://192.168.1.20:3000 loads the catalog from http://192.168.1.20:3001, not from
// its own localhost. Remotes on other hosts are left as configured.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `url` with a loopback host replaced by the one of `requestHost` (a Host header). */
export function onRequestHost(url: string, requestHost: string | undefined): string {
  if (!requestHost) return url;
  let target: URL;
  let host: string;
  try {
    target = new URL(url);
    host = new URL(`http://${requestHost}`).hostname;
  } catch {
    return url;
  }
  if (!LOOPBACK.has(target.hostname) || !url.startsWith(target.origin)) return url;
  const port = target.port ? `:${target.port}` : '';
  return `${target.protocol}//${host}${port}${url.slice(target.origin.length)}`;
}

/** Where the servers listen unless HOST says: every interface (IPv6 and IPv4, or IPv4). */
export const ALL_INTERFACES = '::';

export async function startStaticServer(options: {
  root: string;
  port: number;
  /** Address to listen on; every interface by default. */
  host?: string;
  /** Name local remotes by the host each page was requested by (the shell). */
  remotesFollowHost?: boolean;
  /** Remote entries are fetched cross-origin by the shell. */
  cors?: boolean;
  /** JSON answered in place of a file (runtime config for a non-default set of ports). */
  json?: Record<string, unknown>;
  /** The API's address, allowed by the Content Security Policy (besides the own origin). */
  apiOrigin?: string;
  /** Pass /api/* to the API at this address, so pages reach it on their own origin. */
  proxyApiTo?: string;
}): Promise<FastifyInstance> {
  // Stopping a remote's server ends its connections at once: a browser's open or
  // half-sent request must not keep it up (a stop could otherwise wait on a tab).
  const { headersTimeout, ...timeouts } = serverTimeouts();
  const app = Fastify({ logger: false, forceCloseConnections: true, ...timeouts });
  applyServerTimeouts(app, headersTimeout);
  // The shell's origin builds addresses from the Host header: only its own names answer.
  if (options.remotesFollowHost) guardHost(app);
  addSecurityHeaders(app, {
    root: options.root,
    json: options.json,
    apiOrigin: options.apiOrigin,
    remotesFollowHost: Boolean(options.remotesFollowHost),
  });
  if (options.proxyApiTo) {
    proxyApi(app, options.proxyApiTo);
    // The shop's own origin (the shell): robots.txt and sitemaps from the catalog.
    registerSeoRoutes(app, { apiUrl: options.proxyApiTo });
  }
  for (const [url, body] of Object.entries(options.json ?? {})) {
    if (options.remotesFollowHost && url === '/remotes.json') continue;
    app.get(url, (_request, reply) => reply.header('Cache-Control', 'no-cache').send(body));
  }
  if (options.remotesFollowHost) {
    app.get('/remotes.json', (request, reply) => {
      const remotes = readRemotesJson(options.root, options.json);
      if (remotes === undefined) return reply.callNotFound();
      const answer = Object.fromEntries(
        Object.entries(remotes).map(([name, url]) => [
          name,
          typeof url === 'string' ? onRequestHost(url, request.headers.host) : url,
        ]),
      );
      return reply.header('Cache-Control', 'no-cache').send(answer);
    });
  }
  await app.register(fastifyStatic, {
    root: options.root,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    // Source maps stay off the public path; a remote's server/ folder is public (the
    // shell's server loads it), the shell's is not.
    allowedPath: (pathName) =>
      isPublicFile(pathName, { hideServerCode: Boolean(options.remotesFollowHost) }),
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
  await listenOn(app, options.port, options.host);
  return app;
}

/**
 * Every answer carries the security headers. The CSP follows remotes.json and
 * shop-config.json as they are now (re-read at most once a second); with
 * `remotesFollowHost`, remotes on this machine are named by the host the page was opened by.
 */
export function addSecurityHeaders(
  app: FastifyInstance,
  options: {
    root: string;
    json?: Record<string, unknown>;
    apiOrigin?: string;
    remotesFollowHost: boolean;
  },
): void {
  let csp = { at: 0, sources: readCspSources(options.root, options.json, options.apiOrigin) };
  const byHost = new Map<string, string>();
  app.addHook('onRequest', async (request, reply) => {
    const now = Date.now();
    if (now - csp.at > 1000) {
      csp = { at: now, sources: readCspSources(options.root, options.json, options.apiOrigin) };
      byHost.clear();
    }
    const host = options.remotesFollowHost ? request.headers.host : undefined;
    let value = byHost.get(host ?? '');
    if (value === undefined) {
      const { remotes, api } = csp.sources;
      value = contentSecurityPolicy({ api, remotes: remotes.map((r) => onRequestHost(r, host)) });
      // Host headers are the client's to choose: remember a few, not every one sent.
      if (byHost.size < 64) byHost.set(host ?? '', value);
    }
    void reply.headers(securityHeaders(value));
  });
}

/** Listens on `host`, or on every interface (IPv4 only where the machine has no IPv6). */
export async function listenOn(app: FastifyInstance, port: number, host?: string): Promise<void> {
  try {
    await app.listen({ port, host: host ?? ALL_INTERFACES });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (host !== undefined || (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL')) {
      throw error;
    }
    await app.listen({ port, host: '0.0.0.0' });
  }
}

/** remotes.json as answered: the override, else the built file; undefined if neither. */
function readRemotesJson(
  root: string,
  json: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  let value = json?.['/remotes.json'];
  if (value === undefined) {
    try {
      value = JSON.parse(fs.readFileSync(path.join(root, 'remotes.json'), 'utf8')) as unknown;
    } catch {
      return undefined;
    }
  }
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}
