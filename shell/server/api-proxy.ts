import http from 'node:http';
import type { FastifyInstance } from 'fastify';

// The shop under one origin (docs/product.md D14): the shell's server passes /api/* to the API,
// as a deployment behind one domain does. Pages then call the API on their own origin,
// so the shop works however it is opened (localhost, 127.0.0.1, a LAN address) with no
// CORS, and the API sees the shopper's address in X-Forwarded-For.

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  }
  return out;
}

/**
 * X-Forwarded-For as the API should see it for a request that came to this server: the
 * chain the client sent (trusted by the API only as far as TRUST_PROXY says) and the
 * address this server saw. The proxy sends it, and so do the calls a page's server render
 * makes for that request: the API then counts its rate limits per shopper, not against the
 * shell's server, which renders for all of them.
 */
export function forwardedFor(request: http.IncomingMessage): string {
  const client = request.socket.remoteAddress ?? '';
  const prior = request.headers['x-forwarded-for'];
  return prior ? `${String(prior)}, ${client}` : client;
}

/** An upstream that refused a connection is skipped for this long, then tried again. */
const DOWN_FOR_MS = 5_000;

/**
 * Adds a route passing every /api/* request to `target` (e.g. http://localhost:4000), or
 * to several API instances: `target` then lists them separated by commas, and requests
 * take them in turn (round robin). A request whose instance refuses the connection goes
 * to the next one (its body is not read until a connection is made), and that instance is
 * skipped for a few seconds; only when none answers does the shopper get the 503.
 */
export function proxyApi(app: FastifyInstance, target: string): void {
  const bases = target
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
    .map((address) => new URL(address));
  const downUntil = bases.map(() => 0);
  let next = 0;
  /** The instances in the order this request should try them. */
  const order = (): number[] => {
    const start = next;
    next = (next + 1) % bases.length;
    const now = Date.now();
    const all = bases.map((_, i) => (start + i) % bases.length);
    return [...all.filter((i) => downUntil[i]! <= now), ...all.filter((i) => downUntil[i]! > now)];
  };
  const agent = new http.Agent({ keepAlive: true });
  // Bodies stream through untouched: Fastify must not parse them first.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all('/api/*', (request, reply) => {
      reply.hijack();
      const headers = forwardable(request.headers);
      headers['x-forwarded-for'] = forwardedFor(request.raw);
      headers['x-forwarded-host'] = request.headers.host ?? '';
      headers['x-forwarded-proto'] = 'http';
      const unavailable = () => {
        // 503, as a balancer with no healthy backend answers: the shop's pages read a bare
        // 503 as "the API cannot be reached" (catalog sample data) and sign-in says the
        // service is unavailable, instead of a generic failure.
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '5' });
        }
        reply.raw.end();
      };
      const attempt = (candidates: number[]) => {
        const index = candidates[0];
        if (index === undefined) return unavailable();
        const base = bases[index]!;
        let connected = false;
        const upstream = http.request(
          {
            protocol: base.protocol,
            hostname: base.hostname,
            port: base.port,
            method: request.method,
            path: request.url,
            headers: { ...headers, host: base.host },
            agent,
          },
          (answer) => {
            const out = forwardable(answer.headers);
            reply.raw.writeHead(answer.statusCode ?? 502, out);
            answer.pipe(reply.raw);
          },
        );
        const send = () => {
          connected = true;
          request.raw.pipe(upstream);
        };
        upstream.on('socket', (socket) => {
          if (socket.connecting) socket.once('connect', send);
          else send();
        });
        upstream.on('error', () => {
          if (!connected && candidates.length > 1) {
            // Nothing of the request was sent: the next instance gets all of it.
            downUntil[index] = Date.now() + DOWN_FOR_MS;
            attempt(candidates.slice(1));
          } else unavailable();
        });
      };
      attempt(order());
    });
  });
  app.addHook('onClose', async () => {
    agent.destroy();
  });
}
