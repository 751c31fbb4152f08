import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The log level of a route whose URL holds a secret (a reset or unsubscribe token): above info, so no request
 * line, which prints the URL, is written for it.
 */
export const TOKEN_IN_URL = 'warn';

/** Whether request lines are written (pino's check; Fastify's stand-in logger, with logging off, has none). */
const infoEnabled = (log: FastifyBaseLogger) =>
  (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') ?? false;

/**
 * One info line per request, `request completed`, written by its onResponse hook with the request's id: the shop's
 * own request log, one line where Fastify's (`disableRequestLogging`) writes two. A route whose URL holds a secret
 * logs at warn, so no line is written for it. The address is the socket's, with the X-Forwarded-For header as
 * received: the log records what arrived, whatever proxies are trusted.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    if (infoEnabled(request.log)) {
      request.log.info(
        {
          method: request.raw.method,
          url: request.raw.url,
          statusCode: reply.statusCode,
          responseTime: Math.round(reply.elapsedTime * 1000) / 1000,
          remoteAddress: request.raw.socket.remoteAddress,
          forwardedFor: request.headers['x-forwarded-for'],
        },
        'request completed',
      );
    }
    done();
  });
});
