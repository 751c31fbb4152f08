'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addToWishlist, getWishlist, removeFromWishlist, type WishlistEntry } from '@/lib/api/wishlist';

export const wishlistKeys = { all: ['wishlist'] as const };

/**
 * The shopper's saved pieces: one cached answer shared by every heart on a page and by /wishlist
 * (`enabled` is false for visitors and admins, who have none).
 */
export function useWishlist(enabled = true) {
  return useQuery({ queryKey: wishlistKeys.all, queryFn: getWishlist, enabled });
}

/** Saves a piece; the cached wishlist takes the API's entry, newest first. */
export function useAddToWishlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => addToWishlist(productId),
    onSuccess: (entry) =>
      client.setQueryData<WishlistEntry[]>(wishlistKeys.all, (old) => [
        entry,
        ...(old ?? []).filter((e) => e.product.id !== entry.product.id),
      ]),
  });
}

/** Removes a piece (also after moving it to the cart); the cached wishlist drops it. */
export function useRemoveFromWishlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => removeFromWishlist(productId),
    onSuccess: (_, productId) =>
      client.setQueryData<WishlistEntry[]>(wishlistKeys.all, (old) => old?.filter((e) => e.product.id !== productId)),
  });
}
