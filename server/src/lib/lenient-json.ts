import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies for this plugin scope where an empty body counts as `{}`: clients post "empty" bodies
 * (enable-2fa, logout) with a JSON content type, and an empty login should name the missing fields.
 */
export function acceptEmptyJson(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch (err) {
      const error = err as Error & { statusCode?: number; code?: string };
      error.statusCode = 400;
      error.code = 'FST_ERR_CTP_INVALID_JSON_BODY';
      done(error, undefined);
    }
  });
}
