import { eq, sql } from 'drizzle-orm';
import { orderItems, orders, returnLines, returns } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { fromCents, toCents } from '../../lib/money';
import { suggestedRefundCents } from '../pricing';

export interface RefundLimits {
  /**
   * The refund an admin is offered: what the return's units were paid (after the discount, with added tax), plus
   * shipping when faulty, capped at `refundable`.
   */
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
      giftWrap: orders.giftWrap,
      // §30.3: whether this return, with the ones refunded before it, brings back every unit of the order.
      whole: sql<boolean>`(select coalesce(sum(${returnLines.quantity}), 0) from ${returnLines}
          join returns r on r.id = ${returnLines.returnId}
          where r.order_id = ${orders.id} and (r.id = ${returns.id} or r.status = 'refunded'))
        >= (select coalesce(sum(oi.quantity), 0) from order_items oi where oi.order_id = ${orders.id})`,
      // What the returned units were paid: their share of the line after its discount share, with the line's tax
      // when it was added on top (inside the price otherwise). The list price would refund a discounted order more
      // than it paid for them (two at half price, one returned: the whole payment back, one kept for free).
      lines: sql<string>`(select coalesce(sum(round((${orderItems.lineTotal} - ${orderItems.discountShare}
          + case when ${orders.pricesIncludeTax} then 0 else ${orderItems.tax} end)
          * ${returnLines.quantity} / ${orderItems.quantity}, 2)), 0)::numeric(12,2)::text
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
    giftWrapCents: row.whole ? toCents(row.giftWrap) : 0,
    leftCents,
  });
  return { suggested: fromCents(suggestedCents), refundable: fromCents(leftCents), leftCents, suggestedCents };
}
