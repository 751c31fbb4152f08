import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, optionalFilter } from '../../../lib/fields';
import { pageQuery, paginate } from '../../../lib/pagination';
import { getCustomer, listCustomers } from './service';

const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** Registered inside the admin module, whose hook already requires the admin role. */
export default async function adminCustomerRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/customers/',
    {
      schema: {
        ...base,
        summary: 'Shoppers with their orders count, total spent and last order; search by name or email',
        querystring: pageQuery.extend({
          search: optionalFilter(
            z
              .string()
              .trim()
              .max(200)
              .refine((v) => !v.includes('\0'), 'Null characters are not allowed.'),
          ),
        }),
      },
    },
    async (req) => {
      const { rows, total } = await listCustomers(app.db, req.query.search, req.query);
      return paginate(rows, total, req.query, req.url);
    },
  );

  app.get(
    '/customers/:id/',
    { schema: { ...base, summary: 'One shopper with their orders', params: idParams } },
    async (req) => getCustomer(app.db, req.params.id),
  );
}
