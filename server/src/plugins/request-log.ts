import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One info line per request, `request completed`, written alike for a request Fastify answered (its onResponse
 * hook) and for one the HTTP server replayed from the catalog cache (plugins/replay.ts), which Fastify never sees:
 * the shop's own request log, so that both paths write the same fields. Fastify's two lines per request are off
 * (`disableRequestLogging`). The address is the socket's, with the X-Forwarded-For header as received: the log
 * records what arrived, whatever proxies are trusted.
 */
export function logRequest(
  log: FastifyBaseLogger,
  request: IncomingMessage,
  statusCode: number,
  responseTimeMs: number,
  reqId?: string,
): void {
  if (!infoEnabled(log)) return;
  log.info(
    {
      ...(reqId && { reqId }),
      method: request.method,
      url: request.url,
      statusCode,
      responseTime: Math.round(responseTimeMs * 1000) / 1000,
      remoteAddress: request.socket.remoteAddress,
      forwardedFor: request.headers['x-forwarded-for'],
    },
    'request completed',
  );
}

/**
 * The log level of a route whose URL holds a secret (a reset or unsubscribe token): above info, so no request
 * line, which prints the URL, is written for it.
 */
export const TOKEN_IN_URL = 'warn';

/** Whether request lines are written (pino's check; Fastify's stand-in logger, with logging off, has none). */
export const infoEnabled = (log: FastifyBaseLogger) =>
  (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') ?? false;

/**
 * Fastify's half: `request.log` carries the request's id and its route's log level (a route whose URL holds a secret
 * logs at warn, so no line is written for it).
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    logRequest(request.log, request.raw, reply.statusCode, reply.elapsedTime);
    done();
  });
});
