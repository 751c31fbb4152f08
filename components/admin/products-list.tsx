'use client';
import Link from 'next/link';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { ListFilters } from '@/components/admin/list-filters';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { ResponsiveList, type Column } from '@/components/admin/responsive-list';
import { useUrlQuery } from '@/components/admin/use-url-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { type AdminProduct } from '@/lib/api/admin';
import { errorMessage } from '@/lib/api/errors';
import { useAdminProducts, useDeleteProduct } from '@/lib/api/queries/admin';
import { Money } from '@/components/ui/money';

const PAGE_SIZE = 20;

export const totalStock = (p: AdminProduct) =>
  p.sizes?.length ? p.sizes.reduce((sum, s) => sum + s.stock, 0) : p.stock;

export function ProductsList() {
  const { get, page, hrefWith } = useUrlQuery();
  const search = get('search');
  const products = useAdminProducts({ search, page, page_size: PAGE_SIZE });
  const deletion = useDeleteProduct();
  const [doomed, setDoomed] = useState<AdminProduct | null>(null);
  const busy = deletion.isPending;

  function remove() {
    if (!doomed) return;
    // The products list is fetched again once the product is gone.
    deletion.mutate(doomed.id, {
      onSuccess: () => {
        toast.success(`${doomed.name} was deleted.`);
        setDoomed(null);
      },
      onError: (error) => toast.error(errorMessage(error, 'The product could not be deleted.')),
    });
  }

  const columns: Column<AdminProduct>[] = [
    {
      header: 'Product',
      cell: (p) => (
        <Link href={`/admin/products/${p.id}`} className="font-semibold text-plum-700 underline underline-offset-4">
          {p.name}
        </Link>
      ),
    },
    { header: 'Category', cell: (p) => p.category?.name ?? '—' },
    { header: 'Price', cell: (p) => <Money amount={p.price} /> },
    {
      header: 'Stock',
      cell: (p) => (totalStock(p) > 0 ? totalStock(p) : <Badge tone="terracotta">Sold out</Badge>),
    },
    { header: 'Featured', cell: (p) => (p.featured ? <Badge tone="sage">Featured</Badge> : 'No') },
    {
      header: 'Actions',
      cell: (p) => (
        <Button variant="ghost" className="!min-h-0 !px-0" onClick={() => setDoomed(p)}>
          Delete<span className="sr-only"> {p.name}</span>
        </Button>
      ),
    },
  ];

  return (
    <>
      <ListFilters key={search} searchLabel="Search products" selects={[]} />
      {products.error ? (
        <ErrorState
          title="We could not load the products"
          message={errorMessage(products.error)}
          onRetry={() => void products.refetch()}
        />
      ) : !products.data ? (
        <ListSkeleton label="Loading products…" />
      ) : products.data.results.length === 0 ? (
        <EmptyState
          title="No products here"
          message={search ? 'No product matches this search.' : 'Add the first product to open the shop.'}
        />
      ) : (
        <>
          <ResponsiveList caption="Products" rows={products.data.results} columns={columns} rowKey={(p) => p.id} />
          <Pagination
            page={page}
            pageCount={Math.ceil(products.data.count / PAGE_SIZE)}
            hrefFor={(p) => hrefWith({ page: p })}
          />
        </>
      )}
      <ConfirmDialog
        open={doomed !== null}
        title="Delete this product?"
        message={`${doomed?.name ?? ''} leaves the catalog. Past orders keep their copy of it.`}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={remove}
        onClose={() => setDoomed(null)}
      />
    </>
  );
}
