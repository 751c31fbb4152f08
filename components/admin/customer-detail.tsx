'use client';
import { BackLink } from '@/components/admin/detail-heading';
import { customerName } from '@/components/admin/customers-list';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { orderLinkColumn } from '@/components/admin/orders-list';
import { PageHeader } from '@/components/admin/page-header';
import { Panel } from '@/components/admin/panel';
import { ResponsiveList, type Column } from '@/components/admin/responsive-list';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { errorMessage } from '@/lib/api/errors';
import { useCustomer } from '@/lib/api/queries/customers';
import { formatDate } from '@/lib/format';
import type { Order } from '@/lib/types';
import { Money } from '@/components/ui/money';

const orderColumns: Column<Order>[] = [
  orderLinkColumn,
  { header: 'Placed', cell: (o) => formatDate(o.created_at) },
  { header: 'Items', cell: (o) => o.items.reduce((n, i) => n + i.quantity, 0), className: 'md:text-right' },
  { header: 'Total', cell: (o) => <Money amount={o.total} />, className: 'md:text-right' },
  { header: 'Status', cell: (o) => <OrderStatusBadge status={o.status} /> },
];

/** One shopper: who they are, what they spent, and every order of theirs. */
export function CustomerDetail({ id }: { id: string }) {
  const customer = useCustomer(id);
  const back = <BackLink href="/admin/customers">All customers</BackLink>;
  if (customer.error)
    return (
      <>
        {back}
        <div className="mt-4">
          <ErrorState
            title="We could not load this customer"
            message={errorMessage(customer.error)}
            onRetry={() => void customer.refetch()}
          />
        </div>
      </>
    );
  if (!customer.data) return <ListSkeleton label="Loading the customer…" />;
  const c = customer.data;
  const facts = [
    { label: 'Email', value: c.email },
    { label: 'Username', value: c.username },
    { label: 'Joined', value: formatDate(c.date_joined) },
    { label: 'Orders', value: String(c.orders_count) },
    { label: 'Total spent', value: <Money amount={c.total_spent} /> },
    { label: 'Last order', value: c.last_order_at ? formatDate(c.last_order_at) : 'None yet' },
  ];
  return (
    <>
      {back}
      <div className="mt-4">
        <PageHeader title={customerName(c)} description="Total spent leaves cancelled orders out." />
      </div>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <Panel title="Customer" className="self-start">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {facts.map((f) => (
              <div key={f.label} className="contents">
                <dt className="font-semibold text-ink-soft">{f.label}</dt>
                <dd className="min-w-0 break-words text-ink">{f.value}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <section aria-labelledby="customer-orders">
          <h2 id="customer-orders" className="mb-3 font-display text-2xl font-semibold text-plum-800">
            Orders
          </h2>
          {c.orders.length === 0 ? (
            <EmptyState title="No orders yet" message="This customer has not checked out yet." />
          ) : (
            <ResponsiveList
              caption="Orders of this customer"
              rows={c.orders}
              columns={orderColumns}
              rowKey={(o) => o.id}
            />
          )}
        </section>
      </div>
    </>
  );
}
