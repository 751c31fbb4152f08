import Link from 'next/link';
import { ANONYMOUS_CUSTOMER } from '@fabric-tales/contract';
import type { ReactNode } from 'react';
import { OrderStatusBadge, statusLabel } from '@/components/ui/order-status-badge';
import { ORDER_STATUSES, type Dashboard } from '@/lib/api/admin';
import { formatDate } from '@/lib/format';
import { Money } from '@/components/ui/money';
import { Thumbnail } from '@/components/ui/thumbnail';

const None = ({ children }: { children: ReactNode }) => <p className="text-sm text-ink-soft">{children}</p>;

export function OrdersByStatus({ counts }: { counts: Dashboard['orders_by_status'] }) {
  return (
    <ul className="grid gap-2 text-sm">
      {ORDER_STATUSES.map((status) => (
        <li key={status} className="flex items-center justify-between">
          <Link href={`/admin/orders?status=${status}`} className="underline-offset-4 hover:underline">
            {statusLabel(status)}
          </Link>
          <span className="font-semibold">{counts[status] ?? 0}</span>
        </li>
      ))}
    </ul>
  );
}

export function TopProducts({ products }: { products: Dashboard['top_products'] }) {
  if (!products.length) return <None>No sales in this period yet.</None>;
  return (
    <ol className="grid gap-2 text-sm">
      {products.map((p, i) => (
        <li key={p.product_id ?? i} className="flex items-center justify-between gap-3">
          <span className="flex min-w-0 items-center gap-2">
            {p.image !== undefined && <Thumbnail image={p.image} sizes="32px" className="size-8 rounded-md" />}
            <span className="truncate">{p.name}</span>
          </span>
          <span className="shrink-0 text-ink-soft">
            {p.quantity !== undefined && `${p.quantity} sold`}
            {p.revenue !== undefined && (
              <>
                {' · '}
                <Money amount={p.revenue} />
              </>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function LowStock({ items }: { items: Dashboard['low_stock'] }) {
  if (!items.length) return <None>Every product is well stocked.</None>;
  return (
    <ul className="grid gap-2 text-sm">
      {items.map((p, i) => (
        <li key={`${p.product_id}-${p.size ?? ''}-${i}`} className="flex items-center justify-between gap-3">
          <span className="flex min-w-0 items-center gap-2">
            {p.image !== undefined && <Thumbnail image={p.image} sizes="32px" className="size-8 rounded-md" />}
            <span className="truncate">
              {p.name}
              {p.size && <span className="text-ink-soft"> · {p.size}</span>}
            </span>
          </span>
          <span className={`shrink-0 font-semibold ${p.stock === 0 ? 'text-terracotta-700' : ''}`}>
            {p.stock === 0 ? 'Sold out' : `${p.stock} left`}
          </span>
        </li>
      ))}
    </ul>
  );
}

const customerName = (c: Dashboard['recent_orders'][number]['customer']) =>
  c === null ? ANONYMOUS_CUSTOMER : typeof c === 'string' ? c : (c?.email ?? c?.username ?? '');

export function RecentOrders({ orders }: { orders: Dashboard['recent_orders'] }) {
  if (!orders.length) return <None>No orders yet.</None>;
  return (
    <ul className="divide-y divide-linen-200 text-sm">
      {orders.map((o) => (
        <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <Link href={`/admin/orders/${o.id}`} className="font-semibold text-plum-700 underline underline-offset-4">
            {o.number}
          </Link>
          <span className="text-ink-soft">{customerName(o.customer)}</span>
          <span className="text-ink-soft">{formatDate(o.created_at)}</span>
          <span className="font-semibold">
            <Money amount={o.total} />
          </span>
          <OrderStatusBadge status={o.status} />
        </li>
      ))}
    </ul>
  );
}
