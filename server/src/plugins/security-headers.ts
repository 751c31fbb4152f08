import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

type Headers = Record<string, string | number | string[]>;

/**
 * Helmet's security headers on every reply. @fastify/helmet builds helmet's middleware anew on each
 * request, which cost cached catalog reads more than half their speed; the configuration is static, so
 * the headers are captured once from `reply.helmet()` and copied onto each reply after that.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    global: false,
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  let captured: Headers | undefined;
  app.addHook('onRequest', (_request, reply, done) => {
    if (!captured) {
      const before = new Set(Object.keys(reply.raw.getHeaders()));
      reply.helmet();
      captured = Object.fromEntries(
        Object.entries(reply.raw.getHeaders()).filter(([name, value]) => !before.has(name) && value !== undefined),
      ) as Headers;
    } else {
      for (const [name, value] of Object.entries(captured)) reply.raw.setHeader(name, value);
    }
    done();
  });
});
