import { and, eq, gt, sql } from 'drizzle-orm';
import { orderItems, orderPayments, orderStatusHistory, orders } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { validationError } from '../../lib/errors';

/**
 * What an account's card orders waiting for payment may hold (§18.6, §18.7): stock they take is sold out to
 * everyone else until they are paid, cancelled or expire, so a free account must not keep a handmade piece away.
 */
export const CARD_HOLDS = {
  /** Units of one item (a product, or one size of it) across the account's unpaid card orders (§18.6). */
  unitsPerItem: 3,
  /** Units in all across them (§18.6). */
  units: 6,
  /** Card orders ended unpaid within `windowHours` after which card checkout pauses (§18.7). */
  endedUnpaid: 3,
  windowHours: 24,
};

const refuse = (message: string) => validationError({ payment_method: [message] });

/**
 * §18.7: an account whose card orders ended unpaid (cancelled, taken over by a newer one, expired) CARD_HOLDS
 * .endedUnpaid times within the window pays by card again only once the first of them leaves the window, so
 * cancelling and ordering again cannot renew a hold without end. Runs in the checkout's transaction, after the cart
 * lock that serialises one account's checkouts, before anything moves.
 */
export async function refuseCardCooldown(tx: Executor, userId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - CARD_HOLDS.windowHours * 3_600_000);
  const ended = await tx
    .select({ at: orderStatusHistory.at })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .innerJoin(orderStatusHistory, eq(orderStatusHistory.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'card'),
        eq(orders.status, 'cancelled'),
        eq(orderPayments.status, 'unpaid'),
        eq(orderStatusHistory.status, 'cancelled'),
        gt(orderStatusHistory.at, since),
      ),
    )
    .orderBy(orderStatusHistory.at);
  if (ended.length < CARD_HOLDS.endedUnpaid) return;
  const reopens = new Date(
    ended[ended.length - CARD_HOLDS.endedUnpaid].at.getTime() + CARD_HOLDS.windowHours * 3_600_000,
  );
  const when = `${reopens.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  throw refuse(
    `${ended.length} of your card orders were left unpaid in the last ${CARD_HOLDS.windowHours} hours: you can pay by card again from ${when}. Cash on delivery is open now.`,
  );
}

/** A line of the new card order, with the name the shopper knows it by. */
export interface HeldLine {
  productId: number;
  productSizeId: number | null;
  quantity: number;
  name: string;
}

/**
 * §18.6: the new card order's lines plus what the account's other unpaid card orders still hold (after any taken
 * over, §18.5) stay within CARD_HOLDS. Runs in the checkout's transaction after the cart lock, so parallel checkouts
 * of one account are judged one after the other; a refusal rolls the whole checkout back.
 */
export async function refuseCardHoldsBeyondCaps(tx: Executor, userId: number, lines: HeldLine[]): Promise<void> {
  const held = await tx
    .select({
      productId: orderItems.productId,
      productSizeId: orderItems.productSizeId,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'awaiting_payment'), eq(orderPayments.status, 'unpaid')))
    .groupBy(orderItems.productId, orderItems.productSizeId);
  const key = (l: { productId: number | null; productSizeId: number | null }) => `${l.productId}:${l.productSizeId}`;
  const already = new Map(held.map((h) => [key(h), Number(h.quantity)]));
  const advice = 'Pay or cancel your unpaid card order, lower the quantity, or choose cash on delivery.';
  for (const line of lines) {
    const total = line.quantity + (already.get(key(line)) ?? 0);
    if (total > CARD_HOLDS.unitsPerItem) {
      throw refuse(
        `Card orders waiting for payment may hold at most ${CARD_HOLDS.unitsPerItem} of one item (${line.name}: ${total}). ${advice}`,
      );
    }
    // One item with two sets of answers is two lines (§30.1): they count together.
    already.set(key(line), total);
  }
  const units = [...held, ...lines].reduce((sum, l) => sum + Number(l.quantity), 0);
  if (units > CARD_HOLDS.units) {
    throw refuse(
      `Card orders waiting for payment may hold at most ${CARD_HOLDS.units} items in all (${units}). ${advice}`,
    );
  }
}
