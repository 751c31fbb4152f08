'use client';
import { lazy, Suspense } from 'react';
import type { WishlistButtonProps } from '@/components/wishlist/heart-button';

// The heart's code (the session, the router, the toast) is in a chunk of its own: the server renders the heart and
// it comes alive once that chunk arrives, so the catalog pages' first load goes without it (scripts/js-budget.mjs).
const WishlistButton = lazy(() =>
  import('@/components/wishlist/wishlist-button').then((m) => ({ default: m.WishlistButton })),
);

/** The wishlist heart of a catalog page (a card, a product page): WishlistButton, loaded after the first load. */
export function LazyWishlistButton(props: WishlistButtonProps) {
  return (
    <Suspense fallback={null}>
      <WishlistButton {...props} />
    </Suspense>
  );
}
