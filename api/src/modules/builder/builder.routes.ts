import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkSchema, listPartsSchema, selectionSchema, type CheckBody } from './builder.schemas';
import { checkPartIds, listParts, selection, type BuilderDeps } from './builder.service';

// The PC Builder's reads and its check. Public: guests build PCs too.
export const builderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: BuilderDeps = { db: app.db, dialect: app.config.database.dialect };

  app.get('/builder/parts', { schema: listPartsSchema }, async (request) =>
    listParts(deps, request.query),
  );

  app.get('/builder/selection', { schema: selectionSchema }, async (request) => ({
    items: await selection(deps, [...new Set(request.query.ids)]),
  }));

  app.post('/builder/check', { schema: checkSchema }, async (request) =>
    checkPartIds(deps.db, (request.body as CheckBody).parts),
  );
};
