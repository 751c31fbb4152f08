'use client';
import Link from 'next/link';
import { ListFilters } from '@/components/admin/list-filters';
import { ADMIN_PAGE_SIZE, PagedList } from '@/components/admin/paged-list';
import type { Column } from '@/components/admin/responsive-list';
import { useUrlQuery } from '@/components/admin/use-url-query';
import { RepairStatusBadge } from '@/components/repairs/repair-status-badge';
import { useAdminRepairs } from '@/lib/api/queries/repairs';
import { repairStatusLabels, repairStatuses, type Repair } from '@/lib/api/repairs';
import { formatDate } from '@/lib/format';

const columns: Column<Repair>[] = [
  {
    header: 'Repair',
    cell: (r) => (
      <Link href={`/admin/repairs/${r.id}`} className="font-semibold text-plum-700 underline underline-offset-4">
        {r.number}
      </Link>
    ),
  },
  { header: 'Asked', cell: (r) => formatDate(r.created_at) },
  { header: 'Customer', cell: (r) => r.customer?.email ?? '' },
  { header: 'Pieces', cell: (r) => r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ') },
  { header: 'Status', cell: (r) => <RepairStatusBadge status={r.status} /> },
];

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...repairStatuses.map((s) => ({ value: s, label: repairStatusLabels[s] })),
];

/** The repairs list: filter by status, search by order number, repair number or the customer's email. */
export function RepairsList() {
  const { get, page } = useUrlQuery();
  const status = get('status');
  const search = get('search');
  const repairs = useAdminRepairs({ status, search, page, page_size: ADMIN_PAGE_SIZE });
  return (
    <>
      <ListFilters
        key={search}
        searchLabel="Search repairs"
        selects={[{ name: 'status', label: 'Status', options: statusOptions }]}
      />
      <PagedList
        query={repairs}
        loadingLabel="Loading repairs…"
        errorTitle="We could not load the repairs"
        empty={{
          title: 'No repairs here',
          message: status || search ? 'No repair matches these filters.' : 'Repairs appear here when shoppers ask.',
        }}
        caption="Repairs"
        columns={columns}
        summary={(count) => `${count} repairs`}
      />
    </>
  );
}
