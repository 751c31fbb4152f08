import type { FastifyInstance } from 'fastify';
import contentRoutes from './routes';

/** The content calls of docs/api.md: FAQ, the Markdown pages and the contact form. */
export default async function contentModule(app: FastifyInstance) {
  await app.register(contentRoutes);
}
