import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { canMoveOrder, knownCarrier, type OrderStatus } from '@fabric-tales/contract';
import { orderItems, orderStatusHistory, orders } from '../../db/schema';
import { ApiError, fieldError, notFound } from '../../lib/errors';
import type { Executor } from '../../db/executor';
import { releaseDiscount } from '../discounts/redemption';
import { emailOrder, orderStatusEmail } from './emails';
import { lockAndMoveStock } from './stock';
import { orderView, type OrderView } from './view';

/**
 * Sets the status with a history row; cancelling puts the ordered units back in stock (and writes the
 * back-in-stock emails that causes), gives the discount code's use back and makes a paid order's refund due
 * (`cardPayments.settleCancelled` carries it out after the commit).
 */
export async function applyStatus(
  app: FastifyInstance,
  tx: Executor,
  orderId: number,
  to: OrderStatus,
  at: Date,
  note = '',
) {
  if (to === 'cancelled') {
    const lines = await tx
      .select({
        productId: orderItems.productId,
        productSizeId: orderItems.productSizeId,
        quantity: orderItems.quantity,
        madeUnits: orderItems.madeUnits,
        clothCm: orderItems.clothCm,
        fabricId: orderItems.fabricId,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    await lockAndMoveStock(tx, lines, 1);
    // Stock came back: every instance's catalog shows it once this commits.
    await app.catalogCache.invalidate(tx);
    await app.stockAlerts.restocked(
      tx,
      lines.flatMap((l) => (l.productSizeId === null ? [] : [l.productSizeId])),
    );
    // Cloth given back may make other designs cut from it available again (§26.6).
    await app.stockAlerts.fabricRestocked(
      tx,
      lines.flatMap((l) => (l.fabricId !== null && l.clothCm > 0 ? [l.fabricId] : [])),
    );
    await releaseDiscount(tx, orderId);
    await app.cardPayments.owedOnCancel(tx, orderId, at);
  }
  // Delivery opens the return window (RETURN_DAYS from now); other statuses leave it as it is.
  const returnDeadline = to === 'delivered' ? new Date(at.getTime() + app.config.returnDays * 86_400_000) : undefined;
  await tx.update(orders).set({ status: to, updatedAt: at, returnDeadline }).where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({ orderId, status: to, at, note });
}

/** What a customer may cancel themselves: an order not yet confirmed (paid or not). */
const customerCancellable: OrderStatus[] = ['pending', 'awaiting_payment'];

export interface StatusChange {
  status?: OrderStatus;
  tracking_number?: string;
  carrier?: string;
}

/**
 * Changes an order's status (and its carrier and tracking number). `ownerId` limits it to that customer's orders (others are
 * a 404) and to cancelling a pending order; without it (admin) any allowed transition is accepted.
 */
export async function changeOrder(
  app: FastifyInstance,
  orderId: number,
  change: StatusChange,
  ownerId?: number,
): Promise<OrderView> {
  const outcome = await app.db.transaction(async (tx) => {
    const where =
      ownerId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, ownerId));
    const [order] = await tx
      .select({ status: orders.status, userId: orders.userId })
      .from(orders)
      .where(where)
      .for('update');
    if (!order) throw notFound();
    const now = app.clock.now();
    const to = change.status !== undefined && change.status !== order.status ? change.status : undefined;
    if (ownerId !== undefined && !customerCancellable.includes(order.status)) {
      throw new ApiError(409, {
        detail: `Only a pending order can be cancelled; this one is ${order.status}.`,
        code: 'invalid_status',
      });
    }
    if (to && !canMoveOrder(order.status, to)) {
      throw fieldError('status', `Cannot change status from ${order.status} to ${to}.`);
    }
    if (change.tracking_number !== undefined || change.carrier !== undefined) {
      // A known carrier is kept by its code, so its tracking link follows the carrier table (§29.2).
      const carrier = change.carrier === undefined ? undefined : (knownCarrier(change.carrier)?.code ?? change.carrier);
      await tx
        .update(orders)
        .set({ trackingNumber: change.tracking_number, carrier, updatedAt: now })
        .where(eq(orders.id, orderId));
    }
    if (to) {
      await applyStatus(app, tx, orderId, to, now, ownerId === undefined ? '' : 'Cancelled by the customer');
      // The customer's email is written with the change it reports.
      const changed = await orderView(tx, orderId);
      await emailOrder(app, tx, changed, order.userId, orderStatusEmail);
    }
    return { to };
  });
  // A paid order's refund goes to Stripe now the cancellation is committed (the payments job retries it).
  if (outcome.to === 'cancelled') await app.cardPayments.settleCancelled(orderId);
  return orderView(app.db, orderId, ownerId === undefined);
}
