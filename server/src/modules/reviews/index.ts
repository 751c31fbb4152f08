import type { FastifyInstance } from 'fastify';
import adminReviewRoutes from './admin-routes';
import { reviewRoutes } from './routes';

/** The review request sweep, on every instance (a worker serves no routes but runs it). */
export { reviewRequestSweep as reviewsPlatform } from './requests';

/**
 * "Reviews from buyers" of docs/api.md (docs/product-rules.md §27): verified reviews of delivered lines, their
 * moderation under /api/admin; the review request email a delivered order gets once is `reviewsPlatform`'s.
 */
export default async function reviewsModule(app: FastifyInstance) {
  reviewRoutes(app);
  await app.register(adminReviewRoutes, { prefix: '/admin' });
}
