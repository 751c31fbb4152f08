import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CustomersList } from '@/components/admin/customers-list';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'Customers' };

export default function AdminCustomersPage() {
  return (
    <>
      <PageHeader
        title="Customers"
        description="Everyone who shops with you, newest first, with what they have ordered."
      />
      <Suspense fallback={<ListSkeleton label="Loading customers…" />}>
        <CustomersList />
      </Suspense>
    </>
  );
}
