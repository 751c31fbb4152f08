import { ProductCard } from '@/components/product/product-card';
import { getShopConfig } from '@/lib/api/shop-config';
import type { ProductSummary } from '@/lib/types';

/**
 * Two columns on a phone, up to four on a desktop; the first row's images are loaded first. Prices are formatted
 * here on the server, in the configured currency, so no card needs client code for them.
 */
export async function ProductGrid({
  products,
  priorityCount = 0,
  highlight,
}: {
  products: ProductSummary[];
  priorityCount?: number;
  /** The searched words, marked in each name. */
  highlight?: string;
}) {
  const { currency } = await getShopConfig();
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 lg:gap-x-6">
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} currency={currency} priority={i < priorityCount} highlight={highlight} />
        </li>
      ))}
    </ul>
  );
}
