// Wishlist and back-in-stock calls of docs/api.md (Wishlist and back-in-stock alerts).
import { api } from '@/lib/api/client';
import type { ProductSize, ProductSummary } from '@/lib/types';

/** A saved piece; `sizes` (added by this API) lets the wishlist show stock per size and move one to the cart. */
export interface WishlistEntry {
  product: ProductSummary;
  sizes?: ProductSize[];
  added_at: string;
}

export async function getWishlist(): Promise<WishlistEntry[]> {
  return (await api.get<WishlistEntry[]>('/api/wishlist/')).data;
}

export async function addToWishlist(productId: number): Promise<WishlistEntry> {
  return (await api.post<WishlistEntry>('/api/wishlist/', { product_id: productId })).data;
}

export async function removeFromWishlist(productId: number): Promise<void> {
  await api.delete(`/api/wishlist/${productId}/`);
}

/**
 * The notify answer. `status` is `pending_confirmation` when a confirmation link went to the address first;
 * a backend that leaves it out has every alert active.
 */
export interface BackInStockAnswer {
  detail: string;
  email: string;
  status?: 'active' | 'pending_confirmation';
}

/** "Email me when it's back" for a sold-out size; the email may be left out when signed in. */
export async function requestBackInStock(
  productId: number,
  productSizeId: number,
  email?: string,
): Promise<BackInStockAnswer> {
  return (
    await api.post<BackInStockAnswer>(`/api/products/${productId}/notify/`, {
      product_size_id: productSizeId,
      ...(email ? { email } : {}),
    })
  ).data;
}
