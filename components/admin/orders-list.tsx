'use client';
import Link from 'next/link';
import { ListFilters } from '@/components/admin/list-filters';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { ResponsiveList, type Column } from '@/components/admin/responsive-list';
import { useUrlQuery } from '@/components/admin/use-url-query';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { paymentLabel } from '@/components/orders/payment-state';
import { OrderStatusBadge, statusLabel } from '@/components/ui/order-status-badge';
import { Pagination } from '@/components/ui/pagination';
import { ORDER_STATUSES } from '@/lib/api/admin';
import { errorMessage } from '@/lib/api/errors';
import { useAdminOrders } from '@/lib/api/queries/admin';
import { formatDate } from '@/lib/format';
import type { Order } from '@/lib/types';
import { Money } from '@/components/ui/money';

const PAGE_SIZE = 20;

export const customerOf = (order: Order) => order.customer?.email ?? order.shipping?.full_name ?? '';

/** The order number, linking to the order's admin page (also on a customer's page). */
export const orderLinkColumn: Column<Order> = {
  header: 'Order',
  cell: (o) => (
    <Link href={`/admin/orders/${o.id}`} className="font-semibold text-plum-700 underline underline-offset-4">
      {o.number}
    </Link>
  ),
};

const columns: Column<Order>[] = [
  orderLinkColumn,
  { header: 'Placed', cell: (o) => formatDate(o.created_at) },
  {
    header: 'Customer',
    cell: (o) =>
      o.customer?.id ? (
        <Link href={`/admin/customers/${o.customer.id}`} className="text-plum-700 underline underline-offset-4">
          {customerOf(o)}
        </Link>
      ) : (
        customerOf(o)
      ),
  },
  { header: 'Total', cell: (o) => <Money amount={o.total} />, className: 'md:text-right' },
  { header: 'Status', cell: (o) => <OrderStatusBadge status={o.status} /> },
  { header: 'Payment', cell: (o) => paymentLabel(o) },
];

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
];

export function OrdersList() {
  const { get, page, hrefWith } = useUrlQuery();
  const status = get('status');
  const search = get('search');
  const orders = useAdminOrders({ status, search, page, page_size: PAGE_SIZE });

  return (
    <>
      <ListFilters
        key={search}
        searchLabel="Search orders"
        selects={[{ name: 'status', label: 'Status', options: statusOptions }]}
      />
      {orders.error ? (
        <ErrorState
          title="We could not load the orders"
          message={errorMessage(orders.error)}
          onRetry={() => void orders.refetch()}
        />
      ) : !orders.data ? (
        <ListSkeleton label="Loading orders…" />
      ) : orders.data.results.length === 0 ? (
        <EmptyState
          title="No orders here"
          message={
            status || search ? 'No order matches these filters.' : 'Orders appear here as soon as shoppers check out.'
          }
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-soft">{orders.data.count} orders</p>
          <ResponsiveList caption="Orders" rows={orders.data.results} columns={columns} rowKey={(o) => o.id} />
          <Pagination
            page={page}
            pageCount={Math.ceil(orders.data.count / PAGE_SIZE)}
            hrefFor={(p) => hrefWith({ page: p })}
          />
        </>
      )}
    </>
  );
}
