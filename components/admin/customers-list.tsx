'use client';
import Link from 'next/link';
import { ListFilters } from '@/components/admin/list-filters';
import { ADMIN_PAGE_SIZE, PagedList } from '@/components/admin/paged-list';
import type { Column } from '@/components/admin/responsive-list';
import { useUrlQuery } from '@/components/admin/use-url-query';
import type { Customer } from '@/lib/api/admin-customers';
import { useCustomers } from '@/lib/api/queries/customers';
import { formatDate } from '@/lib/format';
import { Money } from '@/components/ui/money';

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
  const { get, page } = useUrlQuery();
  const search = get('search');
  const customers = useCustomers({ search, page, page_size: ADMIN_PAGE_SIZE });

  return (
    <>
      <ListFilters
        key={search}
        searchLabel="Search by name or email"
        searchHint="A name, username or email; small typos are forgiven"
        selects={[]}
      />
      <PagedList
        query={customers}
        loadingLabel="Loading customers…"
        errorTitle="We could not load the customers"
        empty={{
          title: 'No customers here',
          message: search ? 'No customer matches this search.' : 'Shoppers appear here once they register.',
        }}
        caption="Customers"
        columns={columns}
        summary={(count) => `${count} ${count === 1 ? 'customer' : 'customers'}`}
      />
    </>
  );
}
