import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminReturnQuery, OrderReturn, PageQuery } from '@fabric-tales/contract';
import { orders, returns, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { offsetOf, paginate } from '../../lib/pagination';
import { likePattern } from '../../lib/sql';
import { returnView, returnViews, type ViewOptions } from './view';

type AdminReturnQuery = z.output<typeof adminReturnQuery>;

/**
 * One page of the returns `filter` selects (it may name the order's and the customer's columns), newest first, as
 * return views: the shopper's list and the admin's.
 */
async function returnViewPage(
  app: FastifyInstance,
  filter: SQL | undefined,
  query: PageQuery,
  url: string,
  opts: ViewOptions,
) {
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
    opts,
  );
  return paginate(views, total, query, url);
}

/** The shopper's returns: one page, newest first. */
export const myReturnPage = (app: FastifyInstance, userId: number, query: PageQuery, url: string) =>
  returnViewPage(app, eq(orders.userId, userId), query, url, app.config);

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
  const { status, search } = query;
  const where: SQL[] = [];
  if (status) where.push(eq(returns.status, status));
  if (search) {
    const p = likePattern(search);
    where.push(or(ilike(orders.number, p), ilike(returns.number, p), ilike(users.email, p))!);
  }
  return returnViewPage(app, and(...where), query, url, { ...app.config, admin: true });
}
