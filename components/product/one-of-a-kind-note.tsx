import Link from 'next/link';
import type { Product } from '@/lib/types';

/**
 * A piece there is only one of says so on its page (§30.2); once sold it is gone for good, so instead of a stock alert
 * the shopper is pointed to similar pieces (its category). Rendered on the server: no script on the page's first load.
 */
export function OneOfAKindNote({ product }: { product: Pick<Product, 'one_of_a_kind' | 'in_stock' | 'category'> }) {
  if (!product.one_of_a_kind) return null;
  if (product.in_stock) {
    return (
      <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-plum-500/10 px-3 py-1 text-sm font-semibold text-plum-800">
        One of a kind: there is only this piece
      </p>
    );
  }
  return (
    <p className="mt-3 rounded-xl bg-linen-100 px-4 py-3 text-sm" data-testid="one-of-a-kind-sold">
      One of a kind, and it has found its home: sold,{' '}
      <Link
        href={product.category ? `/products?category=${product.category.slug}` : '/products'}
        className="inline-flex min-h-11 items-center font-semibold text-plum-700 underline underline-offset-4"
      >
        see similar pieces
      </Link>
    </p>
  );
}
