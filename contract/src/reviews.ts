import { z } from 'zod';
import { idField, intField } from './numbers';
import { pageQuery, paginated } from './pagination';
import { optionalFilter, text } from './strings';

/**
 * Reviews from buyers (docs/api.md, "Reviews from buyers"): a delivered order line is reviewed once, by its buyer;
 * the owner publishes or rejects it and may answer in public.
 */
const choice = (issue: { input: unknown }) => `"${String(issue.input)}" is not a valid choice.`;

export const reviewStatuses = ['pending', 'published', 'rejected'] as const;
export const reviewStatus = z.enum(reviewStatuses, { error: choice });
export type ReviewStatus = z.infer<typeof reviewStatus>;

/** How the piece fits and wears: runs small, true to size, runs large. */
export const reviewFits = ['small', 'true', 'large'] as const;
export const reviewFit = z.enum(reviewFits, { error: choice });
export type ReviewFit = z.infer<typeof reviewFit>;

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 4000;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 3;

/** The fields of `POST /api/products/{id}/reviews/` (JSON, or multipart with up to 3 `photos` files). */
export const reviewBody = z.object({
  order_item_id: idField(),
  rating: intField(1, 5),
  title: text({ max: REVIEW_TITLE_MAX }).default(''),
  body: text({ max: REVIEW_BODY_MAX, min: 1 }),
  /** Multipart sends no null: an empty value means "not said". */
  fit: z.preprocess((v) => (v === '' ? null : v), reviewFit.nullable()).default(null),
});
export type ReviewBody = z.input<typeof reviewBody>;

export const reviewOrdering = z.enum(['-created_at', '-rating', 'rating'], { error: choice });
export type ReviewOrdering = z.infer<typeof reviewOrdering>;
export const reviewQuery = pageQuery.extend({ ordering: optionalFilter(reviewOrdering) });

export const reviewReply = z.object({ body: z.string(), created_at: z.string() });

/** A published review as every shopper sees it: the author is a first name and an initial. */
export const review = z
  .object({
    id: z.number().int(),
    rating: z.number().int().min(1).max(5),
    title: z.string(),
    body: z.string().describe('Plain text: show it as text, never as HTML'),
    fit: reviewFit.nullable(),
    photos: z.array(z.string()),
    author: z.string(),
    verified: z.literal(true),
    created_at: z.string(),
    reply: reviewReply.nullable(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof review>;
export const reviewPage = paginated(review);

/** The author's own view (POST's answer and `GET /api/reviews/`): the status and what it is about. */
export const myReview = review
  .extend({
    status: reviewStatus,
    product_id: z.number().int(),
    order_item_id: z.number().int(),
  })
  .meta({ id: 'MyReview' });
export type MyReview = z.infer<typeof myReview>;
export const myReviewPage = paginated(myReview);

/** The admin's view: every status, with the product's name. */
export const adminReview = myReview
  .extend({
    product_name: z.string(),
    /** The product's first picture: the console's lists show a thumbnail wherever they show a product (§29). */
    product_image: z.string().nullable(),
    customer_email: z.string().nullable(),
  })
  .meta({ id: 'AdminReview' });
export type AdminReview = z.infer<typeof adminReview>;
export const adminReviewPage = paginated(adminReview);
export const adminReviewQuery = pageQuery.extend({ status: optionalFilter(reviewStatus) });

/** `PATCH /api/admin/reviews/{id}/`: publish or reject, and the public answer (empty or null removes it). */
export const reviewModeration = z
  .object({
    status: reviewStatus.optional(),
    reply: text({ max: REVIEW_REPLY_MAX }).nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.reply !== undefined, {
    error: 'Send a status, a reply, or both.',
    path: ['non_field_errors'],
  });
export type ReviewModeration = z.input<typeof reviewModeration>;

/** A product's published reviews in two figures (null on the product without any). */
export const productRating = z
  .object({ average: z.number().describe('One decimal, 1.0–5.0'), count: z.number().int() })
  .meta({ id: 'ProductRating' });
export type ProductRating = z.infer<typeof productRating>;
export type ReviewInput = z.output<typeof reviewBody>;
