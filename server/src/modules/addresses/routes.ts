import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { address, addressInput, addressList, addressParams, addressPatch } from '@fabric-tales/contract';
import { noContent, responses } from '../../lib/route-schema';
import { counter } from '../../plugins/throttle';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './service';

const base = { tags: ['addresses'], security: [{ bearerAuth: [] }] };

/** Writes per account: generous for a person editing a book, a wall for a script walking ids. */
export const ADDRESS_WRITES = { max: 30, seconds: 60 };

export default async function addressRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  const writes = counter(app, 'address-writes', ADDRESS_WRITES, (req) => String(req.authUser.id));
  const throttle = { preHandler: writes.hit };

  app.get(
    '/addresses/',
    {
      schema: { ...base, summary: 'My saved addresses, the default first', response: responses({ 200: addressList }) },
    },
    async (req) => listAddresses(app.db, req.authUser.id),
  );

  app.post(
    '/addresses/',
    {
      ...throttle,
      schema: {
        ...base,
        summary: 'Save an address (the first one becomes the default)',
        body: addressInput,
        response: responses({ 201: address }),
      },
    },
    async (req, reply) => reply.code(201).send(await createAddress(app.db, req.authUser.id, req.body, app.clock.now())),
  );

  app.patch(
    '/addresses/:id/',
    {
      ...throttle,
      schema: {
        ...base,
        summary: 'Change a saved address or make it the default',
        params: addressParams,
        body: addressPatch,
        response: responses({ 200: address }),
      },
    },
    async (req) => updateAddress(app.db, req.authUser.id, req.params.id, req.body, app.clock.now()),
  );

  app.delete(
    '/addresses/:id/',
    {
      ...throttle,
      schema: {
        ...base,
        summary: 'Delete a saved address',
        params: addressParams,
        response: responses({ 204: noContent }),
      },
    },
    async (req, reply) => {
      await deleteAddress(app.db, req.authUser.id, req.params.id);
      return reply.code(204).send();
    },
  );
}
