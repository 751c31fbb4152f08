import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, paginate } from '../../lib/pagination';
import { replyCached, serveCacheHit } from './cache';
import { getProduct, listCategories, listProducts, orderings } from './service';

const price = z
  .string()
  .trim()
  .regex(/^-?\d{1,12}(\.\d+)?$/, { error: 'A valid number is required.', abort: true })
  .refine((v) => Number(v) >= 0, 'Ensure this value is greater than or equal to 0.')
  .refine((v) => Number(v) <= 99_999_999, 'Ensure this value is less than or equal to 99999999.');

/** PostgreSQL text cannot hold NUL: refuse it as DRF does instead of letting the query fail. */
const text = (max: number) =>
  z
    .string()
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .refine((v) => !v.includes('\0'), 'Null characters are not allowed.');

/** DRF's BooleanFilter spellings. */
const flag = z
  .enum(['true', 'false', 'True', 'False', '1', '0'], { error: 'Must be true or false.' })
  .transform((v) => v === 'true' || v === 'True' || v === '1');

export const productQuery = pageQuery.extend({
  search: text(200).optional(),
  category: text(100).optional(),
  min_price: price.optional(),
  max_price: price.optional(),
  in_stock: flag.optional(),
  featured: flag.optional(),
  ordering: z.enum(orderings, { error: `Select a valid ordering: ${orderings.join(', ')}.` }).default('-created_at'),
});

const productParams = z.object({ idOrSlug: z.string().min(1).max(200) });

const productKey = (idOrSlug: string) => `product:${idOrSlug}`;

export default async function catalogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/categories/',
    {
      schema: { tags: ['catalog'], summary: 'Categories with their product counts' },
      onRequest: [serveCacheHit(app, () => 'categories')],
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
      },
      onRequest: [serveCacheHit(app, (req) => req.url)],
    },
    (req, reply) =>
      replyCached(app, req, reply, req.url, async () => {
        const { page, page_size, ...filters } = req.query;
        const { results, count } = await listProducts(app.db, filters, { page, page_size });
        return paginate(results, count, { page, page_size }, req.url);
      }),
  );

  app.get(
    '/products/:idOrSlug/',
    {
      schema: { tags: ['catalog'], summary: 'One product by id or slug', params: productParams },
      onRequest: [serveCacheHit(app, (req) => productKey((req.params as { idOrSlug: string }).idOrSlug))],
    },
    (req, reply) =>
      replyCached(app, req, reply, productKey(req.params.idOrSlug), () => getProduct(app.db, req.params.idOrSlug)),
  );
}
