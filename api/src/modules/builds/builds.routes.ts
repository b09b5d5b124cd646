import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rejectBadToken, requireUser } from '../../plugins/authenticate';
import {
  createBuildSchema,
  deleteBuildSchema,
  getBuildSchema,
  getSharedBuildSchema,
  listBuildsSchema,
  renameBuildSchema,
  type CreateBuildBody,
} from './builds.schemas';
import {
  createBuild,
  deleteBuild,
  getBuild,
  getSharedBuild,
  listBuilds,
  renameBuild,
  type BuildsDeps,
} from './builds.service';

// Saved builds belong to the signed-in shopper; a shared build is read by its share id
// by anyone.
export const buildsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: BuildsDeps = { db: app.db, dialect: app.config.database.dialect, now: app.now };
  const owner = { preHandler: requireUser() };

  app.post('/builds', { schema: createBuildSchema, ...owner }, async (request, reply) => {
    const build = await createBuild(deps, request.user!.sub, request.body as CreateBuildBody);
    return reply.code(201).send(build);
  });

  app.get('/builds', { schema: listBuildsSchema, ...owner }, async (request) =>
    listBuilds(deps, request.user!.sub),
  );

  app.get(
    '/builds/shared/:shareId',
    { schema: getSharedBuildSchema, preHandler: rejectBadToken },
    async (request) => getSharedBuild(deps, request.params.shareId),
  );

  app.get('/builds/:id', { schema: getBuildSchema, ...owner }, async (request) =>
    getBuild(deps, request.user!.sub, request.params.id),
  );

  app.patch('/builds/:id', { schema: renameBuildSchema, ...owner }, async (request) =>
    renameBuild(deps, request.user!.sub, request.params.id, request.body.name),
  );

  app.delete('/builds/:id', { schema: deleteBuildSchema, ...owner }, async (request, reply) => {
    await deleteBuild(deps, request.user!.sub, request.params.id);
    return reply.code(204).send(null);
  });
};
