import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../lib/errors';

interface Issue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/** Zod issues as DRF field errors: `{"field": ["message"]}`, body-level problems under non_field_errors. */
export function issuesToFields(issues: Issue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const fromPath = issue.params?.issue?.path?.map(String).join('.');
    const key = fromPath || issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || 'non_field_errors';
    (fields[key] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return fields;
}

/** Every error leaves as a JSON body; anything a client caused is a 4xx that names the problem. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ detail: 'Not found.' }));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.status).send(error.body);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(issuesToFields(error.validation as Issue[]));
    }
    if (error.validation) {
      return reply.code(400).send({ non_field_errors: [error.message] });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(error);
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: clientMessage(error), code: error.code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'A server error occurred.' });
  });
});

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return `JSON parse error - ${error.message}`;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported media type in request.';
    default:
      return error.message;
  }
}
