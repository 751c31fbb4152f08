import type { FastifyInstance } from 'fastify';
import { health, liveness } from '@fabric-tales/contract';
import { sql } from 'drizzle-orm';
import { responses } from '../../lib/route-schema';

/**
 * `/health/`: service, database and (with REDIS_URL) Redis; 503 when the database does not answer or the
 * instance is draining. Redis down is `degraded` with 200: the shop still works without it.
 * `/health/ready/` is the same check for load balancers; `/health/live/` only says the process answers.
 */
export default async function healthRoutes(app: FastifyInstance) {
  const check = async (req: { log: FastifyInstance['log'] }) => {
    const redis = app.redis.status();
    const extra = redis ? { redis } : {};
    try {
      await app.db.execute(sql`select 1`);
    } catch (err) {
      req.log.error({ err }, 'database health check failed');
      return { code: 503, body: { status: 'error', database: 'unavailable', ...extra } };
    }
    if (app.draining) return { code: 503, body: { status: 'draining', database: 'ok', ...extra } };
    return { code: 200, body: { status: 'ok', database: 'ok', ...extra } };
  };

  for (const url of ['/health/', '/health/ready/']) {
    app.get(
      url,
      {
        schema: {
          tags: ['health'],
          summary: 'Readiness: database, Redis, not draining',
          response: responses({ 200: health, 503: health }),
        },
      },
      async (req, reply) => {
        const { code, body } = await check(req);
        return reply.code(code).send(body);
      },
    );
  }
  app.get(
    '/health/live/',
    { schema: { tags: ['health'], summary: 'Liveness: the process answers', response: responses({ 200: liveness }) } },
    async () => ({
      status: 'ok',
    }),
  );
}
