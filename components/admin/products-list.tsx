'use client';
import Link from 'next/link';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListFilters } from '@/components/admin/list-filters';
import { ADMIN_PAGE_SIZE, PagedList } from '@/components/admin/paged-list';
import type { Column } from '@/components/admin/responsive-list';
import { useUrlQuery } from '@/components/admin/use-url-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type AdminProduct } from '@/lib/api/admin';
import { errorMessage } from '@/lib/api/errors';
import { useAdminProducts, useDeleteProduct } from '@/lib/api/queries/admin';
import { Money } from '@/components/ui/money';
import { Thumbnail } from '@/components/ui/thumbnail';
import { ProductStatusBadge } from '@/components/admin/product-status-badge';

export const totalStock = (p: AdminProduct) =>
  p.sizes?.length ? p.sizes.reduce((sum, s) => sum + s.stock, 0) : p.stock;

export function ProductsList() {
  const { get, page } = useUrlQuery();
  const search = get('search');
  const status = get('status');
  const products = useAdminProducts({ search, status, page, page_size: ADMIN_PAGE_SIZE });
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
        <span className="flex items-center gap-3">
          <Thumbnail image={p.image} sizes="48px" className="size-12 rounded-lg" />
          <Link href={`/admin/products/${p.id}`} className="font-semibold text-plum-700 underline underline-offset-4">
            {p.name}
          </Link>
        </span>
      ),
    },
    { header: 'Status', cell: (p) => <ProductStatusBadge product={p} /> },
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
        <span className="flex flex-wrap items-center gap-x-4">
          {(p.status ?? 'active') === 'active' && (
            <a
              href={`/products/${p.slug}`}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center font-semibold text-plum-700 underline underline-offset-4"
            >
              View on shop<span className="sr-only"> {p.name} (opens a new tab)</span>
            </a>
          )}
          <Button variant="ghost" className="!px-0" onClick={() => setDoomed(p)}>
            Delete<span className="sr-only"> {p.name}</span>
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <ListFilters
        key={`${search}|${status}`}
        searchLabel="Search products"
        searchHint="Names, categories and materials; small typos are forgiven"
        selects={[
          {
            name: 'status',
            label: 'Status',
            options: [
              { value: '', label: 'Any status' },
              { value: 'active', label: 'Active' },
              { value: 'draft', label: 'Draft' },
              { value: 'archived', label: 'Archived' },
            ],
          },
        ]}
      />
      <PagedList
        query={products}
        loadingLabel="Loading products…"
        errorTitle="We could not load the products"
        empty={{
          title: 'No products here',
          message: search ? 'No product matches this search.' : 'Add the first product to open the shop.',
        }}
        caption="Products"
        columns={columns}
      />
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
