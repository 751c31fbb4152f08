import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categoryList, product, productPage, productParams, productQuery } from '@fabric-tales/contract';
import { paginate } from '../../lib/pagination';
import { responses } from '../../lib/route-schema';
import { replyCached } from '../../plugins/catalog-cache';
import { catalogCacheUrl } from './cache-keys';
import { getProduct, listCategories, listProducts } from './service';

const productKey = (idOrSlug: string) => `product:${idOrSlug}`;

export default async function catalogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/categories/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Categories with their product counts',
        response: responses({ 200: categoryList }),
      },
    },
    (req, reply) => replyCached(app, req, reply, 'categories', () => listCategories(app.db)),
  );

  app.get(
    '/products/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products: search, category, price, stock and featured filters, ordering, pages',
        querystring: productQuery,
        response: responses({ 200: productPage }),
      },
    },
    (req, reply) => {
      // Keyed by the known parameters only: a made-up one neither adds an entry nor evicts a real one.
      const key = catalogCacheUrl(req.url);
      return replyCached(app, req, reply, key, async () => {
        const { page, page_size, ...filters } = req.query;
        const { results, count, ...search } = await listProducts(app.db, filters, { page, page_size });
        // The page links come from the key too: every URL sharing the entry gets the same bytes.
        return { ...paginate(results, count, { page, page_size }, key), ...search };
      });
    },
  );

  app.get(
    '/products/:idOrSlug/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product by id or slug',
        params: productParams,
        response: responses({ 200: product }),
      },
    },
    (req, reply) =>
      replyCached(app, req, reply, productKey(req.params.idOrSlug), () => getProduct(app.db, req.params.idOrSlug)),
  );
}
