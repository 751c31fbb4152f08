import type { FastifyInstance } from 'fastify';
import synonymRoutes from './routes';

/**
 * Search (docs/product-rules.md §21, docs/adr/0009-search-in-postgresql.md): the weighted full-text and trigram
 * queries the catalog's list and suggestions and the admin lists use, and the admin's synonyms
 * (`/api/admin/synonyms/`).
 */
export default async function searchModule(app: FastifyInstance) {
  await app.register(synonymRoutes);
}
