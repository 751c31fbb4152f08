'use client';
import { BackInStockForm } from '@/components/product/back-in-stock-form';
import { SoldOutSize } from '@/components/product/sold-out-size';
import { useCapabilities } from '@/context/shop-config';
import type { ProductSize } from '@/lib/types';

interface SoldOutNoticeProps {
  productId: number;
  size: ProductSize;
  alternatives: ProductSize[];
  onChoose: (sizeId: number) => void;
}

/**
 * The notice for a chosen sold-out size with its back-in-stock form. Loaded only once such a size is chosen:
 * the form brings the API client (axios) along, which the product page's first load goes without.
 */
export function SoldOutNotice({ productId, size, alternatives, onChoose }: SoldOutNoticeProps) {
  // The alert form only from a backend that lists back_in_stock; the other sizes are offered either way.
  const { back_in_stock } = useCapabilities();
  return (
    <SoldOutSize size={size} alternatives={alternatives} onChoose={onChoose}>
      {back_in_stock && <BackInStockForm key={size.id} productId={productId} sizes={[size]} />}
    </SoldOutSize>
  );
}
