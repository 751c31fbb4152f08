import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, synonym, synonymBody, synonymList } from '@fabric-tales/contract';
import { inTransaction } from '../../db/transaction';
import { noContent, responses } from '../../lib/route-schema';
import { createSynonym, deleteSynonym, listSynonyms } from './synonyms';

/** `/api/admin/synonyms/`: the admin's search synonyms. A change drops the cached search answers everywhere. */
export default async function synonymRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };
  const guard = { onRequest: app.requireAdmin };

  app.get(
    '/admin/synonyms/',
    { ...guard, schema: { ...base, summary: 'Search synonyms', response: responses({ 200: synonymList }) } },
    () => listSynonyms(app.db),
  );

  app.post(
    '/admin/synonyms/',
    {
      ...guard,
      schema: { ...base, summary: 'Add a search synonym', body: synonymBody, response: responses({ 201: synonym }) },
    },
    async (req, reply) => {
      const created = await inTransaction(app.db, undefined, async (tx) => {
        const row = await createSynonym(tx, req.body);
        await app.catalogCache.invalidate(tx);
        return row;
      });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/admin/synonyms/:id/',
    {
      ...guard,
      schema: {
        ...base,
        summary: 'Remove a search synonym',
        params: idParams,
        response: responses({ 204: noContent }),
      },
    },
    async (req, reply) => {
      await inTransaction(app.db, undefined, async (tx) => {
        await deleteSynonym(tx, req.params.id);
        await app.catalogCache.invalidate(tx);
      });
      return reply.code(204).send();
    },
  );
}
