import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { canMoveReturn, type OrderReturn } from '@fabric-tales/contract';
import { orderItems, orders, returnLines, returnStatusHistory, returns } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { fieldError, notFound, validationError } from '../../lib/errors';
import { lockAndMoveStock } from '../orders/stock';
import { emailShopper } from './request';
import { returnView } from './view';

export interface ReturnChange {
  status: 'approved' | 'rejected' | 'received';
  message: string;
  lines: { order_item_id: number; restock: boolean }[];
}

/**
 * An admin moves a return along requested → approved → received (or requested → rejected). The return row is
 * locked, so two admins clicking at once apply the step once: the second finds it done and gets a 400 naming the
 * status. Receiving puts the lines marked `restock` back in stock through the same path as any restock (the
 * catalog refreshes, back-in-stock subscribers are emailed), in the same transaction.
 */
export async function changeReturn(app: FastifyInstance, returnId: number, change: ReturnChange): Promise<OrderReturn> {
  await app.db.transaction(async (tx) => {
    const [ret] = await tx
      .select({ status: returns.status, orderId: returns.orderId, userId: orders.userId })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(eq(returns.id, returnId))
      .for('update', { of: returns });
    if (!ret) throw notFound();
    if (!canMoveReturn(ret.status, change.status)) {
      throw fieldError('status', `Cannot change a return from ${ret.status} to ${change.status}.`);
    }
    if (change.status === 'rejected' && !change.message) {
      throw fieldError('message', 'Tell the customer why the return is rejected.');
    }
    const now = app.clock.now();
    if (change.status === 'received') await receive(app, tx, returnId, change.lines);
    await tx
      .update(returns)
      .set({ status: change.status, updatedAt: now, ...(change.message ? { message: change.message } : {}) })
      .where(eq(returns.id, returnId));
    await tx.insert(returnStatusHistory).values({ returnId, status: change.status, at: now, note: change.message });
    await emailShopper(app, tx, ret.userId, returnId);
  });
  return returnView(app.db, returnId, { ...app.config, admin: true });
}

/** The parcel arrived: each line named with `restock: true` goes back to stock; the others stay out of it. */
async function receive(app: FastifyInstance, tx: Executor, returnId: number, choices: ReturnChange['lines']) {
  const lines = await tx
    .select({
      orderItemId: returnLines.orderItemId,
      quantity: returnLines.quantity,
      productId: orderItems.productId,
      productSizeId: orderItems.productSizeId,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(eq(returnLines.returnId, returnId));
  const unknown = choices.filter((c) => !lines.some((l) => l.orderItemId === c.order_item_id));
  if (unknown.length) {
    throw validationError({ lines: unknown.map((c) => `Line ${c.order_item_id} is not part of this return.`) });
  }
  const back = lines.filter((l) => choices.some((c) => c.order_item_id === l.orderItemId && c.restock));
  for (const line of back) {
    await tx
      .update(returnLines)
      .set({ restock: true })
      .where(and(eq(returnLines.returnId, returnId), eq(returnLines.orderItemId, line.orderItemId)));
  }
  // A product deleted since the order has nothing to go back to.
  const movable = back.filter((l) => l.productId !== null);
  if (movable.length === 0) return;
  await lockAndMoveStock(tx, movable, 1);
  await app.catalogCache.invalidate(tx);
  await app.stockAlerts.restocked(
    tx,
    movable.flatMap((l) => (l.productSizeId === null ? [] : [l.productSizeId])),
  );
}
