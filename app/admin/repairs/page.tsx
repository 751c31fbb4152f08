import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { PageHeader } from '@/components/admin/page-header';
import { RepairsList } from '@/components/admin/repairs-list';

export const metadata: Metadata = { title: 'Repairs' };

export default function AdminRepairsPage() {
  return (
    <>
      <PageHeader title="Repairs" description="Every repair shoppers asked for, newest first." />
      <Suspense fallback={<ListSkeleton label="Loading repairs…" />}>
        <RepairsList />
      </Suspense>
    </>
  );
}
