import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rows } from '../../lib/sql';
import { orderStatuses, type OrderStatus } from '@fabric-tales/contract';

/** A size (or a product without sizes) at or below this many units is listed as low stock. */
export const LOW_STOCK_THRESHOLD = 5;

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The dashboard over the last `days` calendar days (UTC, today included), all computed in SQL. Revenue,
 * order count, customers and average order value leave cancelled and unpaid card orders out, and revenue is net of
 * the refunds of returns (`total − refunded_total`); orders_by_status counts every status.
 */
export async function dashboard(db: Database, days: number, now: Date) {
  const first = day(new Date(now.getTime() - (days - 1) * 86_400_000));
  const last = day(now);
  const inWindow = sql`(o.created_at at time zone 'UTC')::date between ${first}::date and ${last}::date`;
  const sold = sql`${inWindow} and o.status not in ('cancelled', 'awaiting_payment')`;

  const [totals] = await rows<{
    revenue: string;
    orders: number;
    customers: number;
    average_order_value: string;
    tax: string;
  }>(
    db,
    sql`select coalesce(sum(o.total - o.refunded_total), 0)::numeric(12,2)::text as revenue, count(*)::int as orders,
          count(distinct o.user_id)::int as customers,
          coalesce(round(sum(o.total - o.refunded_total) / nullif(count(*), 0), 2), 0)::numeric(12,2)::text as average_order_value,
          coalesce(sum(o.tax_total), 0)::numeric(12,2)::text as tax
        from orders o where ${sold}`,
  );
  const statusRows = await rows<{ status: string; count: number }>(
    db,
    sql`select o.status, count(*)::int as count from orders o where ${inWindow} group by o.status`,
  );
  const revenueByDay = await rows<{ date: string; revenue: string; orders: number }>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as date, coalesce(sum(o.total - o.refunded_total), 0)::numeric(12,2)::text as revenue,
          count(o.id)::int as orders
        from generate_series(${first}::date, ${last}::date, interval '1 day') as d
        left join orders o on (o.created_at at time zone 'UTC')::date = d::date and o.status not in ('cancelled', 'awaiting_payment')
        group by d order by d`,
  );
  const picture = (id: SQL) =>
    sql`(select pi.url from product_images pi where pi.product_id = ${id} order by pi.sort_order, pi.id limit 1)`;
  const topProducts = await rows<{
    product_id: number | null;
    name: string;
    quantity: number;
    revenue: string;
    image: string | null;
  }>(
    db,
    sql`select oi.product_id, max(oi.name) as name, sum(oi.quantity)::int as quantity,
          sum(oi.line_total)::numeric(12,2)::text as revenue, ${picture(sql`oi.product_id`)} as image
        from order_items oi join orders o on o.id = oi.order_id
        where ${sold} group by oi.product_id order by quantity desc, sum(oi.line_total) desc limit 5`,
  );
  const lowStock = await rows<{
    product_id: number;
    name: string;
    size: string | null;
    stock: number;
    image: string | null;
  }>(
    db,
    sql`select p.id as product_id, p.name, s.label as size, coalesce(s.stock, p.stock) as stock,
          ${picture(sql`p.id`)} as image
        from products p left join product_sizes s on s.product_id = p.id
        where p.deleted_at is null and coalesce(s.stock, p.stock) <= ${LOW_STOCK_THRESHOLD}
        order by stock, p.name, s.sort_order limit 20`,
  );
  const recent = await rows<{
    id: number;
    number: string;
    status: OrderStatus;
    total: string;
    created_at: Date | string;
    user_id: number;
    username: string;
    email: string;
    deleted: boolean;
  }>(
    db,
    sql`select o.id, o.number, o.status, o.total::text as total, o.created_at, u.id as user_id, u.username, u.email,
          u.deleted_at is not null as deleted
        from orders o join users u on u.id = o.user_id
        where ${inWindow} order by o.created_at desc, o.id desc limit 10`,
  );

  return {
    days,
    totals,
    orders_by_status: Object.fromEntries(
      orderStatuses.map((s) => [s, statusRows.find((r) => r.status === s)?.count ?? 0]),
    ) as Record<OrderStatus, number>,
    revenue_by_day: revenueByDay,
    top_products: topProducts,
    low_stock: lowStock,
    recent_orders: recent.map((r) => ({
      id: r.id,
      number: r.number,
      status: r.status,
      total: r.total,
      created_at: new Date(r.created_at).toISOString(),
      customer: r.deleted ? null : { id: r.user_id, username: r.username, email: r.email },
    })),
  };
}
