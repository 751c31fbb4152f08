import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { canMoveRepair, openRepairStatuses, type AdminRepairPatch, type Repair } from '@fabric-tales/contract';
import { orderItems, orderStatusHistory, orders, repairLines, repairStatusHistory, repairs } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { fieldError, notFound, validationError } from '../../lib/errors';
import { reencodeImage } from '../../lib/images';
import { emailOrder } from '../orders/emails';
import { checkUnitsLeft, unitsWanted } from '../orders/line-units';
import { orderView } from '../orders/view';
import { repairStatusEmail } from './emails';
import { repairView } from './view';

type RepairRequest = { lines: { order_item_id: number; quantity: number }[]; description: string };
type RepairChange = Required<{ [K in keyof AdminRepairPatch]: NonNullable<AdminRepairPatch[K]> }>;

/** Orders whose pieces may be repaired: delivered, even if some units were since returned (§31.1). */
const repairableStatuses = ['delivered', 'partially_refunded'] as const;
const DAY_MS = 86_400_000;

/** Units of each line of an order under a repair still open (inside the order's lock, §31.2). */
async function unitsInRepair(tx: Executor, orderId: number): Promise<Map<number, number>> {
  const taken = await tx
    .select({ orderItemId: repairLines.orderItemId, units: sql<number>`sum(${repairLines.quantity})::int` })
    .from(repairLines)
    .innerJoin(repairs, eq(repairs.id, repairLines.repairId))
    .where(and(eq(repairs.orderId, orderId), inArray(repairs.status, [...openRepairStatuses])))
    .groupBy(repairLines.orderItemId);
  return new Map(taken.map((t) => [t.orderItemId, Number(t.units)]));
}

/** When the order was delivered: its latest `delivered` step (the window runs from it, §31.1). */
async function deliveredAt(tx: Executor, orderId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'delivered')))
    .orderBy(desc(orderStatusHistory.at))
    .limit(1);
  return row?.at ?? null;
}

/** Photos re-encoded (lib/images.ts: type from the bytes, WebP, metadata dropped) and stored under media/repairs/. */
async function storePhotos(app: FastifyInstance, orderId: number, photos: Buffer[]): Promise<string[]> {
  const encoded = [];
  for (const photo of photos) encoded.push(await reencodeImage(photo, 'photos'));
  const urls: string[] = [];
  for (const webp of encoded) {
    // Unguessable: a repair's photos are the shopper's own, shown only to them and the shop.
    const name = `repair-${orderId}-${randomUUID()}.webp`;
    await app.media.put(`repairs/${name}`, webp, 'image/webp');
    urls.push(`/media/repairs/${name}`);
  }
  return urls;
}

const removePhotos = async (app: FastifyInstance, urls: string[]) => {
  for (const url of urls) await app.media.remove(`repairs/${path.basename(url)}`);
};

/**
 * A shopper's repair request (§31.1, §31.2). The order row is locked first, so two requests for the same units
 * run one after the other and the second finds them taken. Another's order is a 404; an order not delivered, the
 * window closed, a line not of this order or more units than are left is a 400 and nothing is kept (the photos
 * stored before the transaction are removed again).
 */
export async function openRepair(
  app: FastifyInstance,
  userId: number,
  orderId: number,
  body: RepairRequest,
  photos: Buffer[],
): Promise<Repair> {
  // The order is checked before any photo is decoded: another's order answers 404 without work.
  const [own] = await app.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!own) throw notFound();
  const urls = await storePhotos(app, orderId, photos);
  try {
    const id = await app.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .for('update');
      if (!order) throw notFound();
      const delivered = (repairableStatuses as readonly string[]).includes(order.status)
        ? await deliveredAt(tx, orderId)
        : null;
      if (!delivered) {
        throw validationError({
          non_field_errors: [`Only a delivered order can be repaired; this one is ${order.status}.`],
        });
      }
      if (app.config.repairDays === 0) {
        throw validationError({ non_field_errors: ['We are not taking repair requests at the moment.'] });
      }
      const now = app.clock.now();
      const deadline = new Date(delivered.getTime() + app.config.repairDays * DAY_MS);
      if (now.getTime() > deadline.getTime()) {
        throw validationError({
          non_field_errors: [
            `Repairs closed on ${deadline.toISOString().slice(0, 10)}: we repair pieces for ${app.config.repairDays} days after delivery.`,
          ],
        });
      }
      const wanted = unitsWanted(body.lines);
      const items = await tx
        .select({ id: orderItems.id, name: orderItems.name, quantity: orderItems.quantity })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, [...wanted.keys()])));
      const taken = await unitsInRepair(tx, orderId);
      checkUnitsLeft(wanted, items, taken, {
        full: (name) => `${name}: every piece is already with us for repair.`,
        partly: (name, left, of) => `${name}: only ${left} of ${of} can be sent for repair.`,
      });
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(repairs)
        .where(eq(repairs.orderId, orderId));
      const [created] = await tx
        .insert(repairs)
        .values({
          number: `${order.number}-RP${Number(n) + 1}`,
          orderId,
          description: body.description,
          photos: urls,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: repairs.id });
      await tx
        .insert(repairLines)
        .values([...wanted].map(([orderItemId, quantity]) => ({ repairId: created.id, orderItemId, quantity })));
      await tx.insert(repairStatusHistory).values({ repairId: created.id, status: 'requested', at: now });
      await emailShopper(app, tx, userId, created.id);
      return created.id;
    });
    return await repairView(app.db, id);
  } catch (err) {
    await removePhotos(app, urls);
    throw err;
  }
}

/**
 * The admin moves a repair one step (§31.3). The repair row is locked, so two admins clicking at once apply the
 * step once: the second finds it done and gets a 400 naming the status. Declining needs a message, shipping a
 * tracking number; the shopper's email is written in the same transaction (§31.4).
 */
export async function changeRepair(app: FastifyInstance, repairId: number, change: RepairChange): Promise<Repair> {
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: repairs.status, userId: orders.userId })
      .from(repairs)
      .innerJoin(orders, eq(orders.id, repairs.orderId))
      .where(eq(repairs.id, repairId))
      .for('update', { of: repairs });
    if (!row) throw notFound();
    if (!canMoveRepair(row.status, change.status)) {
      throw fieldError('status', `A repair that is ${row.status} cannot become ${change.status}.`);
    }
    if (change.status === 'declined' && !change.message) {
      throw fieldError('message', 'Tell the customer why the repair is declined.');
    }
    if (change.status === 'shipped' && !change.tracking_number) {
      throw fieldError('tracking_number', 'Give the tracking number of the parcel sending the piece back.');
    }
    const now = app.clock.now();
    const shipped = change.status === 'shipped';
    await tx
      .update(repairs)
      .set({
        status: change.status,
        updatedAt: now,
        ...(change.message ? { message: change.message } : {}),
        ...(shipped ? { trackingNumber: change.tracking_number, carrier: change.carrier } : {}),
      })
      .where(eq(repairs.id, repairId));
    await tx.insert(repairStatusHistory).values({
      repairId,
      status: change.status,
      at: now,
      message: change.message,
      trackingNumber: shipped ? change.tracking_number : '',
    });
    await emailShopper(app, tx, row.userId, repairId);
  });
  return repairView(app.db, repairId, true);
}

/** The shopper's email about a repair's latest step, in the transaction of that step. */
async function emailShopper(app: FastifyInstance, tx: Executor, userId: number, repairId: number) {
  const view = await repairView(tx, repairId);
  const order = await orderView(tx, view.order_id);
  await emailOrder(app, tx, order, userId, (shop, customer, o, pictures) =>
    repairStatusEmail(shop, customer, o, pictures ?? new Map(), view),
  );
}
