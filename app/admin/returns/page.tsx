import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { PageHeader } from '@/components/admin/page-header';
import { ReturnsList } from '@/components/admin/returns-list';

export const metadata: Metadata = { title: 'Returns' };

export default function AdminReturnsPage() {
  return (
    <>
      <PageHeader title="Returns" description="Every return shoppers asked for, newest first." />
      <Suspense fallback={<ListSkeleton label="Loading returns…" />}>
        <ReturnsList />
      </Suspense>
    </>
  );
}
