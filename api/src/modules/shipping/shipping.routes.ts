import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../lib/http-error';
import { bangladeshAreas } from './bangladesh-areas';
import {
  formatJapanesePostcode,
  lookUpPostcode,
  normalizeJapanesePostcode,
  POSTCODE_FORMAT_MESSAGE,
} from './japan-postcodes';
import {
  bangladeshAreasSchema,
  lookUpPostcodeSchema,
  quoteShippingSchema,
} from './shipping.schemas';
import { quoteShipping } from './shipping.service';

// Reference data changes with a deploy only: a day in any cache is fine.
const REFERENCE_CACHE = 'public, max-age=86400';

export const shippingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/shipping/quote', { schema: quoteShippingSchema }, async (request) =>
    quoteShipping({ db: app.db, config: app.config, now: app.now }, request.body),
  );

  app.get('/shipping/postcodes/:code', { schema: lookUpPostcodeSchema }, async (request, reply) => {
    const digits = normalizeJapanesePostcode(request.params.code);
    if (!digits) throw HttpError.field('code', POSTCODE_FORMAT_MESSAGE, 'INVALID_POSTCODE');
    const matches = lookUpPostcode(digits);
    const postcode = formatJapanesePostcode(digits);
    const [first] = matches;
    if (!first) {
      throw HttpError.notFound(
        `Postcode ${postcode} is not in Japan Post's list: enter the address by hand`,
        'POSTCODE_NOT_FOUND',
      );
    }
    void reply.header('Cache-Control', REFERENCE_CACHE);
    return { postcode, ...first, matches };
  });

  app.get('/shipping/areas/:country', { schema: bangladeshAreasSchema }, async (request, reply) => {
    if (request.params.country.toLowerCase() !== 'bd') {
      throw HttpError.notFound('Areas are listed for Bangladesh (bd) only', 'NOT_FOUND');
    }
    void reply.header('Cache-Control', REFERENCE_CACHE);
    return bangladeshAreas();
  });
};
