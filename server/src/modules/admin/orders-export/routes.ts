import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderExportQuery } from '@fabric-tales/contract';
import { responses } from '../../../lib/route-schema';
import { ordersCsv } from './service';

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
        querystring: orderExportQuery,
        response: responses({ 200: z.string().describe('text/csv, UTF-8 with a BOM: one row per order line') }),
      },
    },
    async (req, reply) => {
      const stamp = app.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${stamp}.csv"`)
        .header('cache-control', 'no-store')
        .send(
          // The documented string, sent as a stream of its chunks (the type provider only knows the string).
          Readable.from(ordersCsv(app.db, req.query, { currency: app.config.currency }), {
            objectMode: false,
          }) as unknown as string,
        );
    },
  );
}
