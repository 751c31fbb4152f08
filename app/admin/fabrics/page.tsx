import type { Metadata } from 'next';
import { FabricsList } from '@/components/admin/fabrics-list';
import { PageHeader } from '@/components/admin/page-header';
import { ButtonLink } from '@/components/ui/button-link';

export const metadata: Metadata = { title: 'Fabrics' };

export default function AdminFabricsPage() {
  return (
    <>
      <PageHeader
        title="Fabrics"
        description="The cloth pieces are cut from: how much is on hand, and which designs use it."
        action={<ButtonLink href="/admin/fabrics/new">New fabric</ButtonLink>}
      />
      <FabricsList />
    </>
  );
}
