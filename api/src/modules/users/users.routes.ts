import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../plugins/authenticate';
import { getProfileSchema, updateProfileSchema } from './users.schemas';
import { getProfile, updateProfile, type Clock, type UsersDeps } from './users.service';

export interface UserRoutesOptions {
  clock?: Clock;
}

export const userRoutes: FastifyPluginAsyncTypebox<UserRoutesOptions> = async (app, options) => {
  const deps: UsersDeps = {
    db: app.db,
    clock: options.clock ?? app.now,
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
