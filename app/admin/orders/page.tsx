import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { OrdersExport } from '@/components/admin/orders-export';
import { OrdersList } from '@/components/admin/orders-list';
import { PageHeader } from '@/components/admin/page-header';
import { PaymentAnomalies } from '@/components/admin/payment-anomalies';

export const metadata: Metadata = { title: 'Admin Orders' };

export default function AdminOrdersPage() {
  return (
    <>
      <PageHeader
        title="Admin Orders"
        description="Every order in the shop, newest first."
        action={
          <Suspense fallback={null}>
            <OrdersExport />
          </Suspense>
        }
      />
      <Suspense fallback={<ListSkeleton label="Loading orders…" />}>
        <OrdersList />
      </Suspense>
      <PaymentAnomalies />
    </>
  );
}
