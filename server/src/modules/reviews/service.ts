import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type {
  AdminReview,
  MyReview,
  PageQuery,
  ReviewInput,
  ReviewModeration,
  ReviewOrdering,
  ReviewStatus,
} from '@fabric-tales/contract';
import { orderItems, orders, products, reviews } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { fieldError, notFound } from '../../lib/errors';
import { reencodeImage } from '../../lib/images';
import { offsetOf } from '../../lib/pagination';
import { adminReview, myReview, publicReview, reviewOrder, selectReviews } from './view';
import { liveProduct as live } from '../../lib/live-product';

const ALREADY = () => fieldError('order_item_id', 'You have already reviewed this piece.');

/**
 * The line a shopper may review (§27.1): a line of their own order (another's, or none, is a 404), of this
 * product, delivered (the order's return window is open or has been), with no review yet (each a 400 naming
 * `order_item_id`).
 */
async function reviewableLine(app: FastifyInstance, userId: number, productId: number, orderItemId: number) {
  const [line] = await app.db
    .select({ productId: orderItems.productId, status: orders.status, deliveredAt: orders.returnDeadline })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, orderItemId), eq(orders.userId, userId)));
  if (!line) throw notFound();
  if (line.productId !== productId) throw fieldError('order_item_id', 'This line of your order is not this product.');
  if (line.status !== 'delivered' || line.deliveredAt === null) {
    throw fieldError('order_item_id', 'Only a delivered piece can be reviewed: this order has not been delivered.');
  }
  const [reviewed] = await app.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderItemId, orderItemId));
  if (reviewed) throw ALREADY();
}

/** A live product, else 404. */
async function liveProduct(app: FastifyInstance, productId: number) {
  const [product] = await app.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), live));
  if (!product) throw notFound();
}

/**
 * A verified review (§27.1, §27.2): checked against the caller's delivered line, its photos re-encoded like product
 * photos (lib/images.ts) under media/reviews/, stored `pending` until the owner publishes it.
 */
export async function createReview(
  app: FastifyInstance,
  userId: number,
  productId: number,
  input: ReviewInput,
  photos: Buffer[],
): Promise<MyReview> {
  await liveProduct(app, productId);
  await reviewableLine(app, userId, productId, input.order_item_id);
  const encoded = [];
  for (const photo of photos) encoded.push(await reencodeImage(photo, 'photos'));
  const urls: string[] = [];
  for (const webp of encoded) {
    const name = `review-${productId}-${randomUUID()}.webp`;
    await app.media.put(`reviews/${name}`, webp, 'image/webp');
    urls.push(`/media/reviews/${name}`);
  }
  const now = app.clock.now();
  // The unique order line makes a second review of the line, even a concurrent one, add nothing.
  const [row] = await app.db
    .insert(reviews)
    .values({
      productId,
      orderItemId: input.order_item_id,
      userId,
      rating: input.rating,
      title: input.title,
      body: input.body,
      fit: input.fit,
      photos: urls,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  if (!row) {
    await removePhotos(app, urls);
    throw ALREADY();
  }
  const [created] = await selectReviews(app.db, eq(reviews.id, row.id));
  return myReview(created);
}

async function removePhotos(app: FastifyInstance, urls: string[]) {
  for (const url of urls) await app.media.remove(`reviews/${path.basename(url)}`);
}

/** One page of reviews matching `where`, in `order`, each as `view` shows it, and how many match. */
async function pageOf<T>(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  page: PageQuery,
  view: (row: Awaited<ReturnType<typeof selectReviews>>[number]) => T,
  withPicture = false,
) {
  const [rows, [{ total }]] = await Promise.all([
    selectReviews(db, where, withPicture)
      .orderBy(...order)
      .limit(page.page_size)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { results: rows.map(view), count: Number(total) };
}

/** A product's published reviews, a page of them (§27.3); a product that is not live is a 404. */
export async function publishedReviews(
  app: FastifyInstance,
  productId: number,
  ordering: ReviewOrdering,
  page: PageQuery,
) {
  await liveProduct(app, productId);
  const where = and(eq(reviews.productId, productId), eq(reviews.status, 'published'));
  return pageOf(app.db, where, reviewOrder[ordering], page, publicReview);
}

/** `GET /api/reviews/`: the caller's reviews in every status, newest first. */
export const myReviews = (app: FastifyInstance, userId: number, page: PageQuery) =>
  pageOf(app.db, eq(reviews.userId, userId), reviewOrder['-created_at'], page, myReview);

/** The moderation queue: every review, or those of one status, newest first. */
export const adminReviews = (app: FastifyInstance, status: ReviewStatus | undefined, page: PageQuery) =>
  pageOf(app.db, status ? eq(reviews.status, status) : undefined, reviewOrder['-created_at'], page, adminReview, true);

/**
 * Publishes or rejects a review and sets or removes the owner's public answer (§27.3). A change that shows on the
 * product page (a review going in or out of it, or the answer of a published one) expires the cached product and
 * its reviews on every instance and the storefronts when it commits, as a price change does.
 */
export async function moderateReview(app: FastifyInstance, id: number, change: ReviewModeration): Promise<AdminReview> {
  return app.db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!before) throw notFound();
    const now = app.clock.now();
    const status = change.status ?? before.status;
    const reply = change.reply === undefined ? before.reply : change.reply || null;
    await tx
      .update(reviews)
      .set({
        status,
        reply,
        repliedAt: reply === before.reply ? before.repliedAt : reply === null ? null : now,
        updatedAt: now,
      })
      .where(eq(reviews.id, id));
    const shown = before.status === 'published' || status === 'published';
    if (shown && (status !== before.status || reply !== before.reply)) await app.catalogCache.invalidate(tx);
    const [row] = await selectReviews(tx, eq(reviews.id, id), true);
    return adminReview(row);
  });
}

/** A shopper's reviews for the data export (§25.2): every status, with what the owner answered. */
export async function reviewsOf(db: Executor, userId: number) {
  const rows = await selectReviews(db, eq(reviews.userId, userId)).orderBy(...reviewOrder['-created_at']);
  return rows.map((row) => ({ ...myReview(row), product: row.productName }));
}

/**
 * Account deletion (§25.1): the shopper's reviews go (their words and photos); a published one leaves the product
 * page, so the cached catalog is expired when the deletion commits. Answers the photos to remove from the store.
 */
export async function eraseReviews(app: FastifyInstance, tx: Executor, userId: number): Promise<string[]> {
  const gone = await tx
    .delete(reviews)
    .where(eq(reviews.userId, userId))
    .returning({ status: reviews.status, photos: reviews.photos });
  if (gone.some((r) => r.status === 'published')) await app.catalogCache.invalidate(tx);
  return gone.flatMap((r) => r.photos);
}

/** Removes erased reviews' photos from the media store (after the deletion committed). */
export const removeReviewPhotos = removePhotos;
