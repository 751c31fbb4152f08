import type { FastifyInstance } from 'fastify';
import catalogRoutes from './routes';

/** The catalog calls of docs/api.md: categories, product list and product detail, served from the cache. */
export default async function catalogModule(app: FastifyInstance) {
  await app.register(catalogRoutes);
}
