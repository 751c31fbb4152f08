import { asc, eq, inArray, sql } from 'drizzle-orm';
import { productSizes, products } from '../../db/schema';
import type { Executor } from '../cart/view';
import { sizeStockOfProduct } from '../catalog/size-stock';

/**
 * Locks the stock rows a change touches, always products then sizes, each in id order: every transaction
 * that moves stock takes its locks in this one order, so concurrent checkouts and cancellations cannot deadlock.
 */
export async function lockStock(tx: Executor, productIds: number[], sizeIds: number[]) {
  const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
  const lockedProducts = productIds.length
    ? await tx
        .select({
          id: products.id,
          name: products.name,
          price: products.price,
          stock: products.stock,
          deletedAt: products.deletedAt,
        })
        .from(products)
        .where(inArray(products.id, unique(productIds)))
        .orderBy(asc(products.id))
        .for('update')
    : [];
  const lockedSizes = sizeIds.length
    ? await tx
        .select(sizeStockOfProduct)
        .from(productSizes)
        .where(inArray(productSizes.id, unique(sizeIds)))
        .orderBy(asc(productSizes.id))
        .for('update')
    : [];
  return { products: new Map(lockedProducts.map((p) => [p.id, p])), sizes: new Map(lockedSizes.map((s) => [s.id, s])) };
}

/** Moves stock by `delta` (negative takes, positive returns) on the size when there is one, else on the product. */
export async function adjustStock(
  tx: Executor,
  line: { productId: number | null; productSizeId: number | null },
  delta: number,
) {
  if (line.productSizeId !== null) {
    await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} + ${delta}` })
      .where(eq(productSizes.id, line.productSizeId));
  } else if (line.productId !== null) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${delta}` })
      .where(eq(products.id, line.productId));
  }
}
