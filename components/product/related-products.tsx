import { ProductGrid } from '@/components/product/product-grid';
import { getProducts } from '@/lib/api/catalog';
import type { Product } from '@/lib/types';

/** More pieces from the same category; quietly absent when there are none or the call fails. */
export async function RelatedProducts({ product }: { product: Product }) {
  if (!product.category) return null;
  const page = await getProducts({ category: product.category.slug }, 5).catch(() => null);
  const related = page?.results.filter((p) => p.id !== product.id).slice(0, 4) ?? [];
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-20">
      <h2 id="related-heading" className="mb-6 font-display text-3xl font-semibold text-plum-800">
        More from {product.category.name}
      </h2>
      <ProductGrid products={related} />
    </section>
  );
}
