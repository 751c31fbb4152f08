import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { trackingUrl, type Repair } from '@fabric-tales/contract';
import { orderItems, orders, repairLines, repairStatusHistory, repairs, users } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { notFound } from '../../lib/errors';
import { offsetOf, paginate } from '../../lib/pagination';
import { likePattern } from '../../lib/sql';

/** Repairs as the API shows them, in the order of `ids`; `admin` adds whose they are. */
export async function repairViews(db: Executor, ids: number[], admin = false): Promise<Repair[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      repair: repairs,
      orderNumber: orders.number,
      customer: { id: users.id, username: users.username, email: users.email },
    })
    .from(repairs)
    .innerJoin(orders, eq(orders.id, repairs.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(repairs.id, ids));
  const lines = await db
    .select({
      repairId: repairLines.repairId,
      orderItemId: repairLines.orderItemId,
      quantity: repairLines.quantity,
      name: orderItems.name,
      size: orderItems.size,
    })
    .from(repairLines)
    .innerJoin(orderItems, eq(orderItems.id, repairLines.orderItemId))
    .where(inArray(repairLines.repairId, ids))
    .orderBy(asc(repairLines.id));
  const history = await db
    .select()
    .from(repairStatusHistory)
    .where(inArray(repairStatusHistory.repairId, ids))
    .orderBy(asc(repairStatusHistory.at), asc(repairStatusHistory.id));
  const byId = new Map(rows.map((r) => [r.repair.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const r = row.repair;
    const view: Repair = {
      id: r.id,
      number: r.number,
      order_id: r.orderId,
      order_number: row.orderNumber,
      status: r.status,
      lines: lines
        .filter((l) => l.repairId === id)
        .map((l) => ({ order_item_id: l.orderItemId, name: l.name, size: l.size, quantity: l.quantity })),
      description: r.description,
      photos: r.photos,
      message: r.message,
      tracking_number: r.trackingNumber,
      carrier: r.carrier,
      tracking_url: trackingUrl(r.carrier, r.trackingNumber),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      status_history: history
        .filter((h) => h.repairId === id)
        .map((h) => ({
          status: h.status,
          at: h.at.toISOString(),
          message: h.message,
          tracking_number: h.trackingNumber,
        })),
      ...(admin ? { customer: row.customer } : {}),
    };
    return [view];
  });
}

export async function repairView(db: Executor, id: number, admin = false): Promise<Repair> {
  const [view] = await repairViews(db, [id], admin);
  if (!view) throw notFound();
  return view;
}

/** One page of the repairs `filter` selects (it may name the order's and the customer's columns), newest first. */
async function repairPage(
  db: Executor,
  filter: SQL | undefined,
  query: { page: number; page_size: number },
  url: string,
  admin: boolean,
) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(repairs)
    .innerJoin(orders, eq(orders.id, repairs.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(filter);
  const rows = await db
    .select({ id: repairs.id })
    .from(repairs)
    .innerJoin(orders, eq(orders.id, repairs.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(filter)
    .orderBy(desc(repairs.createdAt), desc(repairs.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const views = await repairViews(
    db,
    rows.map((r) => r.id),
    admin,
  );
  return paginate(views, total, query, url);
}

/** The shopper's repairs, newest first; `order` keeps one order's (the order page lists them). */
export const myRepairPage = (
  db: Executor,
  userId: number,
  query: { page: number; page_size: number; order?: number },
  url: string,
) =>
  repairPage(
    db,
    and(eq(orders.userId, userId), query.order ? eq(repairs.orderId, query.order) : undefined),
    query,
    url,
    false,
  );

/** Every repair of the shopper's orders, newest first, as the shopper sees them: the data export's (§25.2). */
export async function repairsOf(db: Executor, userId: number): Promise<Repair[]> {
  const ids = await db
    .select({ id: repairs.id })
    .from(repairs)
    .innerJoin(orders, eq(orders.id, repairs.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(repairs.createdAt), desc(repairs.id));
  return repairViews(
    db,
    ids.map((r) => r.id),
  );
}

/** One of the shopper's repairs; another shopper's is a 404, like one that does not exist. */
export async function myRepair(db: Executor, userId: number, id: number): Promise<Repair> {
  const [own] = await db
    .select({ userId: orders.userId })
    .from(repairs)
    .innerJoin(orders, eq(orders.id, repairs.orderId))
    .where(eq(repairs.id, id));
  if (!own || own.userId !== userId) throw notFound();
  return repairView(db, id);
}

/** Every repair for the admin, newest first, filtered by status and the order, repair number or email. */
export function adminRepairPage(
  db: Executor,
  query: { page: number; page_size: number; status?: Repair['status']; search?: string },
  url: string,
) {
  const where: SQL[] = [];
  if (query.status) where.push(eq(repairs.status, query.status));
  if (query.search) {
    const p = likePattern(query.search);
    where.push(or(ilike(orders.number, p), ilike(repairs.number, p), ilike(users.email, p))!);
  }
  return repairPage(db, and(...where), query, url, true);
}
