import type { Metadata } from 'next';
import { FabricEditor } from '@/components/admin/fabric-editor';

export const metadata: Metadata = { title: 'New fabric' };

export default function NewFabricPage() {
  return <FabricEditor />;
}
