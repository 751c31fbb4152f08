import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRepairPatch, adminRepairQuery, idParams, repair, repairPage } from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
import { changeRepair } from './service';
import { adminRepairPage, repairView } from './view';

/** The admin's repairs: the list, one repair and its steps. Registered under /api/admin (admin only). */
export default async function adminRepairRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/repairs/',
    {
      schema: {
        ...base,
        summary: 'Every repair, newest first; filter by status, search the order number, repair number or email',
        querystring: adminRepairQuery,
        response: responses({ 200: repairPage }),
      },
    },
    async (req) => adminRepairPage(app.db, req.query, req.url),
  );

  app.get(
    '/repairs/:id/',
    {
      schema: {
        ...base,
        summary: 'One repair with its customer',
        params: idParams,
        response: responses({ 200: repair }),
      },
    },
    async (req) => repairView(app.db, req.params.id, true),
  );

  app.patch(
    '/repairs/:id/',
    {
      schema: {
        ...base,
        summary:
          'Move a repair one step: requested → accepted → received → repaired → shipped (tracking number required), or requested → declined (message required)',
        params: idParams,
        body: adminRepairPatch,
        response: responses({ 200: repair }),
      },
    },
    async (req) => changeRepair(app, req.params.id, req.body),
  );
}
