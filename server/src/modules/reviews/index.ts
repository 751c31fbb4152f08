import type { FastifyInstance } from 'fastify';
import adminReviewRoutes from './admin-routes';
import { reviewRequestSweep } from './requests';
import { reviewRoutes } from './routes';

/**
 * "Reviews from buyers" of docs/api.md (docs/product-rules.md §27): verified reviews of delivered lines, their
 * moderation under /api/admin, and the review request email a delivered order gets once.
 */
export default async function reviewsModule(app: FastifyInstance) {
  reviewRequestSweep(app);
  reviewRoutes(app);
  await app.register(adminReviewRoutes, { prefix: '/admin' });
}
