import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { OPENAPI_UI_PREFIX } from './openapi';

// The API answers JSON and SVG: nothing in it should ever run as a page. Every answer
// says so (default-src 'none', no framing, no sniffing). The documentation UI, when it
// is on, is a page of its own and gets a policy that lets it work.
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
// Answers that carry tokens or personal data: no browser, proxy or CDN may keep a copy
// (OWASP ASVS V8.2.1). Also every answer to a signed-in request, whatever its path.
const PRIVATE_PATHS = /^\/api\/v1\/(auth|user|orders|builds|admin|pos)(\/|\?|$)/;
const DOCS_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'";

export const securityHeaders = fp(
  async (app) => {
    await app.register(helmet, {
      // Set below per answer.
      contentSecurityPolicy: false,
      // Product images are shown on the shop's own origin, which may differ from the API's.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      referrerPolicy: { policy: 'no-referrer' },
      frameguard: { action: 'deny' },
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const docs = request.url.startsWith(OPENAPI_UI_PREFIX);
      void reply.header('Content-Security-Policy', docs ? DOCS_CSP : API_CSP);
      if (request.headers.authorization !== undefined || PRIVATE_PATHS.test(request.url)) {
        void reply.header('Cache-Control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
