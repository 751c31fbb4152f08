'use client';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { FormAlert } from '@/components/ui/form-alert';
import { useCapabilities } from '@/context/shop-config';
import { DetailHeading } from '@/components/admin/detail-heading';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { Panel } from '@/components/admin/panel';
import { ProductForm } from '@/components/admin/product-form';
import { ProductImages } from '@/components/admin/product-images';
import { ErrorState } from '@/components/ui/error-state';
import { createAdminProduct, updateAdminProduct, type AdminProduct, type AdminProductInput } from '@/lib/api/admin';
import { errorMessage, isApiError } from '@/lib/api/errors';
import { adminKeys, useAdminProduct, useCategories } from '@/lib/api/queries/admin';
import { useAdminFabrics } from '@/lib/api/queries/fabrics';

/** New product (no id) or an existing one: its details, then its photos once it exists. */
export function ProductEditor({ id }: { id?: string }) {
  const router = useRouter();
  // Set when a save was refused because the product changed meanwhile (412): the form is reloaded and says why.
  const [conflict, setConflict] = useState(false);
  const client = useQueryClient();
  const loaded = useAdminProduct(id);
  const categoryList = useCategories();
  // For the variants (§26.2); against an API that does not list fabrics the form keeps its sizes.
  const fabricsOffered = useCapabilities().fabrics;
  const fabrics = useAdminFabrics(fabricsOffered);
  const error = loaded.error ?? categoryList.error ?? fabrics.error;

  if (error)
    return (
      <ErrorState
        title="We could not load this product"
        message={errorMessage(error)}
        onRetry={() => [loaded, categoryList, fabrics].forEach((q) => q.error && void q.refetch())}
      />
    );
  const product = loaded.data;
  const categories = categoryList.data;
  // The form is built once: it waits for the fabrics, when offered, to know whether it edits variants.
  if (!categories || (id !== undefined && !product) || (fabricsOffered && fabrics.isPending))
    return <ListSkeleton label="Loading the product…" rows={4} />;

  async function save(input: AdminProductInput) {
    if (!product) {
      const created = await createAdminProduct(input);
      toast.success(`${created.name} was created. Add its photos now.`);
      router.push(`/admin/products/${created.id}`);
      return;
    }
    let saved: AdminProduct;
    try {
      saved = await updateAdminProduct(product.id, input, product.etag);
    } catch (error) {
      if (isApiError(error, 412)) {
        setConflict(true);
        void loaded.refetch();
      }
      throw error;
    }
    setConflict(false);
    client.setQueryData(adminKeys.product(product.id), saved);
    void client.invalidateQueries({ queryKey: adminKeys.products, exact: false, refetchType: 'none' });
    toast.success(`${saved.name} was saved.`);
  }

  return (
    <>
      <DetailHeading back="/admin/products" backLabel="All products" title={product ? product.name : 'New product'} />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Panel title="Details">
          {conflict && (
            <div className="mb-4">
              <FormAlert message="This product changed while you were editing it (a sale or another admin), so your changes were not saved. The form now shows the current values: check them and save again." />
            </div>
          )}
          <ProductForm
            key={product?.etag ?? product?.id ?? 'new'}
            product={product}
            categories={categories}
            fabrics={fabrics.data}
            submitLabel={product ? 'Save product' : 'Create product'}
            onSubmit={save}
          />
        </Panel>
        <Panel title="Photos" className="self-start">
          {product ? (
            <ProductImages
              productId={product.id}
              images={product.images ?? []}
              variants={product.variants}
              arrangeable={product.status !== undefined}
              onUploaded={() => void loaded.refetch()}
            />
          ) : (
            <p className="text-sm text-ink-soft">Create the product first, then add its photos here.</p>
          )}
        </Panel>
      </div>
    </>
  );
}
