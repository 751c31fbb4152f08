import { asc, inArray, sql } from 'drizzle-orm';
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

/** A line whose stock moves: on its size when it has one, else on its product. */
export interface StockLine {
  productId: number | null;
  productSizeId: number | null;
  quantity: number;
}

/**
 * Moves the stock of every line by `sign` × its quantity (-1 takes, +1 gives back), in one statement per table
 * rather than one per line. Run after `lockStock` took the rows' locks.
 */
export async function moveStock(tx: Executor, lines: StockLine[], sign: -1 | 1) {
  await moveRows(
    tx,
    products,
    lines.flatMap((l) => (l.productSizeId === null && l.productId !== null ? [[l.productId, l.quantity]] : [])),
    sign,
  );
  await moveRows(
    tx,
    productSizes,
    lines.flatMap((l) => (l.productSizeId === null ? [] : [[l.productSizeId, l.quantity]])),
    sign,
  );
}

/** Adds `sign` × quantity to the stock of each (id, quantity) row of `table`, in one statement (none when empty). */
async function moveRows(
  tx: Executor,
  table: typeof products | typeof productSizes,
  rows: [id: number, quantity: number][],
  sign: -1 | 1,
) {
  // One VALUES row per id: UPDATE … FROM applies only one of several rows matching the same target.
  const byId = new Map<number, number>();
  for (const [id, quantity] of rows) byId.set(id, (byId.get(id) ?? 0) + sign * quantity);
  if (byId.size === 0) return;
  const values = sql.join(
    [...byId].map(([id, delta]) => sql`(${id}::int, ${delta}::int)`),
    sql`, `,
  );
  await tx.execute(sql`update ${table} set stock = ${table.stock} + v.delta
    from (values ${values}) as v(id, delta) where ${table.id} = v.id`);
}
