import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { suggestions, suggestQuery } from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
import { counter } from '../../plugins/throttle';
import { canonicalQuery } from '../search/query';
import { suggest } from '../search/service';
import { replyCached } from '../../plugins/catalog-cache';

/**
 * Suggestions per client IP: a shopper typing (the storefront debounces) asks a few times a second at most; a
 * script walking every prefix of the catalog is slowed down. A refused call is a 429 with Retry-After.
 */
export const SUGGEST_LIMIT = { max: 60, seconds: 10 };

/** `GET /api/search/suggest/?q=`, served from the catalog cache under the query's words (bounded keys). */
export default async function suggestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const perIp = counter(app, 'search-suggest', SUGGEST_LIMIT, (req) => req.ip);
  app.get(
    '/search/suggest/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Suggestions as the shopper types: up to 8 products and the matching categories',
        querystring: suggestQuery,
        response: responses({ 200: suggestions }),
      },
      preHandler: perIp.hit,
    },
    (req, reply) => {
      const words = canonicalQuery(req.query.q);
      return replyCached(app, req, reply, `suggest:${words || '-'}`, () => suggest(app.db, words));
    },
  );
}
