import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listPartsSchema, selectionSchema } from './builder.schemas';
import { listParts, selection, type BuilderDeps } from './builder.service';

// The PC Builder's reads. Public: guests build PCs too.
export const builderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: BuilderDeps = { db: app.db, dialect: app.config.database.dialect };

  app.get('/builder/parts', { schema: listPartsSchema }, async (request) =>
    listParts(deps, request.query),
  );

  app.get('/builder/selection', { schema: selectionSchema }, async (request) => ({
    items: await selection(deps, [...new Set(request.query.ids)]),
  }));
};
