import { and, count, desc, eq, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orders, users } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import type { PageQuery } from '@fabric-tales/contract';
import { offsetOf } from '../../../lib/pagination';
import { orderViews } from '../../orders/view';
import { adminSearch, customerSearchColumns } from '../../search/fuzzy';

/** Every order counts; money spent leaves cancelled orders out (nothing was paid for them). */
const customerColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  date_joined: users.dateJoined,
  orders_count: count(orders.id),
  total_spent: sql<string>`coalesce(sum(${orders.total}) filter (where ${orders.status} <> 'cancelled'), 0)::numeric(12,2)::text`,
  last_order_at: max(orders.createdAt),
};

type Row = {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  date_joined: Date;
  orders_count: number;
  total_spent: string;
  last_order_at: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const view = (r: Row) => ({
  ...r,
  orders_count: Number(r.orders_count),
  date_joined: iso(r.date_joined)!,
  last_order_at: iso(r.last_order_at),
});

const customersOnly = eq(users.role, 'customer');

async function anyCustomer(db: Database, filter: SQL): Promise<boolean> {
  const found = await db.select({ id: users.id }).from(users).where(and(customersOnly, filter)).limit(1);
  return found.length > 0;
}

/** Shoppers (not admins), newest first; the search matches username, email and name, typos forgiven. */
export async function listCustomers(db: Database, search: string | undefined, page: PageQuery) {
  const where: SQL[] = [customersOnly];
  if (search) where.push(await adminSearch((f) => anyCustomer(db, f), search, customerSearchColumns));
  const filter = and(...where);
  const [{ total }] = await db.select({ total: count() }).from(users).where(filter);
  const rows = await db
    .select(customerColumns)
    .from(users)
    .leftJoin(orders, eq(orders.userId, users.id))
    .where(filter)
    .groupBy(users.id)
    .orderBy(desc(users.dateJoined), desc(users.id))
    .limit(page.page_size)
    .offset(offsetOf(page));
  return { rows: (rows as Row[]).map(view), total };
}

/** One shopper with every order of theirs, newest first. */
export async function getCustomer(db: Database, id: number) {
  const [row] = await db
    .select(customerColumns)
    .from(users)
    .leftJoin(orders, eq(orders.userId, users.id))
    .where(and(customersOnly, eq(users.id, id)))
    .groupBy(users.id);
  if (!row) throw notFound();
  const ids = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, id))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return {
    ...view(row as Row),
    orders: await orderViews(
      db,
      ids.map((o) => o.id),
    ),
  };
}
