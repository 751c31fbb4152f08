import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderStatuses } from '../../../db/schema';
import { optionalFilter } from '../../../lib/fields';
import { ordersCsv } from './service';

const date = z.iso.date({ error: 'Enter a valid date (YYYY-MM-DD).' });

const exportQuery = z
  .object({
    status: optionalFilter(z.enum(orderStatuses, { error: (iss) => `"${String(iss.input)}" is not a valid choice.` })),
    from: optionalFilter(date),
    to: optionalFilter(date),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'The end date is before the start date.', path: ['to'] });

/** Registered inside the admin module, whose hook already requires the admin role. */
export default async function adminOrdersExportRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/orders/export.csv',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Orders as CSV, one row per order line, streamed; filter by status and an inclusive date range',
        querystring: exportQuery,
      },
    },
    async (req, reply) => {
      const stamp = app.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${stamp}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(ordersCsv(app.db, req.query), { objectMode: false }));
    },
  );
}
