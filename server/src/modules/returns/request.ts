import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { OrderReturn, ReturnRequestBody } from '@fabric-tales/contract';
import { orderItems, orders, returnLines, returnStatusHistory, returns } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { notFound, validationError } from '../../lib/errors';
import { orderView, sealRequired } from '../orders/view';
import { emailOrder } from '../orders/emails';
import { checkUnitsLeft, unitsWanted } from '../orders/line-units';
import { returnStatusEmail } from './emails';
import { returnView } from './view';

type Request = {
  lines: { order_item_id: number; quantity: number }[];
  reason: ReturnRequestBody['reason'];
  note: string;
  seal_intact: boolean;
};

/** Statuses of an order whose units may be returned (a partly refunded order keeps its other units returnable). */
const returnableStatuses = ['delivered', 'partially_refunded'] as const;

/** Units of each line of an order already in a return that was not rejected (inside the order's lock). */
export async function unitsInReturns(tx: Executor, orderId: number): Promise<Map<number, number>> {
  const taken = await tx
    .select({ orderItemId: returnLines.orderItemId, units: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, 'rejected')))
    .groupBy(returnLines.orderItemId);
  return new Map(taken.map((t) => [t.orderItemId, Number(t.units)]));
}

/**
 * A shopper's return of delivered units. The order row is locked first, so two requests for the same units
 * (two tabs, a double click) run one after the other and the second finds them taken. Every rule that fails is a
 * 400 and nothing is written: another's order (404), an order not delivered, the window closed, a line not of this
 * order or more units than are left, earrings without the seal confirmed.
 */
export async function openReturn(
  app: FastifyInstance,
  userId: number,
  orderId: number,
  body: Request,
): Promise<OrderReturn> {
  const id = await app.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw notFound();
    const now = app.clock.now();
    if (!order.returnDeadline || !(returnableStatuses as readonly string[]).includes(order.status)) {
      throw validationError({
        non_field_errors: [`Only a delivered order can be returned; this one is ${order.status}.`],
      });
    }
    if (now.getTime() > order.returnDeadline.getTime()) {
      throw validationError({
        non_field_errors: [
          `The return window closed on ${order.returnDeadline.toISOString().slice(0, 10)}: items can be returned within ${app.config.returnDays} days of delivery.`,
        ],
      });
    }
    const wanted = unitsWanted(body.lines);
    const items = await tx
      .select({ id: orderItems.id, name: orderItems.name, quantity: orderItems.quantity, sealRequired })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, [...wanted.keys()])));
    const taken = await unitsInReturns(tx, orderId);
    checkUnitsLeft(wanted, items, taken, {
      full: (name) => `${name}: every unit is already in a return.`,
      partly: (name, left, of) => `${name}: only ${left} of ${of} can still be returned.`,
    });
    if (!body.seal_intact && items.some((i) => i.sealRequired)) {
      throw validationError({
        seal_intact: ['Earrings can only be returned with their hygiene seal intact: please confirm it is.'],
      });
    }
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(returns)
      .where(eq(returns.orderId, orderId));
    const [created] = await tx
      .insert(returns)
      .values({
        number: `${order.number}-R${Number(count) + 1}`,
        orderId,
        reason: body.reason,
        note: body.note,
        sealIntact: body.seal_intact,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: returns.id });
    await tx
      .insert(returnLines)
      .values([...wanted].map(([orderItemId, quantity]) => ({ returnId: created.id, orderItemId, quantity })));
    await tx.insert(returnStatusHistory).values({ returnId: created.id, status: 'requested', at: now });
    await emailShopper(app, tx, order.userId, created.id);
    return created.id;
  });
  return returnView(app.db, id, app.config);
}

/** The shopper's email about a return's latest step, in the transaction of that step. */
export async function emailShopper(app: FastifyInstance, tx: Executor, userId: number, returnId: number) {
  const view = await returnView(tx, returnId, app.config);
  const order = await orderView(tx, view.order_id);
  await emailOrder(app, tx, order, userId, (shop, customer, o, pictures) =>
    returnStatusEmail(shop, customer, o, pictures ?? new Map(), view),
  );
}
