import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminRefundBody,
  adminReturnPatch,
  adminReturnQuery,
  idParams,
  orderReturn,
  returnPage,
} from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
import { refundReturn } from './refund';
import { adminReturnPage } from './lists';
import { returnView } from './view';
import { changeReturn } from './workflow';

/** The admin's returns: the list, one return, its steps and its refund. Registered under /api/admin (admin only). */
export default async function adminReturnRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };
  const admin = { ...app.config, admin: true };

  app.get(
    '/returns/',
    {
      schema: {
        ...base,
        summary: 'Every return, newest first; filter by status, search the order number, return number or email',
        querystring: adminReturnQuery,
        response: responses({ 200: returnPage }),
      },
    },
    async (req) => adminReturnPage(app, req.query, req.url),
  );

  app.get(
    '/returns/:id/',
    {
      schema: {
        ...base,
        summary: 'One return with its customer and the refund it allows',
        params: idParams,
        response: responses({ 200: orderReturn }),
      },
    },
    async (req) => returnView(app.db, req.params.id, admin),
  );

  app.patch(
    '/returns/:id/',
    {
      schema: {
        ...base,
        summary: 'Approve or reject a requested return, or mark it received (each line back to stock or not)',
        params: idParams,
        body: adminReturnPatch,
        response: responses({ 200: orderReturn }),
      },
    },
    async (req) => changeReturn(app, req.params.id, req.body),
  );

  app.post(
    '/returns/:id/refund/',
    {
      schema: {
        ...base,
        summary:
          'Refund a received return once: through Stripe for card orders, recorded with method and reference for pay on delivery',
        params: idParams,
        body: adminRefundBody,
        response: responses({ 200: orderReturn }),
      },
    },
    async (req) => refundReturn(app, req.params.id, req.body),
  );
}
