import type { Metadata } from 'next';
import { AdminRepairDetail } from '@/components/admin/repair-detail';

export const metadata: Metadata = { title: 'Repair' };

export default async function AdminRepairPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <AdminRepairDetail id={id} />;
}
