import type { FastifyInstance } from 'fastify';
import { health } from '@fabric-tales/contract';
import { sql } from 'drizzle-orm';
import { responses } from '../../lib/route-schema';

export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health/',
    {
      schema: {
        tags: ['health'],
        summary: 'Service and database status',
        response: responses({ 200: health, 503: health }),
      },
    },
    async (req, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok', database: 'ok' };
      } catch (err) {
        req.log.error({ err }, 'database health check failed');
        return reply.code(503).send({ status: 'error', database: 'unavailable' });
      }
    },
  );
}
