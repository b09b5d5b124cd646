import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifyAccessToken, type AccessClaims } from '../lib/access-token';
import { HttpError } from '../lib/http-error';
import { sessionEnded } from '../modules/auth/auth.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, from a valid bearer access token; null for guests. */
    user: AccessClaims | null;
    /** True when a bearer token was sent but is not valid (expired, tampered, ...). */
    badToken: boolean;
  }
}

/**
 * Reads `Authorization: Bearer <access token>` on every request. Routes decide what a
 * guest may do: `requireUser` answers 401 (and 403 for a role) before the handler runs.
 */
export const authenticate = fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('badToken', false);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      const verified = match?.[1] ? await verifyAccessToken(match[1], app.config.JWT_SECRET) : null;
      // A signed token outlives its session by up to its lifetime; the session's end
      // (logout, refresh-token reuse) is read from the database every instance shares.
      const claims = verified && (await sessionEnded(app.db, verified.sid)) ? null : verified;
      request.user = claims;
      request.badToken = claims === null;
    });
  },
  { name: 'authenticate' },
);

/** preHandler: the caller must be signed in (and have `role` when given). */
export function requireUser(role?: AccessClaims['role']) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.user) throw HttpError.unauthorized();
    if (role && request.user.role !== role) throw HttpError.forbidden();
  };
}

/**
 * preHandler for routes open to guests: a token that was sent but is invalid is still
 * a 401, so the client refreshes it instead of silently acting as a guest.
 */
export async function rejectBadToken(request: FastifyRequest) {
  if (request.badToken) throw HttpError.unauthorized();
}
