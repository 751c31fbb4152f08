'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { Panel } from '@/components/admin/panel';
import { ProductForm } from '@/components/admin/product-form';
import { ProductImages } from '@/components/admin/product-images';
import { ErrorState } from '@/components/ui/error-state';
import { useRemote } from '@/components/ui/use-remote';
import {
  createAdminProduct,
  getAdminProduct,
  listCategories,
  updateAdminProduct,
  type AdminProduct,
  type AdminProductInput,
} from '@/lib/api/admin';
import { errorMessage } from '@/lib/api/errors';

/** New product (no id) or an existing one: its details, then its photos once it exists. */
export function ProductEditor({ id }: { id?: string }) {
  const router = useRouter();
  const data = useRemote(
    useCallback(async () => {
      const [categories, product] = await Promise.all([listCategories(), id ? getAdminProduct(id) : undefined]);
      return { categories, product };
    }, [id]),
  );

  if (data.error)
    return (
      <ErrorState title="We could not load this product" message={errorMessage(data.error)} onRetry={data.retry} />
    );
  if (!data.data) return <ListSkeleton label="Loading the product…" rows={4} />;
  const { categories, product } = data.data;

  async function save(input: AdminProductInput) {
    if (!product) {
      const created = await createAdminProduct(input);
      toast.success(`${created.name} was created. Add its photos now.`);
      router.push(`/admin/products/${created.id}`);
      return;
    }
    const saved: AdminProduct = await updateAdminProduct(product.id, input);
    data.setData({ categories, product: saved });
    toast.success(`${saved.name} was saved.`);
  }

  return (
    <>
      <Link href="/admin/products" className="text-sm font-semibold text-plum-700 underline underline-offset-4">
        ← All products
      </Link>
      <h1 className="mb-6 mt-3 font-display text-3xl font-semibold text-plum-800 sm:text-4xl">
        {product ? product.name : 'New product'}
      </h1>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Panel title="Details">
          <ProductForm
            key={product?.id ?? 'new'}
            product={product}
            categories={categories}
            submitLabel={product ? 'Save product' : 'Create product'}
            onSubmit={save}
          />
        </Panel>
        <Panel title="Photos" className="self-start">
          {product ? (
            <ProductImages productId={product.id} images={product.images ?? []} onUploaded={data.retry} />
          ) : (
            <p className="text-sm text-ink-soft">Create the product first, then add its photos here.</p>
          )}
        </Panel>
      </div>
    </>
  );
}
