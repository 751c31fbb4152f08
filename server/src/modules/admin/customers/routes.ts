import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerDetail, customerPage, customerQuery, idParams } from '@fabric-tales/contract';
import { paginate } from '../../../lib/pagination';
import { responses } from '../../../lib/route-schema';
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
        querystring: customerQuery,
        response: responses({ 200: customerPage }),
      },
    },
    async (req) => {
      const { rows, total } = await listCustomers(app.db, req.query.search, req.query);
      return paginate(rows, total, req.query, req.url);
    },
  );

  app.get(
    '/customers/:id/',
    {
      schema: {
        ...base,
        summary: 'One shopper with their orders',
        params: idParams,
        response: responses({ 200: customerDetail }),
      },
    },
    async (req) => getCustomer(app.db, req.params.id),
  );
}
