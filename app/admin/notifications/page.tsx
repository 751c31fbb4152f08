import type { Metadata } from 'next';
import { Suspense } from 'react';
import { EmailLogsList } from '@/components/admin/email-logs-list';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'Email Logs' };

export default function EmailLogsPage() {
  return (
    <>
      <PageHeader title="Email Logs" description="Every email the shop has sent, with its delivery status." />
      <Suspense fallback={<ListSkeleton label="Loading emails…" />}>
        <EmailLogsList />
      </Suspense>
    </>
  );
}
