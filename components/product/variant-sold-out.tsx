'use client';
import { BackInStockForm } from '@/components/product/back-in-stock-form';
import type { ProductVariant } from '@fabric-tales/contract';

/**
 * A chosen variant that cannot be bought (no finished piece and, made to order, no cloth left: §26.3), with its
 * back-in-stock form. Loaded only once one is chosen: the form brings the API client along.
 */
export function VariantSoldOut({ productId, variant }: { productId: number; variant: ProductVariant }) {
  return (
    <div role="status" className="rounded-2xl border border-terracotta-400/60 bg-linen-100 p-4">
      <p className="font-semibold text-terracotta-700">{variant.label} is sold out.</p>
      <p className="mt-1 text-sm text-ink-soft">Choose another fabric, or ask us to tell you when it is back.</p>
      <div className="mt-3">
        <BackInStockForm
          key={variant.id}
          productId={productId}
          sizes={[{ id: variant.id, label: variant.label, stock: 0 }]}
        />
      </div>
    </div>
  );
}
