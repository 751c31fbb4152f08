import type { FastifyInstance } from 'fastify';

/** The admin calls of ../shared/design/API.md; routes with their schemas live beside this file. */
export default async function adminModule(_app: FastifyInstance) {}
