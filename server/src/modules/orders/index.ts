import type { FastifyInstance } from 'fastify';

/** The orders calls of ../shared/design/API.md; routes with their schemas live beside this file. */
export default async function ordersModule(_app: FastifyInstance) {}
