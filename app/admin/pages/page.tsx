import type { Metadata } from 'next';
import { PageEditor } from '@/components/admin/page-editor';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'Pages' };

export default function AdminPagesPage() {
  return (
    <>
      <PageHeader
        title="Pages"
        description="The FAQ, the shipping terms and the privacy policy, as shoppers read them."
      />
      <PageEditor />
    </>
  );
}
