import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOrder, adminOrderPage, adminOrderPatch, adminOrderQuery, idParams } from '@fabric-tales/contract';
import { notFound } from '../../lib/errors';
import { responses } from '../../lib/route-schema';
import { changeOrder } from '../orders/status';
import { orderView } from '../orders/view';
import { adminOrderList } from './order-list';
import { PACKING_SLIP_CSP, packingSlipHtml } from './packing-slip';

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
        summary: 'Move an order along its workflow (and set its carrier and tracking number); the customer is emailed',
        params: idParams,
        body: adminOrderPatch,
        response: responses({ 200: adminOrder }),
      },
    },
    async (req) => changeOrder(app, req.params.id, req.body),
  );

  app.get(
    '/orders/:id/packing-slip/',
    {
      schema: {
        ...base,
        summary: "The order's packing slip: a printable HTML page (no prices when the gift hides them)",
        params: idParams,
        response: responses({ 200: z.string().describe('text/html: the packing slip, with a print stylesheet') }),
      },
    },
    async (req, reply) => {
      const view = await orderView(app.db, req.params.id, true);
      if (!view) throw notFound();
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', PACKING_SLIP_CSP)
        .header('cache-control', 'no-store')
        .send(packingSlipHtml(app.config, view));
    },
  );
}
