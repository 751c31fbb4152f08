import { eq, sql } from 'drizzle-orm';
import { orderItems, orders, returnLines, returns } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { fromCents, toCents } from '../../lib/money';
import { suggestedRefundCents } from '../pricing';

export interface RefundLimits {
  /** The refund an admin is offered: the return's lines (plus shipping when faulty), capped at `refundable`. */
  suggested: string;
  /** What the order was paid and has not had back yet. */
  refundable: string;
  leftCents: number;
  suggestedCents: number;
}

/** The refund terms of a return, read from its order as it is now (inside the refund's transaction, after its lock). */
export async function refundLimits(db: Executor, returnId: number): Promise<RefundLimits> {
  const [row] = await db
    .select({
      reason: returns.reason,
      total: orders.total,
      refunded: orders.refundedTotal,
      shipping: orders.shippingFee,
      lines: sql<string>`(select coalesce(sum(${orderItems.price} * ${returnLines.quantity}), 0)::numeric(12,2)::text
        from ${returnLines} join ${orderItems} on ${orderItems.id} = ${returnLines.orderItemId}
        where ${returnLines.returnId} = ${returns.id})`,
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(eq(returns.id, returnId));
  const leftCents = Math.max(0, toCents(row.total) - toCents(row.refunded));
  const suggestedCents = suggestedRefundCents({
    linesCents: toCents(row.lines),
    shippingCents: toCents(row.shipping),
    faulty: row.reason === 'faulty',
    leftCents,
  });
  return { suggested: fromCents(suggestedCents), refundable: fromCents(leftCents), leftCents, suggestedCents };
}
