import type { FastifyInstance } from 'fastify';

/** The auth calls of ../shared/design/API.md; routes with their schemas live beside this file. */
export default async function authModule(_app: FastifyInstance) {}
