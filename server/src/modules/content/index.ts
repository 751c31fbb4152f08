import type { FastifyInstance } from 'fastify';

/** The content calls of ../shared/design/API.md; routes with their schemas live beside this file. */
export default async function contentModule(_app: FastifyInstance) {}
