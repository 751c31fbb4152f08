import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { orderItems, orderPayments, orders } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { lockAndMoveStock, type StockLine } from './stock';
import { cancelUnpaidOrder } from './unpaid';

/**
 * Inside a card checkout's transaction (the cart row is locked, so one customer's checkouts run one at a time):
 * a customer holds at most MAX_UNPAID_CARD_ORDERS unpaid card orders, so stock cannot be kept "sold out" by
 * orders never paid. The new one takes over the oldest beyond the bound: cancelled in this same transaction,
 * stock back, with a history note naming the new order. Answers the ids taken over (their Stripe sessions are
 * closed after the commit, `cardPayments.settleCancelled`).
 *
 * Locks, in the order every other writer takes them: the old orders' rows, then every stock row both moves
 * touch, at once and in id order (stock.ts), so returning one order's stock and taking the next cannot deadlock.
 */
export async function takeOverUnpaidOrders(
  app: FastifyInstance,
  tx: Executor,
  userId: number,
  newLines: StockLine[],
  newNumber: string,
): Promise<number[]> {
  const unpaid = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'awaiting_payment'), eq(orderPayments.status, 'unpaid')))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .for('update', { of: orders });
  const excess = unpaid.length - (app.config.maxUnpaidCardOrders - 1);
  if (excess <= 0) return [];
  const taken = unpaid.slice(0, excess).map((o) => o.id);
  const oldLines = await tx
    .select({
      productId: orderItems.productId,
      productSizeId: orderItems.productSizeId,
      quantity: orderItems.quantity,
      fabricId: orderItems.fabricId,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, taken));
  await lockAndMoveStock(
    tx,
    [...oldLines, ...newLines].map((line) => ({ ...line, quantity: 0 })),
    1,
  );
  const cancelled: number[] = [];
  for (const id of taken) {
    if (await cancelUnpaidOrder(app, tx, id, `Replaced by the newer card order ${newNumber}`)) cancelled.push(id);
  }
  return cancelled;
}
