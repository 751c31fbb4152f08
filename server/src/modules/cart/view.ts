import type { CartItem, CartLines } from '@fabric-tales/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, carts, productSizes, products } from '../../db/schema';
import { fromCents, toCents } from '../../lib/money';
import { firstImage } from '../../lib/sql';

/** A cart answer as the cart services build it; the routes price its cart (discount, shipping) before sending. */
export type Unpriced<T extends { cart: unknown }> = Omit<T, 'cart'> & { cart: CartLines };

/** The app's database or an open transaction on it. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** The user's cart id, creating the cart on first use. */
export async function ensureCart(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (row) return row.id;
  await db.insert(carts).values({ userId }).onConflictDoNothing();
  const [created] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return created.id;
}

/** Inside a transaction: the user's cart, locked so one user's cart changes and checkouts run one at a time. */
export async function lockCart(tx: Executor, userId: number): Promise<number> {
  await tx.insert(carts).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
  return row.id;
}

/** The cart as the API shows it; lines of deleted products are left out (checkout ignores them too). */
export async function cartView(db: Executor, cartId: number): Promise<CartLines> {
  const rows = await db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      productSizeId: cartItems.productSizeId,
      productId: products.id,
      name: products.name,
      slug: products.slug,
      price: products.price,
      image: firstImage,
      sizeLabel: productSizes.label,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productSizes, eq(productSizes.id, cartItems.productSizeId))
    .where(and(eq(cartItems.cartId, cartId), isNull(products.deletedAt)))
    .orderBy(asc(cartItems.id));
  let totalItems = 0;
  let totalCents = 0;
  const items = rows.map((r): CartItem => {
    const lineCents = toCents(r.price) * r.quantity;
    totalItems += r.quantity;
    totalCents += lineCents;
    return {
      id: r.id,
      quantity: r.quantity,
      product: { id: r.productId, name: r.name, slug: r.slug, price: r.price, image: r.image },
      product_size_id: r.productSizeId,
      size: r.productSizeId !== null && r.sizeLabel !== null ? { id: r.productSizeId, label: r.sizeLabel } : null,
      line_total: fromCents(lineCents),
    };
  });
  return { id: cartId, items, total_items: totalItems, total_amount: fromCents(totalCents) };
}
