import type { FastifyInstance } from 'fastify';

/** The profile calls of ../shared/design/API.md; routes with their schemas live beside this file. */
export default async function profileModule(_app: FastifyInstance) {}
