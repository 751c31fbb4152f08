import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { SynonymsEditor } from '@/components/admin/synonyms-editor';

export const metadata: Metadata = { title: 'Search synonyms' };

export default function AdminSynonymsPage() {
  return (
    <>
      <PageHeader
        title="Search synonyms"
        description="Words shoppers use for what the shop calls otherwise: a search for one finds the others too."
      />
      <SynonymsEditor />
    </>
  );
}
