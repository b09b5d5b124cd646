import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

// What the shop's own servers (the shell's and the remotes') accept before anything is
// read or rendered: the host names they answer for, the paths they serve, and how long
// a client may take. OWASP ASVS V14 and API4 (unrestricted resource consumption).

/**
 * The host names the shell answers for: this machine's own (localhost, its interface
 * addresses and name, so a phone on the LAN still opens the shop), the one of SHOP_URL,
 * and those listed in ALLOWED_HOSTS (comma-separated, e.g. `shop.example.com,www.shop.example.com`).
 * A Host header is the client's to choose: everything built from it (the CSP, the
 * remotes' addresses, canonical links, robots.txt, the sitemap cache) is built from this
 * list only.
 */
export function allowedHosts(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const hosts = new Set(['localhost', '127.0.0.1', '::1']);
  for (const address of Object.values(os.networkInterfaces()).flat()) {
    if (address) hosts.add(address.address.toLowerCase());
  }
  hosts.add(os.hostname().toLowerCase());
  const configured = [
    ...(env.SHOP_URL ? [hostnameOfUrl(env.SHOP_URL)] : []),
    ...(env.ALLOWED_HOSTS ?? '').split(',').map((name) => hostnameOf(name.trim())),
  ];
  for (const name of configured) if (name) hosts.add(name);
  return hosts;
}

function hostnameOfUrl(url: string): string | undefined {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return undefined;
  }
}

/** The host name of a Host header (`name`, `name:port`, `[v6]:port`), or undefined. */
export function hostnameOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  return hostnameOfUrl(`http://${host}`);
}

const MISDIRECTED =
  'Misdirected request: this server does not answer for that host name (see ALLOWED_HOSTS).';

/** Answers 421 to a request for a host name that is not this shop's, before anything else. */
export function guardHost(app: FastifyInstance, hosts: Set<string> = allowedHosts()): void {
  app.addHook('onRequest', async (request, reply) => {
    const name = hostnameOf(request.headers.host);
    if (name !== undefined && hosts.has(name)) return;
    return reply
      .code(421)
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(MISDIRECTED);
  });
}

/**
 * The path a static file rule sees, as the file system will: percent-decoded, dot
 * segments resolved and repeated slashes collapsed (`//server/render.js` and
 * `/assets/../server/render.js` are `/server/render.js`). Null when it cannot be decoded.
 */
export function normalizedPath(pathName: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    return null;
  }
  return path.posix.normalize(`/${decoded}`.replace(/\\/g, '/')).replace(/\/{2,}/g, '/');
}

/**
 * Whether a built file may be served. Source maps hold the full source (the back office
 * included): they stay on disk for error reporting, never on the public path. A server
 * whose `server/` folder is its own code (the shell's) hides that too.
 */
export function isPublicFile(pathName: string, options: { hideServerCode: boolean }): boolean {
  const clean = normalizedPath(pathName);
  if (clean === null) return false;
  if (clean.endsWith('.map') || clean.endsWith('.map.br') || clean.endsWith('.map.gz'))
    return false;
  return !(options.hideServerCode && (clean === '/server' || clean.startsWith('/server/')));
}

/** Milliseconds, from the environment or the default. */
function ms(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * Timeouts of every server of the shop: a connection idle this long is closed
 * (IDLE_TIMEOUT_MS, 30 s: a request stalled mid-body included), its headers must arrive
 * within HEADERS_TIMEOUT_MS (15 s) and the whole request within REQUEST_TIMEOUT_MS (60 s).
 */
export function serverTimeouts(
  env: NodeJS.ProcessEnv = process.env,
): Pick<FastifyServerOptions, 'connectionTimeout' | 'requestTimeout'> & { headersTimeout: number } {
  return {
    connectionTimeout: ms(env.IDLE_TIMEOUT_MS, 30_000),
    requestTimeout: ms(env.REQUEST_TIMEOUT_MS, 60_000),
    headersTimeout: ms(env.HEADERS_TIMEOUT_MS, 15_000),
  };
}

/** A Fastify instance's options with the timeouts, and the header timeout set on its server. */
export function applyServerTimeouts(app: FastifyInstance, headersTimeout: number): void {
  // Node requires the headers' limit to be below the whole request's.
  app.server.headersTimeout = Math.min(headersTimeout, app.server.requestTimeout || headersTimeout);
}
