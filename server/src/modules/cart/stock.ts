import { and, eq, isNull, sql } from 'drizzle-orm';
import { cartItems, productSizes, products } from '../../db/schema';
import type { Executor } from './view';

/** What a cart line may be: a live product, the chosen size (if it has sizes) and the stock behind it. */
export type LineTarget =
  | { ok: true; productId: number; productSizeId: number | null; stock: number }
  | { ok: false; field: 'product_id' | 'product_size_id'; reason: string; message: string };

/** Checks a product and size choice; `productSizeId` null/undefined means "no size". */
export async function resolveTarget(
  db: Executor,
  productId: number,
  productSizeId?: number | null,
): Promise<LineTarget> {
  const [product] = await db
    .select({
      id: products.id,
      stock: products.stock,
      sizeCount: sql<number>`(select count(*)::int from product_sizes ps where ps.product_id = "products"."id")`,
    })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)));
  if (!product) {
    return {
      ok: false,
      field: 'product_id',
      reason: 'not_found',
      message: `Invalid pk "${productId}" - object does not exist.`,
    };
  }
  if (productSizeId == null) {
    if (product.sizeCount > 0) {
      return {
        ok: false,
        field: 'product_size_id',
        reason: 'size_required',
        message: 'Choose a size for this product.',
      };
    }
    return { ok: true, productId, productSizeId: null, stock: product.stock };
  }
  const [size] = await db
    .select({ stock: productSizes.stock })
    .from(productSizes)
    .where(and(eq(productSizes.id, productSizeId), eq(productSizes.productId, productId)));
  if (!size) {
    return {
      ok: false,
      field: 'product_size_id',
      reason: 'invalid_size',
      message: 'This size does not belong to the product.',
    };
  }
  return { ok: true, productId, productSizeId, stock: size.stock };
}

export const stockMessage = (stock: number) => `Only ${stock} left in stock.`;

/** The cart line for a product and size, if the cart has one. */
export async function findLine(db: Executor, cartId: number, productId: number, productSizeId: number | null) {
  const [line] = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, productId),
        productSizeId === null ? isNull(cartItems.productSizeId) : eq(cartItems.productSizeId, productSizeId),
      ),
    );
  return line;
}

/** Sets a line's quantity, creating the line if needed (one line per product and size). */
export async function upsertLine(
  db: Executor,
  cartId: number,
  productId: number,
  productSizeId: number | null,
  quantity: number,
) {
  const [row] = await db
    .insert(cartItems)
    .values({ cartId, productId, productSizeId, quantity })
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId, cartItems.productSizeId], set: { quantity } })
    .returning({ id: cartItems.id });
  return row.id;
}
