import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { APP_VERSION } from '../lib/app-version';

export const OPENAPI_UI_PREFIX = '/api/docs';

/**
 * The OpenAPI document, generated from the route schemas: UI at /api/docs, JSON at
 * /api/docs/json. Registered before the routes, since @fastify/swagger collects them
 * through an onRoute hook; wrapped in fastify-plugin so it sees every route.
 */
export const openapi = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Circuit Haat API',
          description: 'Shop API: catalog, coupons, stock, shipping, orders and auth.',
          version: APP_VERSION,
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: OPENAPI_UI_PREFIX });
  },
  { name: 'openapi' },
);
