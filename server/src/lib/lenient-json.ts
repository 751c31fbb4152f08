import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies for this plugin scope where an empty body counts as `{}`: clients post "empty" bodies
 * (enable-2fa, logout) with a JSON content type, and an empty login should name the missing fields.
 * Anything else goes through Fastify's own parser (prototype-poisoning checks included).
 */
export function acceptEmptyJson(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    return parse(request, text, done);
  });
}
