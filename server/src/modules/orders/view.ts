import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { trackingUrl, type Order, type PaymentMethod, type ReturnSummary } from '@fabric-tales/contract';
import { orderItems, orderStatusHistory, orders, returnLines, returns, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Executor } from '../../db/executor';
import { answersField } from '../handmade';
import { paymentViews } from './payment-view';

export type OrderView = Order;

/** Earrings come back only with their hygiene seal (§ returns): a line of the earrings category, or named so. */
const isEarring = (name: string) => /earring/i.test(name);
export const sealRequired = sql<boolean>`(exists (select 1 from products p join categories c on c.id = p.category_id
  where p.id = ${orderItems.productId} and c.slug = 'earrings') or ${orderItems.name} ilike '%earring%')`;

/**
 * The ordered product's first picture while it has one (a line keeps its own name and price; the picture is the
 * product's). Raw names: inside the subquery an unqualified product_id would be the picture's own column.
 */
export const linePicture = sql<string | null>`(select pi.url from product_images pi
  where pi.product_id = "order_items"."product_id" order by pi.sort_order, pi.id limit 1)`;

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
  const items = await db
    .select({ ...getTableColumns(orderItems), sealRequired: sealRequired, image: linePicture })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id));
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
  const orderReturns = await returnsOf(db, ids);
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
        // A deleted account's orders are kept for accounting without saying whose they were (§25).
        withCustomer ? (row.deletedAt ? null : row.customer) : undefined,
        orderReturns.get(id),
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
  items: (Omit<typeof orderItems.$inferSelect, 'orderId'> & { sealRequired?: boolean; image: string | null })[],
  history: Pick<typeof orderStatusHistory.$inferSelect, 'status' | 'at' | 'note'>[],
  payment: Order['payment'],
  customer?: { id: number; username: string; email: string } | null,
  orderReturns: OrderReturns = { summaries: [], taken: new Map() },
): OrderView {
  // Only a delivered order (partly refunded or not) has units to return; the window itself is return_deadline.
  const open = o.returnDeadline !== null && (o.status === 'delivered' || o.status === 'partially_refunded');
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    items: items.map((i) => ({
      id: i.id,
      product_id: i.productId,
      product_size_id: i.productSizeId,
      name: i.name,
      size: i.size,
      price: i.price,
      quantity: i.quantity,
      line_total: i.lineTotal,
      image: i.image,
      seal_required: i.sealRequired ?? isEarring(i.name),
      returnable_quantity: open ? Math.max(0, i.quantity - (orderReturns.taken.get(i.id) ?? 0)) : 0,
      // §26.5: only a line made to order has a ship-by date; other lines answer as before.
      ...(i.shipsBy ? { ships_by: i.shipsBy } : {}),
      // §30.1: the answers as they were asked; a line without any answers as before.
      ...answersField(i.personalization),
    })),
    subtotal: o.subtotal,
    shipping_fee: o.shippingFee,
    total: o.total,
    shipping: o.shipping,
    payment_method: o.paymentMethod as PaymentMethod,
    payment,
    discount_code: o.discountCode,
    discount_total: o.discountTotal,
    shipping_method: { id: o.shippingMethodId, name: o.shippingMethodName },
    tax_total: o.taxTotal,
    tax_lines: o.taxLines,
    prices_include_tax: o.pricesIncludeTax,
    notes: o.notes,
    tracking_number: o.trackingNumber,
    carrier: o.carrier,
    tracking_url: trackingUrl(o.carrier, o.trackingNumber),
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    status_history: history.map((h) => ({ status: h.status, at: h.at.toISOString(), note: h.note })),
    refunded_total: o.refundedTotal,
    return_deadline: o.returnDeadline?.toISOString() ?? null,
    ...(o.shipsBy ? { ships_by: o.shipsBy } : {}),
    returns: orderReturns.summaries,
    gift: o.gift ?? null,
    gift_wrap: o.giftWrap,
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

/** An order's returns as it lists them, and the units of each line already in a return that was not rejected. */
interface OrderReturns {
  summaries: ReturnSummary[];
  taken: Map<number, number>;
}

/**
 * The returns of `orderIds`, read from the returns tables (the returns module writes them and depends on this
 * one, so this one reads the tables rather than calling it).
 */
async function returnsOf(db: Executor, orderIds: number[]): Promise<Map<number, OrderReturns>> {
  const list = await db
    .select({
      id: returns.id,
      orderId: returns.orderId,
      number: returns.number,
      status: returns.status,
      refundAmount: returns.refundAmount,
      createdAt: returns.createdAt,
    })
    .from(returns)
    .where(inArray(returns.orderId, orderIds))
    .orderBy(asc(returns.id));
  const byOrder = new Map<number, OrderReturns>();
  if (list.length === 0) return byOrder;
  const taken = await db
    .select({ orderItemId: returnLines.orderItemId, units: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(inArray(returns.orderId, orderIds), ne(returns.status, 'rejected')))
    .groupBy(returnLines.orderItemId);
  const units = new Map(taken.map((t) => [t.orderItemId, Number(t.units)]));
  for (const r of list) {
    const entry = byOrder.get(r.orderId) ?? { summaries: [], taken: units };
    entry.summaries.push({
      id: r.id,
      number: r.number,
      status: r.status,
      refund_amount: r.refundAmount,
      created_at: r.createdAt.toISOString(),
    });
    byOrder.set(r.orderId, entry);
  }
  return byOrder;
}
