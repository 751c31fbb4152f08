'use client';
import Link from 'next/link';
import { ListFilters } from '@/components/admin/list-filters';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { ResponsiveList, type Column } from '@/components/admin/responsive-list';
import { useUrlQuery } from '@/components/admin/use-url-query';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import type { Customer } from '@/lib/api/admin-customers';
import { errorMessage } from '@/lib/api/errors';
import { useCustomers } from '@/lib/api/queries/customers';
import { formatDate } from '@/lib/format';
import { Money } from '@/components/ui/money';

const PAGE_SIZE = 20;

/** "Ada Weaver", or the username when no name was given. */
export const customerName = (c: Pick<Customer, 'first_name' | 'last_name' | 'username'>) =>
  [c.first_name, c.last_name].filter(Boolean).join(' ') || c.username;

const columns: Column<Customer>[] = [
  {
    header: 'Customer',
    cell: (c) => (
      <Link href={`/admin/customers/${c.id}`} className="font-semibold text-plum-700 underline underline-offset-4">
        {customerName(c)}
      </Link>
    ),
  },
  { header: 'Email', cell: (c) => c.email },
  { header: 'Joined', cell: (c) => formatDate(c.date_joined) },
  { header: 'Orders', cell: (c) => c.orders_count, className: 'md:text-right' },
  { header: 'Total spent', cell: (c) => <Money amount={c.total_spent} />, className: 'md:text-right' },
  { header: 'Last order', cell: (c) => (c.last_order_at ? formatDate(c.last_order_at) : 'None yet') },
];

export function CustomersList() {
  const { get, page, hrefWith } = useUrlQuery();
  const search = get('search');
  const customers = useCustomers({ search, page, page_size: PAGE_SIZE });

  return (
    <>
      <ListFilters key={search} searchLabel="Search by name or email" selects={[]} />
      {customers.error ? (
        <ErrorState
          title="We could not load the customers"
          message={errorMessage(customers.error)}
          onRetry={() => void customers.refetch()}
        />
      ) : !customers.data ? (
        <ListSkeleton label="Loading customers…" />
      ) : customers.data.results.length === 0 ? (
        <EmptyState
          title="No customers here"
          message={search ? 'No customer matches this search.' : 'Shoppers appear here once they register.'}
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-soft">
            {customers.data.count} {customers.data.count === 1 ? 'customer' : 'customers'}
          </p>
          <ResponsiveList caption="Customers" rows={customers.data.results} columns={columns} rowKey={(c) => c.id} />
          <Pagination
            page={page}
            pageCount={Math.ceil(customers.data.count / PAGE_SIZE)}
            hrefFor={(p) => hrefWith({ page: p })}
          />
        </>
      )}
    </>
  );
}
