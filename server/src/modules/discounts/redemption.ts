import { eq, sql } from 'drizzle-orm';
import { carts, discounts, orders } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { Executor } from '../../db/executor';
import { checkCode, type JudgedAt } from '../pricing';

export interface ClaimedDiscount {
  id: number;
  /** The code as the shop wrote it (the order's snapshot). */
  code: string;
  amountCents: number;
}

/**
 * Inside the checkout transaction: re-checks the cart's code under the code's row lock and takes one use, so
 * `max_uses` and `max_uses_per_customer` hold under any concurrency. A code that no longer applies refuses
 * the checkout (409 discount_unavailable) rather than charging more than the shopper was shown; the next cart
 * response takes the code off with a `discount_removed` note. Call after the stock locks (lock order: cart,
 * stock, discount); `cart` is as `lockCart` read it, its code read under the cart lock.
 */
export async function claimCartDiscount(
  tx: Executor,
  cart: { id: number; discountCode: string | null },
  userId: number,
  subtotalCents: number,
  at: JudgedAt,
): Promise<ClaimedDiscount | null> {
  if (!cart.discountCode) return null;
  const check = await checkCode(tx, cart.discountCode, userId, subtotalCents, at, true);
  if (!check.ok) {
    throw conflict(
      `The code ${cart.discountCode} no longer applies: ${check.reason} Nothing was ordered; check your cart's new total and place the order again.`,
      'discount_unavailable',
    );
  }
  await tx
    .update(discounts)
    .set({ timesUsed: sql`${discounts.timesUsed} + 1` })
    .where(eq(discounts.id, check.discount.id));
  await tx.update(carts).set({ discountCode: null }).where(eq(carts.id, cart.id));
  return { id: check.discount.id, code: check.discount.code, amountCents: check.amountCents };
}

/** Inside a cancellation's transaction (after its stock locks): the order's use of its code goes back. */
export async function releaseDiscount(tx: Executor, orderId: number) {
  const [order] = await tx.select({ discountId: orders.discountId }).from(orders).where(eq(orders.id, orderId));
  if (order?.discountId == null) return;
  await tx.select({ id: discounts.id }).from(discounts).where(eq(discounts.id, order.discountId)).for('update');
  await tx
    .update(discounts)
    .set({ timesUsed: sql`greatest(${discounts.timesUsed} - 1, 0)` })
    .where(eq(discounts.id, order.discountId));
}
