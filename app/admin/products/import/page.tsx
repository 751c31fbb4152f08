import type { Metadata } from 'next';
import { DetailHeading } from '@/components/admin/detail-heading';
import { ProductsImport } from '@/components/admin/products-import';

export const metadata: Metadata = { title: 'Import products' };

export default function ImportProductsPage() {
  return (
    <>
      <DetailHeading back="/admin/products" backLabel="All products" title="Import products" />
      <ProductsImport />
    </>
  );
}
