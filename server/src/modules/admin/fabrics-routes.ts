import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminFabric, adminFabricList, fabricBody, fabricPatch, idParams } from '@fabric-tales/contract';
import { noContent, responses } from '../../lib/route-schema';
import { adminFabrics, createFabric, deleteFabric, oneFabric, updateFabric, uploadSwatch } from './fabrics-service';

/** The admin's fabrics (§26.1): cloth on hand, swatch, and which designs use each. */
export default async function adminFabricRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/fabrics/',
    { schema: { ...base, summary: 'Fabrics with cloth on hand and their designs', response: responses({ 200: adminFabricList }) } },
    () => adminFabrics(app.db),
  );
  app.post(
    '/fabrics/',
    { schema: { ...base, summary: 'Add a fabric', body: fabricBody, response: responses({ 201: adminFabric }) } },
    async (req, reply) => reply.code(201).send(await createFabric(app, req.body)),
  );
  app.get(
    '/fabrics/:id/',
    { schema: { ...base, summary: 'One fabric', params: idParams, response: responses({ 200: adminFabric }) } },
    (req) => oneFabric(app.db, req.params.id),
  );
  app.patch(
    '/fabrics/:id/',
    {
      schema: {
        ...base,
        summary: 'Change a fabric or its cloth on hand (a restock emails those waiting for its designs)',
        params: idParams,
        body: fabricPatch,
        response: responses({ 200: adminFabric }),
      },
    },
    (req) => updateFabric(app, req.params.id, req.body),
  );
  app.delete(
    '/fabrics/:id/',
    {
      schema: {
        ...base,
        summary: 'Remove a fabric no design uses (409 otherwise)',
        params: idParams,
        response: responses({ 204: noContent }),
      },
    },
    async (req, reply) => {
      await deleteFabric(app, req.params.id);
      return reply.code(204).send();
    },
  );
  app.post(
    '/fabrics/:id/swatch/',
    {
      schema: {
        ...base,
        summary: 'Upload the swatch (multipart `swatch`): stored as WebP',
        params: idParams,
        response: responses({ 200: adminFabric }),
      },
    },
    (req) => uploadSwatch(app, req, req.params.id),
  );
}
