import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-response';
import {
  categoryImage,
  imagesDeps,
  productImage,
  slideImage,
  subcategoryImage,
  type RenderedImage,
} from './images.service';

// GET /images/{products|categories|subcategories|slides}/<key>.svg: generated artwork.
// A day fresh, then revalidated by ETag (a 304 costs no body); not `immutable`,
// because the URL stays the same when a product is renamed.
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const fileParams = (pattern: string, example: string) =>
  Type.Object(
    { file: Type.String({ pattern, maxLength: 220, description: `e.g. ${example}` }) },
    { additionalProperties: false },
  );

const KEY_PATTERN = '^[a-z0-9][a-z0-9-]*\\.svg$';

const schemaFor = (summary: string, pattern: string, example: string) => ({
  summary,
  tags: ['images'],
  params: fileParams(pattern, example),
  response: { 400: ErrorResponseSchema, 404: ErrorResponseSchema },
});

function send(request: FastifyRequest, reply: FastifyReply, image: RenderedImage) {
  void reply
    .header('Cache-Control', CACHE_CONTROL)
    .header('ETag', image.etag)
    // The shop's pages live on other origins (ports); let them embed the images.
    .header('Cross-Origin-Resource-Policy', 'cross-origin');
  const match = request.headers['if-none-match'];
  if (
    match !== undefined &&
    match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === image.etag)
  ) {
    return reply.code(304).send();
  }
  return reply.type('image/svg+xml; charset=utf-8').send(image.svg);
}

const key = (file: string) => file.slice(0, -'.svg'.length);

export const imagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const images = imagesDeps(app.db);

  app.get(
    '/images/products/:file',
    { schema: schemaFor('Product artwork', KEY_PATTERN, 'amd-ryzen-7-7700x.svg') },
    async (request, reply) =>
      send(request, reply, await productImage(images, key(request.params.file))),
  );
  app.get(
    '/images/categories/:file',
    { schema: schemaFor('Category tile artwork', KEY_PATTERN, 'laptops.svg') },
    async (request, reply) =>
      send(request, reply, await categoryImage(images, key(request.params.file))),
  );
  app.get(
    '/images/subcategories/:file',
    { schema: schemaFor('Subcategory artwork', KEY_PATTERN, 'laptops--ultrabook.svg') },
    async (request, reply) =>
      send(request, reply, await subcategoryImage(images, key(request.params.file))),
  );
  app.get(
    '/images/slides/:file',
    { schema: schemaFor('Home carousel slide (1-3)', '^[1-9]\\.svg$', '1.svg') },
    async (request, reply) =>
      send(request, reply, await slideImage(images, Number(key(request.params.file)))),
  );
};
