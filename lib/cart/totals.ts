import { addCents, timesCents, toCents, type Cents } from '@/lib/money';
import type { CartItem } from '@/lib/types';

const quantityOf = (item: CartItem) => item.quantity ?? 1;

/** Server items carry the price on the nested product; local items on themselves (spec §3). In cents. */
export function priceCentsOf(item: CartItem): Cents {
  const nested = 'product' in item && item.product && typeof item.product === 'object' ? item.product.price : undefined;
  return toCents((nested ?? (item as { price?: string | number }).price ?? 0) as string | number);
}

/** The cart's amount in integer cents: price × quantity per line, summed without floating point. */
export function cartTotalCents(items: CartItem[]): Cents {
  return addCents(...items.map((item) => timesCents(priceCentsOf(item), quantityOf(item))));
}

/** Spec §3 derived totals: totalItems sums quantities (1 when missing); totalAmount sums price × quantity. */
export function cartTotals(items: CartItem[]): { totalItems: number; totalAmount: number } {
  const totalItems = items.reduce((sum, item) => sum + quantityOf(item), 0);
  return { totalItems, totalAmount: cartTotalCents(items) / 100 };
}
