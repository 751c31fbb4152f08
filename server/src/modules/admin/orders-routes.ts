import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOrder, adminOrderPage, adminOrderPatch, adminOrderQuery, idParams } from '@fabric-tales/contract';
import { notFound } from '../../lib/errors';
import { responses } from '../../lib/route-schema';
import { changeOrder } from '../orders/status';
import { orderView } from '../orders/view';
import { adminOrderList } from './order-list';

export default async function adminOrderRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/orders/',
    {
      schema: {
        ...base,
        summary: 'Every order, newest first; filter by status, search number or customer (typos forgiven)',
        querystring: adminOrderQuery,
        response: responses({ 200: adminOrderPage }),
      },
    },
    async (req) => adminOrderList(app.db, req.query, req.url),
  );

  app.get(
    '/orders/:id/',
    {
      schema: {
        ...base,
        summary: 'One order with its customer',
        params: idParams,
        response: responses({ 200: adminOrder }),
      },
    },
    async (req) => {
      const view = await orderView(app.db, req.params.id, true);
      if (!view) throw notFound();
      return view;
    },
  );

  app.patch(
    '/orders/:id/',
    {
      schema: {
        ...base,
        summary: 'Move an order along its workflow (and set the tracking number); the customer is emailed',
        params: idParams,
        body: adminOrderPatch,
        response: responses({ 200: adminOrder }),
      },
    },
    async (req) => changeOrder(app, req.params.id, req.body),
  );
}
