import type { CartItem } from '@/lib/types';

const quantityOf = (item: CartItem) => item.quantity ?? 1;

/** Server items carry the price on the nested product; local items on themselves (spec §3). */
function priceOf(item: CartItem): number {
  const nested = 'product' in item && item.product && typeof item.product === 'object' ? item.product.price : undefined;
  const price = Number(nested ?? (item as { price?: unknown }).price ?? 0);
  return Number.isFinite(price) ? price : 0;
}

/** Spec §3 derived totals: totalItems sums quantities (1 when missing); totalAmount sums price × quantity. */
export function cartTotals(items: CartItem[]): { totalItems: number; totalAmount: number } {
  let totalItems = 0;
  let totalAmount = 0;
  for (const item of items) {
    totalItems += quantityOf(item);
    totalAmount += priceOf(item) * quantityOf(item);
  }
  return { totalItems, totalAmount: Math.round(totalAmount * 100) / 100 };
}
