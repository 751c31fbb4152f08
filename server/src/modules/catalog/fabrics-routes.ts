import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fabricDetail, fabricList, fabricParams } from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
import { replyCached } from './cache';
import { getFabric, listFabrics } from './fabrics';

/** The public fabric calls (§26.1), cached as the rest of the catalog: a fabric or product change drops them. */
export default async function fabricRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/fabrics/',
    {
      schema: { tags: ['catalog'], summary: 'Fabrics with their stories', response: responses({ 200: fabricList }) },
    },
    (req, reply) => replyCached(app, req, reply, 'fabrics', () => listFabrics(app.db)),
  );
  app.get(
    '/fabrics/:slug/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One fabric and every design cut from it',
        params: fabricParams,
        response: responses({ 200: fabricDetail }),
      },
    },
    (req, reply) =>
      replyCached(app, req, reply, `fabric:${req.params.slug}`, () => getFabric(app.db, req.params.slug)),
  );
}
