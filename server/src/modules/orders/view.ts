import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Order, PaymentMethod } from '@fabric-tales/contract';
import { orderItems, orderStatusHistory, orders, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Executor } from '../../db/executor';
import { paymentViews } from './payment-view';

export type OrderView = Order;

/** Orders as the API shows them, in the order of `ids`; `withCustomer` adds who placed each (admin views). */
export async function orderViews(db: Executor, ids: number[], withCustomer = false): Promise<OrderView[]> {
  if (ids.length === 0) return [];
  // One after another: a transaction's connection runs one query at a time.
  const rows = await db
    .select({
      order: orders,
      customer: { id: users.id, username: users.username, email: users.email },
      deletedAt: users.deletedAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, ids));
  const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id));
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, ids))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
  const payments = await paymentViews(
    db,
    rows.map((r) => r.order),
    withCustomer,
  );
  const byId = new Map(rows.map((r) => [r.order.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      toOrderView(
        row.order,
        items.filter((i) => i.orderId === id),
        history.filter((h) => h.orderId === id),
        payments.get(id) ?? null,
        // A deleted account's orders are kept for accounting without saying whose they were (§21).
        withCustomer ? (row.deletedAt ? null : row.customer) : undefined,
      ),
    ];
  });
}

/**
 * An order as the API shows it, from its rows: items in id order, history in time order. Checkout builds a new
 * order's view from the rows it has just written (nothing can change them before its transaction commits).
 */
export function toOrderView(
  o: typeof orders.$inferSelect,
  items: Omit<typeof orderItems.$inferSelect, 'id' | 'orderId'>[],
  history: Pick<typeof orderStatusHistory.$inferSelect, 'status' | 'at' | 'note'>[],
  payment: Order['payment'],
  customer?: { id: number; username: string; email: string } | null,
): OrderView {
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    items: items.map((i) => ({
      product_id: i.productId,
      product_size_id: i.productSizeId,
      name: i.name,
      size: i.size,
      price: i.price,
      quantity: i.quantity,
      line_total: i.lineTotal,
    })),
    subtotal: o.subtotal,
    shipping_fee: o.shippingFee,
    total: o.total,
    shipping: o.shipping,
    payment_method: o.paymentMethod as PaymentMethod,
    payment,
    discount_code: o.discountCode,
    discount_total: o.discountTotal,
    notes: o.notes,
    tracking_number: o.trackingNumber,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    status_history: history.map((h) => ({ status: h.status, at: h.at.toISOString(), note: h.note })),
    ...(customer !== undefined ? { customer } : {}),
  };
}

export async function orderView(db: Executor, id: number, withCustomer = false): Promise<OrderView> {
  const [view] = await orderViews(db, [id], withCustomer);
  return view;
}

/** The id of the caller's own order; another customer's order (or none) is a 404 that reveals nothing. */
export async function ownOrderId(db: Executor, orderId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw notFound();
  return row.id;
}
