import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminReview, MyReview, Review, ReviewOrdering } from '@fabric-tales/contract';
import { products, reviews, users } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { firstImage } from '../../lib/sql';

/**
 * The columns every view of a review reads: the review, its author's names, its product's name and, for the
 * moderation queue only, its product's picture (a subquery a shopper's read does not pay for: null there).
 */
const reviewColumns = (withPicture: boolean) => ({
  review: reviews,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  deletedAt: users.deletedAt,
  productName: products.name,
  productImage: withPicture ? firstImage : sql<string | null>`null`,
});
type Row = { review: typeof reviews.$inferSelect; firstName: string; lastName: string; productName: string } & {
  productImage: string | null;
  email: string;
  deletedAt: Date | null;
};

/** The author as every shopper sees it (§27.3): a first name and the last name's initial, nothing else. */
export function authorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().slice(0, 1).toUpperCase();
  if (!first) return 'Verified buyer';
  return initial ? `${first} ${initial}.` : first;
}

export const publicReview = ({ review: r, firstName, lastName }: Row): Review => ({
  id: r.id,
  rating: r.rating,
  title: r.title,
  body: r.body,
  fit: r.fit,
  photos: r.photos,
  author: authorName(firstName, lastName),
  verified: true,
  created_at: r.createdAt.toISOString(),
  reply: r.reply && r.repliedAt ? { body: r.reply, created_at: r.repliedAt.toISOString() } : null,
});

export const myReview = (row: Row): MyReview => ({
  ...publicReview(row),
  status: row.review.status,
  product_id: row.review.productId,
  order_item_id: row.review.orderItemId,
});

export const adminReview = (row: Row): AdminReview => ({
  ...myReview(row),
  product_name: row.productName,
  product_image: row.productImage,
  customer_email: row.deletedAt ? null : row.email,
});

/** The orderings of `?ordering=` (newest first by default); ties newest first, then by id. */
export const reviewOrder: Record<ReviewOrdering, SQL[]> = {
  '-created_at': [desc(reviews.createdAt), desc(reviews.id)],
  '-rating': [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  rating: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

/** Reviews with their author and product, filtered by `where`; `withPicture` for the moderation queue. */
export const selectReviews = (db: Executor, where: SQL | undefined, withPicture = false) =>
  db
    .select(reviewColumns(withPicture))
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(where));
