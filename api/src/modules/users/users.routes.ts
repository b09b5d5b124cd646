import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../plugins/authenticate';
import { getProfileSchema, updateProfileSchema } from './users.schemas';
import { getProfile, updateProfile, type UsersDeps } from './users.service';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: UsersDeps = {
    db: app.db,
    now: app.now,
    adminEmails: app.config.ADMIN_EMAILS,
  };

  app.get(
    '/user/profile',
    { schema: getProfileSchema, preHandler: requireUser() },
    async (request) => getProfile(deps, request.user!.sub),
  );

  app.put(
    '/user/profile',
    { schema: updateProfileSchema, preHandler: requireUser() },
    async (request) => updateProfile(deps, request.user!.sub, request.body),
  );
};
