import type { Metadata } from 'next';
import { CategoriesEditor } from '@/components/admin/categories-editor';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'Categories' };

export default function AdminCategoriesPage() {
  return (
    <>
      <PageHeader
        title="Categories"
        description="How the shop groups its pieces: their names, descriptions, pictures and order in the menus."
      />
      <CategoriesEditor />
    </>
  );
}
