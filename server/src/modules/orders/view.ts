import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Order, PaymentMethod } from '@fabric-tales/contract';
import { orderItems, orderStatusHistory, orders, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Executor } from '../cart/view';
import { paymentViews } from '../payments/view';

export type OrderView = Order;

/** Orders as the API shows them, in the order of `ids`; `withCustomer` adds who placed each (admin views). */
export async function orderViews(db: Executor, ids: number[], withCustomer = false): Promise<OrderView[]> {
  if (ids.length === 0) return [];
  // One after another: a transaction's connection runs one query at a time.
  const rows = await db
    .select({ order: orders, customer: { id: users.id, username: users.username, email: users.email } })
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
    const o = row.order;
    return [
      {
        id: o.id,
        number: o.number,
        status: o.status,
        items: items
          .filter((i) => i.orderId === id)
          .map((i) => ({
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
        payment: payments.get(id) ?? null,
        discount_code: o.discountCode,
        discount_total: o.discountTotal,
        notes: o.notes,
        tracking_number: o.trackingNumber,
        created_at: o.createdAt.toISOString(),
        updated_at: o.updatedAt.toISOString(),
        status_history: history
          .filter((h) => h.orderId === id)
          .map((h) => ({ status: h.status, at: h.at.toISOString(), note: h.note })),
        ...(withCustomer ? { customer: row.customer } : {}),
      },
    ];
  });
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
