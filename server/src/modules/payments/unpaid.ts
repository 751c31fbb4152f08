import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { orderPayments, orders } from '../../db/schema';
import type { Executor } from '../cart/view';
import { orderStatusEmail } from '../orders/emails';
import { applyStatus } from '../orders/status';
import { orderView } from '../orders/view';
import { queueOrderEmail } from './emails';

/**
 * Inside a transaction: cancels a card order that is still unpaid (stock and discount use go back) and queues
 * the customer's email. Nothing happens if the order was paid or cancelled meanwhile, or if `sessionId` names
 * a session that is no longer the order's. Answers the queued email's id when it cancelled.
 */
export async function cancelUnpaidOrder(
  app: FastifyInstance,
  tx: Executor,
  orderId: number,
  note: string,
  sessionId?: string,
): Promise<{ emailId: number | null } | null> {
  const [order] = await tx
    .select({ status: orders.status, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (order?.status !== 'awaiting_payment') return null;
  const [payment] = await tx.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  if (payment?.status !== 'unpaid') return null;
  if (sessionId && payment.sessionId && payment.sessionId !== sessionId) return null;
  await applyStatus(tx, orderId, 'cancelled', app.clock.now(), note);
  const view = await orderView(tx, orderId);
  const emailId = await queueOrderEmail(app, tx, order.userId, (shop, customer) =>
    orderStatusEmail(shop, customer, view),
  );
  return { emailId };
}
