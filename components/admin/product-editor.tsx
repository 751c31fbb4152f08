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
import { ProductForm, toInput } from '@/components/admin/product-form';
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
  const product = loaded.data;
  // The version of the product the form was built from, and saves against (If-Match). A refetch does not rebuild
  // the form, so what the owner is typing stays: a photo change made here moves the version on (rebuilding the
  // form only if someone else changed the details meanwhile), a sale or another admin's save is found by the
  // save's 412, which rebuilds the form with the current values.
  const [shown, setShown] = useState<{ product: AdminProduct; key: number }>();
  // The first version loaded (or another product's): set while rendering, as React adjusts state to new props.
  if (product && shown?.product.id !== product.id) setShown({ product, key: 0 });
  const base = shown?.product.id === product?.id ? shown : product && { product, key: 0 };
  const rebuildWith = (latest: AdminProduct, rebuild: boolean) =>
    setShown((s) => ({ product: latest, key: (s?.key ?? 0) + (rebuild ? 1 : 0) }));
  async function photosChanged() {
    const { data: latest } = await loaded.refetch();
    if (latest && base) rebuildWith(latest, !sameDetails(latest, base.product));
  }
  const error = loaded.error ?? categoryList.error ?? fabrics.error;

  if (error)
    return (
      <ErrorState
        title="We could not load this product"
        message={errorMessage(error)}
        onRetry={() => [loaded, categoryList, fabrics].forEach((q) => q.error && void q.refetch())}
      />
    );
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
      saved = await updateAdminProduct(product.id, input, (base?.product ?? product).etag);
    } catch (error) {
      if (isApiError(error, 412)) {
        setConflict(true);
        void loaded.refetch().then(({ data }) => data && rebuildWith(data, true));
      }
      throw error;
    }
    setConflict(false);
    client.setQueryData(adminKeys.product(product.id), saved);
    rebuildWith(saved, true);
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
            key={product ? `${product.id}:${base?.key ?? 0}` : 'new'}
            product={base?.product ?? product}
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
              onUploaded={() => void photosChanged()}
            />
          ) : (
            <p className="text-sm text-ink-soft">Create the product first, then add its photos here.</p>
          )}
        </Panel>
      </div>
    </>
  );
}

/** Whether two versions of a product hold the same details (what the form edits; photos aside). */
const sameDetails = (a: AdminProduct, b: AdminProduct) => JSON.stringify(toInput(a)) === JSON.stringify(toInput(b));
