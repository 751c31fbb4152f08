import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * With TRUST_PROXY_HOPS=0 the API believes no X-Forwarded-For: behind a proxy that setting forgot, every client
 * has the proxy's address, so one shopper's rate limit throttles them all and logs show no client. The first
 * request that carries the header says so in the log, once per process.
 */
export const forwardedWarningPlugin = fp(async (app: FastifyInstance) => {
  if (app.config.trustProxyHops > 0) return;
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      app.log.warn(
        { event: 'untrusted_forwarded_for' },
        'X-Forwarded-For arrived but TRUST_PROXY_HOPS=0: behind a proxy, set TRUST_PROXY_HOPS to the number of proxies in front (rate limits and logs see the proxy, not the clients, until then)',
      );
    }
    done();
  });
});
