import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productSizes, products, wishlistItems } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { productSummaries } from '../catalog/service';
import { sizeStockOfProduct } from '../catalog/size-stock';
import { liveProduct as live } from '../../lib/live-product';

/**
 * The user's saved pieces, newest first; deleted products drop out. Each carries its sizes (a field the
 * contract allows adding) so the wishlist page can show stock and move a size to the cart.
 */
export async function listWishlist(db: Database, userId: number) {
  const rows = await db
    .select({ productId: wishlistItems.productId, addedAt: wishlistItems.addedAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.productId));
  const ids = rows.map((r) => r.productId);
  const summaries = await productSummaries(db, ids);
  const sizes = ids.length
    ? await db
        .select(sizeStockOfProduct)
        .from(productSizes)
        .where(inArray(productSizes.productId, ids))
        .orderBy(asc(productSizes.sortOrder), asc(productSizes.id))
    : [];
  return rows.flatMap((r) => {
    const product = summaries.get(r.productId);
    if (!product) return [];
    return [
      {
        product,
        sizes: sizes.filter((s) => s.productId === r.productId).map(({ id, label, stock }) => ({ id, label, stock })),
        added_at: r.addedAt.toISOString(),
      },
    ];
  });
}

const liveProduct = async (db: Database, productId: number) => {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), live));
  if (!row) throw notFound();
};

/** Saves a piece; `created` is false when it was already saved (one entry, the first date kept). */
export async function addToWishlist(db: Database, userId: number, productId: number, now: Date) {
  await liveProduct(db, productId);
  const inserted = await db
    .insert(wishlistItems)
    .values({ userId, productId, addedAt: now })
    .onConflictDoNothing()
    .returning({ productId: wishlistItems.productId });
  const entry = (await listWishlist(db, userId)).find((e) => e.product.id === productId)!;
  return { entry, created: inserted.length > 0 };
}

export async function removeFromWishlist(db: Database, userId: number, productId: number) {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  if (removed.length === 0) throw notFound();
}
