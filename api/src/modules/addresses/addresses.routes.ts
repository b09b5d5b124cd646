import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../plugins/authenticate';
import {
  createAddressSchema,
  deleteAddressSchema,
  listAddressesSchema,
  updateAddressSchema,
} from './addresses.schemas';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
  type AddressesDeps,
} from './addresses.service';

// /me/addresses: the signed-in shopper's own address book; nobody else's is reachable.
export const addressesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: AddressesDeps = { db: app.db, now: app.now };
  const owner = { preHandler: requireUser() };
  const noStore = { 'Cache-Control': 'no-store' };

  app.get('/me/addresses', { schema: listAddressesSchema, ...owner }, async (request, reply) =>
    reply.headers(noStore).send(await listAddresses(deps, request.user!.sub)),
  );

  app.post('/me/addresses', { schema: createAddressSchema, ...owner }, async (request, reply) =>
    reply
      .code(201)
      .headers(noStore)
      .send(await createAddress(deps, request.user!.sub, request.body)),
  );

  app.put('/me/addresses/:id', { schema: updateAddressSchema, ...owner }, async (request, reply) =>
    reply
      .headers(noStore)
      .send(await updateAddress(deps, request.user!.sub, request.params.id, request.body)),
  );

  app.delete(
    '/me/addresses/:id',
    { schema: deleteAddressSchema, ...owner },
    async (request, reply) => {
      await deleteAddress(deps, request.user!.sub, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
