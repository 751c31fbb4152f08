import type { Metadata } from 'next';
import { ReturnDetail } from '@/components/admin/return-detail';

export const metadata: Metadata = { title: 'Return' };

export default async function AdminReturnPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ReturnDetail id={id} />;
}
