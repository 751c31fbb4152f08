import type { FastifyInstance } from 'fastify';

/** The catalog calls of ../shared/design/API.md; routes with their schemas live beside this file. */
export default async function catalogModule(_app: FastifyInstance) {}
