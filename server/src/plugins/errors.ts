import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../lib/errors';
import { issuesToFields } from '../lib/zod-errors';

/** Every error leaves as a JSON body; anything a client caused is a 4xx that names the problem. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ detail: 'Not found.' }));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.status).send(error.body);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: (v.params?.issue as { path?: PropertyKey[] } | undefined)?.path ?? v.instancePath.split('/').slice(1),
        message: v.message,
      }));
      return reply.code(400).send(issuesToFields(issues));
    }
    if (error.validation) {
      return reply.code(400).send({ non_field_errors: [error.message] });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(error);
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ detail: clientMessage(error, request.headers['content-type']), code: error.code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'A server error occurred.' });
  });
});

function clientMessage(error: FastifyError, contentType = ''): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return `JSON parse error - ${error.message}`;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `Unsupported media type "${contentType}" in request.`;
    default:
      return error.message;
  }
}
