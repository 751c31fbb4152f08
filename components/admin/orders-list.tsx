'use client';
import Link from 'next/link';
import { ANONYMOUS_CUSTOMER } from '@fabric-tales/contract';
import { ListFilters } from '@/components/admin/list-filters';
import { ADMIN_PAGE_SIZE, PagedList } from '@/components/admin/paged-list';
import type { Column } from '@/components/admin/responsive-list';
import { useUrlQuery } from '@/components/admin/use-url-query';
import { paymentLabel } from '@/components/orders/payment-state';
import { OrderStatusBadge, statusLabel } from '@/components/ui/order-status-badge';
import { ORDER_STATUSES } from '@/lib/api/admin';
import { useAdminOrders } from '@/lib/api/queries/admin';
import { formatDate } from '@/lib/format';
import type { Order } from '@/lib/types';
import { Money } from '@/components/ui/money';

/** The customer's email; a deleted account's orders (`customer: null`) show the anonymous label. */
export const customerOf = (order: Order) =>
  order.customer === null ? ANONYMOUS_CUSTOMER : (order.customer?.email ?? order.shipping?.full_name ?? '');

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
  const { get, page } = useUrlQuery();
  const status = get('status');
  const search = get('search');
  const orders = useAdminOrders({ status, search, page, page_size: ADMIN_PAGE_SIZE });

  return (
    <>
      <ListFilters
        key={search}
        searchLabel="Search orders"
        searchHint="An order number, or the customer's name or email"
        selects={[{ name: 'status', label: 'Status', options: statusOptions }]}
      />
      <PagedList
        query={orders}
        loadingLabel="Loading orders…"
        errorTitle="We could not load the orders"
        empty={{
          title: 'No orders here',
          message:
            status || search ? 'No order matches these filters.' : 'Orders appear here as soon as shoppers check out.',
        }}
        caption="Orders"
        columns={columns}
        summary={(count) => `${count} orders`}
      />
    </>
  );
}
