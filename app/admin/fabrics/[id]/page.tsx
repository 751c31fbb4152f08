import type { Metadata } from 'next';
import { FabricEditor } from '@/components/admin/fabric-editor';

export const metadata: Metadata = { title: 'Edit fabric' };

export default async function EditFabricPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <FabricEditor id={id} />;
}
