import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DashboardView } from '@/components/admin/dashboard-view';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'Dashboard' };

export default function AdminDashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" description="How the shop is doing." />
      <Suspense>
        <DashboardView />
      </Suspense>
    </>
  );
}
