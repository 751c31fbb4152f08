import type { FastifyInstance } from 'fastify';

/** The cart calls of ../shared/design/API.md; routes with their schemas live beside this file. */
export default async function cartModule(_app: FastifyInstance) {}
