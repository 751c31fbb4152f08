'use client';
import Link from 'next/link';
import { EMAIL_KINDS, EMAIL_STATUSES, kindLabel } from '@/components/admin/email-kinds';
import { EmailStatusBadge } from '@/components/admin/email-status-badge';
import { ListFilters } from '@/components/admin/list-filters';
import { ADMIN_PAGE_SIZE, PagedList } from '@/components/admin/paged-list';
import type { Column } from '@/components/admin/responsive-list';
import { useUrlQuery } from '@/components/admin/use-url-query';
import { useEmailLogs } from '@/lib/api/queries/admin';
import type { EmailLog } from '@/lib/types';
import { formatDateTime } from '@/lib/format';
const columns: Column<EmailLog>[] = [
  {
    header: 'Subject',
    cell: (e) => (
      <Link href={`/admin/notifications/${e.id}`} className="font-semibold text-plum-700 underline underline-offset-4">
        {e.subject}
      </Link>
    ),
  },
  { header: 'To', cell: (e) => e.to },
  { header: 'Kind', cell: (e) => kindLabel(e.kind) },
  {
    header: 'Status',
    cell: (e) => (
      <span className="inline-flex items-center gap-2">
        <EmailStatusBadge status={e.status} />
        {e.attempts > 1 && <span className="text-xs text-ink-soft">{e.attempts} attempts</span>}
      </span>
    ),
  },
  { header: 'Created', cell: (e) => formatDateTime(e.created_at) },
];

const filters = [
  {
    name: 'status',
    label: 'Status',
    options: [{ value: '', label: 'All statuses' }, ...EMAIL_STATUSES.map((s) => ({ value: s, label: kindLabel(s) }))],
  },
  {
    name: 'kind',
    label: 'Kind',
    options: [{ value: '', label: 'All kinds' }, ...EMAIL_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))],
  },
];

export function EmailLogsList() {
  const { get, page } = useUrlQuery();
  const [search, status, kind] = [get('search'), get('status'), get('kind')];
  const logs = useEmailLogs({ search, status, kind, page, page_size: ADMIN_PAGE_SIZE });

  return (
    <>
      <ListFilters key={search} searchLabel="Search by recipient or subject" selects={filters} />
      <PagedList
        query={logs}
        loadingLabel="Loading emails…"
        errorTitle="We could not load the email log"
        empty={{
          title: 'No emails here',
          message:
            search || status || kind ? 'No email matches these filters.' : 'Emails the shop sends are listed here.',
        }}
        caption="Emails"
        columns={columns}
        summary={(count) => `${count} emails`}
      />
    </>
  );
}
