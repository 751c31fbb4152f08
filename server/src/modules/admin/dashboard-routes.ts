import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboard as dashboardBody, dashboardQuery } from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
import { dashboard } from './dashboard';

export default async function dashboardRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dashboard/',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Shop figures over the last `days` days (1–365, default 30)',
        querystring: dashboardQuery,
        response: responses({ 200: dashboardBody }),
      },
    },
    async (req) => dashboard(app.db, req.query.days, app.clock.now()),
  );
}
