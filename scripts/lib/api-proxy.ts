import http from 'node:http';
import type { FastifyInstance } from 'fastify';

// The shop under one origin (decisions 14): the shell's server passes /api/* to the API,
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

/** Adds a route passing every /api/* request to `target` (e.g. http://localhost:4000). */
export function proxyApi(app: FastifyInstance, target: string): void {
  const base = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  // Bodies stream through untouched: Fastify must not parse them first.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all('/api/*', (request, reply) => {
      reply.hijack();
      const headers = forwardable(request.headers);
      const client = request.socket.remoteAddress ?? '';
      const prior = request.headers['x-forwarded-for'];
      headers['x-forwarded-for'] = prior ? `${String(prior)}, ${client}` : client;
      headers['x-forwarded-host'] = request.headers.host ?? '';
      headers['x-forwarded-proto'] = 'http';
      headers.host = base.host;
      const upstream = http.request(
        {
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          method: request.method,
          path: request.url,
          headers,
          agent,
        },
        (answer) => {
          const out = forwardable(answer.headers);
          reply.raw.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(reply.raw);
        },
      );
      upstream.on('error', () => {
        // 503, as a balancer with no healthy backend answers: the shop's pages read a bare
        // 503 as "the API cannot be reached" (catalog sample data) and sign-in says the
        // service is unavailable, instead of a generic failure.
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '5' });
        }
        reply.raw.end();
      });
      request.raw.pipe(upstream);
    });
  });
  app.addHook('onClose', async () => {
    agent.destroy();
  });
}
