'use client';
import Link from 'next/link';
import { ListFilters } from '@/components/admin/list-filters';
import { ADMIN_PAGE_SIZE, PagedList } from '@/components/admin/paged-list';
import type { Column } from '@/components/admin/responsive-list';
import { useUrlQuery } from '@/components/admin/use-url-query';
import { ReturnStatusBadge } from '@/components/orders/return-status-badge';
import { Money } from '@/components/ui/money';
import { statusLabel } from '@/components/ui/order-status-badge';
import { useAdminReturns } from '@/lib/api/queries/returns';
import { returnReasonLabels, returnStatuses, type OrderReturn } from '@/lib/api/returns';
import { formatDate } from '@/lib/format';

const columns: Column<OrderReturn>[] = [
  {
    header: 'Return',
    cell: (r) => (
      <Link href={`/admin/returns/${r.id}`} className="font-semibold text-plum-700 underline underline-offset-4">
        {r.number}
      </Link>
    ),
  },
  { header: 'Asked', cell: (r) => formatDate(r.created_at) },
  { header: 'Customer', cell: (r) => r.customer?.email ?? '' },
  { header: 'Reason', cell: (r) => returnReasonLabels[r.reason] ?? r.reason },
  { header: 'Refund', cell: (r) => (r.refund_amount ? <Money amount={r.refund_amount} /> : '—') },
  { header: 'Status', cell: (r) => <ReturnStatusBadge status={r.status} /> },
];

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...returnStatuses.map((s) => ({ value: s, label: statusLabel(s) })),
];

/** The returns list: filter by status, search by order number, return number or the customer's email. */
export function ReturnsList() {
  const { get, page } = useUrlQuery();
  const status = get('status');
  const search = get('search');
  const returns = useAdminReturns({ status, search, page, page_size: ADMIN_PAGE_SIZE });
  return (
    <>
      <ListFilters
        key={search}
        searchLabel="Search returns"
        selects={[{ name: 'status', label: 'Status', options: statusOptions }]}
      />
      <PagedList
        query={returns}
        loadingLabel="Loading returns…"
        errorTitle="We could not load the returns"
        empty={{
          title: 'No returns here',
          message: status || search ? 'No return matches these filters.' : 'Returns appear here when shoppers ask.',
        }}
        caption="Returns"
        columns={columns}
        summary={(count) => `${count} returns`}
      />
    </>
  );
}
