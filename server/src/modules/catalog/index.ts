import type { FastifyInstance } from 'fastify';
import catalogRoutes from './routes';
import fabricRoutes from './fabrics-routes';
import suggestRoutes from './suggest-routes';

/**
 * The catalog calls of docs/api.md: categories, product list (with search) and product detail, fabrics, and the
 * search suggestions, served from the cache. The searching itself is `modules/search`.
 */
export default async function catalogModule(app: FastifyInstance) {
  await app.register(catalogRoutes);
  await app.register(suggestRoutes);
  await app.register(fabricRoutes);
}
