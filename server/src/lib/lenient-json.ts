import type { FastifyInstance } from 'fastify';

/**
 * The JSON body parser of a plugin scope, where an empty body stands for `emptyBody`: clients send "empty" JSON
 * bodies (fetch wrappers on DELETE, enable-2fa, logout), which DRF reads as no data rather than a parse error.
 * Anything else goes through Fastify's own parser (prototype-poisoning checks included).
 */
export function acceptEmptyJson(app: FastifyInstance, emptyBody: unknown) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, emptyBody);
    return parse(request, text, done);
  });
}
