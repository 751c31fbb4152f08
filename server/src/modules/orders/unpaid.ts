import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { orderPayments, orders } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { emailOrder, orderStatusEmail } from './emails';
import { applyStatus } from './status';
import { orderView } from './view';

/**
 * Inside a transaction: cancels a card order that is still unpaid (stock and discount use go back) and writes
 * the customer's email. Nothing happens if the order was paid or cancelled meanwhile, or if `sessionId` is not
 * the order's current session (an older or a foreign one). Answers whether it cancelled.
 */
export async function cancelUnpaidOrder(
  app: FastifyInstance,
  tx: Executor,
  orderId: number,
  note: string,
  sessionId?: string,
): Promise<true | null> {
  const [order] = await tx
    .select({ status: orders.status, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (order?.status !== 'awaiting_payment') return null;
  const [payment] = await tx.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  if (payment?.status !== 'unpaid') return null;
  if (sessionId !== undefined && payment.sessionId !== sessionId) return null;
  await applyStatus(app, tx, orderId, 'cancelled', app.clock.now(), note);
  const view = await orderView(tx, orderId);
  await emailOrder(app, tx, view, order.userId, orderStatusEmail);
  return true;
}
