import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@fabric-tales/contract';
import type { Database } from '../../db/client';
import { orders, users } from '../../db/schema';
import { offsetOf, paginate } from '../../lib/pagination';
import { orderViews } from './view';

/**
 * One page of the orders `filter` selects (it may name the customer's columns), newest first, as order views:
 * My Orders and the admin's list, which adds the customer.
 */
/** Whether any order (with its customer) passes the filter. */
export async function anyOrder(db: Database, filter: SQL | undefined): Promise<boolean> {
  const found = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(filter)
    .limit(1);
  return found.length > 0;
}

export async function orderViewPage(
  db: Database,
  filter: SQL | undefined,
  query: PageQuery,
  url: string,
  withCustomer = false,
) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(filter);
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(filter)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const views = await orderViews(
    db,
    rows.map((r) => r.id),
    withCustomer,
  );
  return paginate(views, total, query, url);
}

/** My Orders: one page of the shopper's own orders, newest first. */
export const myOrderPage = (db: Database, userId: number, query: PageQuery, url: string) =>
  orderViewPage(db, eq(orders.userId, userId), query, url);
