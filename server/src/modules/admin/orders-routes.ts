import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, type SQL } from 'drizzle-orm';
import { adminOrder, adminOrderPage, adminOrderPatch, adminOrderQuery, idParams } from '@fabric-tales/contract';
import { orders } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { responses } from '../../lib/route-schema';
import { changeOrder } from '../orders/status';
import { orderViewPage } from '../orders/order-page';
import { orderView } from '../orders/view';
import { fuzzyMatch, orderNumber, orderSearchColumns } from '../search/fuzzy';

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
    async (req) => {
      const { status, search } = req.query;
      const where: SQL[] = [];
      if (status) where.push(eq(orders.status, status));
      if (search) where.push(fuzzyMatch(orderSearchColumns, search, orderNumber));
      return orderViewPage(app.db, and(...where), req.query, req.url, true);
    },
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
