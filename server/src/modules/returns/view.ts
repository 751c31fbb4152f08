import { asc, eq, inArray } from 'drizzle-orm';
import type { OrderReturn } from '@fabric-tales/contract';
import { orderItems, orders, returnLines, returnStatusHistory, returns, users } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { notFound } from '../../lib/errors';
import { refundLimits } from './amounts';

export interface ViewOptions {
  returnAddress: string;
  /** Admin views: the customer, the suggested refund and what the order still allows. */
  admin?: boolean;
}

/** Returns as the API shows them, in the order of `ids`. */
export async function returnViews(db: Executor, ids: number[], opts: ViewOptions): Promise<OrderReturn[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ret: returns,
      order: { number: orders.number, userId: orders.userId, paymentMethod: orders.paymentMethod },
      customer: { id: users.id, username: users.username, email: users.email },
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(returns.id, ids));
  const lines = await db
    .select({
      returnId: returnLines.returnId,
      orderItemId: returnLines.orderItemId,
      quantity: returnLines.quantity,
      restock: returnLines.restock,
      name: orderItems.name,
      size: orderItems.size,
      price: orderItems.price,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(inArray(returnLines.returnId, ids))
    .orderBy(asc(returnLines.id));
  const history = await db
    .select()
    .from(returnStatusHistory)
    .where(inArray(returnStatusHistory.returnId, ids))
    .orderBy(asc(returnStatusHistory.at), asc(returnStatusHistory.id));
  const byId = new Map(rows.map((r) => [r.ret.id, r]));
  const views: OrderReturn[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const r = row.ret;
    const own = lines.filter((l) => l.returnId === id);
    const view: OrderReturn = {
      id: r.id,
      number: r.number,
      order_id: r.orderId,
      order_number: row.order.number,
      payment_method: row.order.paymentMethod === 'card' ? 'card' : 'cod',
      status: r.status,
      lines: own.map((l) => ({
        order_item_id: l.orderItemId,
        name: l.name,
        size: l.size,
        price: l.price,
        quantity: l.quantity,
        restock: l.restock,
      })),
      reason: r.reason,
      note: r.note,
      seal_intact: r.sealIntact,
      message: r.message,
      refund_amount: r.refundAmount,
      refund:
        r.refundAmount === null || r.refundState === null
          ? null
          : {
              amount: r.refundAmount,
              state: r.refundState,
              stripe_refund_id: r.stripeRefundId,
              method: r.refundMethod,
              reference: r.refundReference,
              error: r.refundError,
              refunded_at: r.refundedAt?.toISOString() ?? null,
            },
      return_address: opts.returnAddress,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      status_history: history
        .filter((h) => h.returnId === id)
        .map((h) => ({ status: h.status, at: h.at.toISOString(), note: h.note })),
    };
    if (opts.admin) {
      const limits = await refundLimits(db, r.id);
      Object.assign(view, {
        customer: row.customer,
        suggested_refund: limits.suggested,
        refundable_total: limits.refundable,
      });
    }
    views.push(view);
  }
  return views;
}

export async function returnView(db: Executor, id: number, opts: ViewOptions): Promise<OrderReturn> {
  const [view] = await returnViews(db, [id], opts);
  if (!view) throw notFound();
  return view;
}
