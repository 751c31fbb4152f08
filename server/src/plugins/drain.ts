import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by SIGTERM: readiness turns 503 so the load balancer stops sending new requests. */
    draining: boolean;
  }
}

/**
 * While the instance drains (SIGTERM, before its listener closes) it still serves every request, each answer with
 * `Connection: close`: the client or proxy retires that kept-alive connection after reading the answer, instead of
 * reusing it the moment the listener closes and the server drops its idle connections (a POST sent on such a
 * connection gets a reset that nginx cannot retry). Its next request opens a new connection, which the balancer
 * sends to an instance that stays.
 */
export const drainPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('draining', false);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.draining) reply.header('connection', 'close');
    done(null, payload);
  });
});
