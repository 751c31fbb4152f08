import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { PageHeader } from '@/components/admin/page-header';
import { ProductsList } from '@/components/admin/products-list';
import { ProductsActions } from '@/components/admin/products-csv-actions';

export const metadata: Metadata = { title: 'Products' };

export default function AdminProductsPage() {
  return (
    <>
      <PageHeader
        title="Products"
        description="The catalog: prices, stock, sizes and photos."
        action={<ProductsActions />}
      />
      <Suspense fallback={<ListSkeleton label="Loading products…" />}>
        <ProductsList />
      </Suspense>
    </>
  );
}
