import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminReturnQuery, OrderReturn, PageQuery } from '@fabric-tales/contract';
import { orders, returns, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { offsetOf, paginate } from '../../lib/pagination';
import { likePattern } from '../../lib/sql';
import { returnView, returnViews } from './view';

type AdminReturnQuery = z.output<typeof adminReturnQuery>;

/** The shopper's returns: one page, newest first. */
export async function myReturnPage(app: FastifyInstance, userId: number, query: PageQuery, url: string) {
  const mine = eq(orders.userId, userId);
  const [{ total }] = await app.db
    .select({ total: count() })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(mine);
  const rows = await app.db
    .select({ id: returns.id })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(mine)
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const views = await returnViews(
    app.db,
    rows.map((r) => r.id),
    app.config,
  );
  return paginate(views, total, query, url);
}

/** One of the shopper's returns; another shopper's return is a 404, like one that does not exist. */
export async function myReturn(app: FastifyInstance, userId: number, id: number): Promise<OrderReturn> {
  const [own] = await app.db
    .select({ userId: orders.userId })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(eq(returns.id, id));
  if (!own || own.userId !== userId) throw notFound();
  return returnView(app.db, id, app.config);
}

/** Every return for the admin: one page, newest first, filtered by status and the order, return number or email. */
export async function adminReturnPage(app: FastifyInstance, query: AdminReturnQuery, url: string) {
  const admin = { ...app.config, admin: true };
  const { status, search } = query;
  const where: SQL[] = [];
  if (status) where.push(eq(returns.status, status));
  if (search) {
    const p = likePattern(search);
    where.push(or(ilike(orders.number, p), ilike(returns.number, p), ilike(users.email, p))!);
  }
  const filter = and(...where);
  const from = () =>
    app.db
      .select({ id: returns.id })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .innerJoin(users, eq(users.id, orders.userId));
  const [{ total }] = await app.db
    .select({ total: count() })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(filter);
  const rows = await from()
    .where(filter)
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const views = await returnViews(
    app.db,
    rows.map((r) => r.id),
    admin,
  );
  return paginate(views, total, query, url);
}
