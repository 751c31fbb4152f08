import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams,
  myReview,
  myReviewPage,
  pageQuery,
  REVIEW_PHOTOS_MAX,
  reviewBody,
  reviewPage,
  reviewQuery,
} from '@fabric-tales/contract';
import { validationError } from '../../lib/errors';
import { paginate } from '../../lib/pagination';
import { responses } from '../../lib/route-schema';
import { parseOrThrow } from '../../lib/zod-errors';
import { readPhotoForm } from '../../lib/photo-form';
import { replyCached } from '../../plugins/catalog-cache';
import { reviewLimiters } from './limits';
import { createReview, myReviews, publishedReviews } from './service';

const tags = ['reviews'];
const security = [{ bearerAuth: [] }];

/** The shoppers' review calls: a product's published reviews (public, cached), posting one, and mine. */
export function reviewRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/products/:id/reviews/',
    {
      schema: {
        tags,
        summary: 'A product’s published reviews: newest first, or by rating (-rating, rating)',
        params: idParams,
        querystring: reviewQuery,
        response: responses({ 200: reviewPage }),
      },
    },
    (req, reply) => {
      const { page, page_size, ordering = '-created_at' } = req.query;
      const url = `/api/products/${req.params.id}/reviews/?ordering=${ordering}&page_size=${page_size}`;
      // Part of the product page: cached with the catalog and expired with it when a review is published (§27.4).
      return replyCached(app, req, reply, `reviews:${url}&page=${page}`, async () => {
        const { results, count } = await publishedReviews(app, req.params.id, ordering, { page, page_size });
        return paginate(results, count, { page, page_size }, url);
      });
    },
  );

  app.post(
    '/products/:id/reviews/',
    {
      schema: {
        tags,
        security,
        summary:
          'Review a delivered line of my order (JSON, or multipart with up to 3 `photos`); it waits for the owner’s approval',
        params: idParams,
        // Nullish: a multipart request has no parsed body; its fields are validated by the same schema below.
        body: reviewBody.nullish(),
        response: responses({ 201: myReview }),
      },
      // onRequest: 401 comes before any validation of the body.
      onRequest: app.authenticate,
      preHandler: reviewLimiters(app),
    },
    async (req, reply) => {
      let input = req.body;
      let photos: Buffer[] = [];
      if (req.isMultipart()) {
        const form = await readPhotoForm(req, REVIEW_PHOTOS_MAX);
        input = parseOrThrow(reviewBody, form.fields);
        photos = form.photos;
      }
      if (!input) throw validationError({ non_field_errors: ['Invalid data. Expected a dictionary, but got null.'] });
      return reply.code(201).send(await createReview(app, req.authUser.id, req.params.id, input, photos));
    },
  );

  app.get(
    '/reviews/',
    {
      schema: {
        tags,
        security,
        summary: 'My reviews, in every status, newest first',
        querystring: pageQuery,
        response: responses({ 200: myReviewPage }),
      },
      preHandler: app.authenticate,
    },
    async (req) => {
      const { results, count } = await myReviews(app, req.authUser.id, req.query);
      return paginate(results, count, req.query, req.url);
    },
  );
}
