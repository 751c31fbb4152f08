import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productImportQuery, productImportReport } from '@fabric-tales/contract';
import { responses } from '../../../lib/route-schema';
import { productsCsv } from './export';
import { importProducts } from './import';

/** The largest CSV an import reads. */
const MAX_CSV_BYTES = 2 * 1024 * 1024;

/** Products in bulk (§29.9), inside the admin module, whose hook already requires the admin role. */
export default async function adminProductsCsvRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };
  // The import's body is the file itself, as text (in this plugin only).
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: MAX_CSV_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.get(
    '/products/export.csv',
    {
      schema: {
        ...base,
        summary: 'Every product (any status) as CSV, the columns the import reads',
        response: responses({ 200: z.string().describe('text/csv, UTF-8 with a BOM') }),
      },
    },
    async (_req, reply) => {
      const stamp = app.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${stamp}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(productsCsv(app.db), { objectMode: false }) as unknown as string);
    },
  );

  app.post(
    '/products/import/',
    {
      schema: {
        ...base,
        summary: 'Import products from CSV (body text/csv); `?dry_run=1` answers what would change and changes nothing',
        querystring: productImportQuery,
        body: z.string().describe('The CSV file (Content-Type: text/csv)'),
        response: responses({ 200: productImportReport }),
      },
    },
    async (req) => importProducts(app, req.body, req.query.dry_run ?? false),
  );
}
