import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminReview, adminReviewPage, adminReviewQuery, idParams, reviewModeration } from '@fabric-tales/contract';
import { paginate } from '../../lib/pagination';
import { responses } from '../../lib/route-schema';
import { adminReviews, moderateReview } from './service';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** The owner's moderation of reviews, under /api/admin (admin only: 401/403 before anything else). */
export default async function adminReviewRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/reviews/',
    {
      schema: {
        tags,
        security,
        summary: 'Reviews to moderate: every status, or ?status=pending|published|rejected; newest first',
        querystring: adminReviewQuery,
        response: responses({ 200: adminReviewPage }),
      },
    },
    async (req) => {
      const { status, page, page_size } = req.query;
      const { results, count } = await adminReviews(app, status, { page, page_size });
      return paginate(results, count, { page, page_size }, req.url);
    },
  );

  app.patch(
    '/reviews/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Publish or reject a review, and set its public reply (empty or null removes it)',
        params: idParams,
        body: reviewModeration,
        response: responses({ 200: adminReview }),
      },
    },
    (req) => moderateReview(app, req.params.id, req.body),
  );
}
