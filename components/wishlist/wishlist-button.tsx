'use client';
import { useRouter } from 'next/navigation';
import { lazy, Suspense } from 'react';
import { HeartButton, type WishlistButtonProps } from '@/components/wishlist/heart-button';
import { useAuth } from '@/context/auth-context';
import { useCapabilities } from '@/context/shop-config';
import { showToast } from '@/lib/toast';

// A shopper's saved state needs the query cache and the API client: loaded for shoppers only, so a visitor's
// catalog page (and its first paint) ships neither.
const SavedHeart = lazy(() => import('@/components/wishlist/saved-heart').then((m) => ({ default: m.SavedHeart })));

/**
 * The heart: a toggle button (aria-pressed) that saves a piece to the shopper's wishlist. A visitor is sent to
 * sign in and comes back to the piece (/login honours ?next=). Admins do not shop, so they see no heart; nor does
 * anyone when the API does not list `wishlist` (a stock backend).
 */
export function WishlistButton({ product, variant = 'card' }: WishlistButtonProps) {
  const { isAuthenticated, isAdmin } = useAuth();
  const router = useRouter();
  const { wishlist } = useCapabilities();
  if (isAdmin || !wishlist) return null;
  if (isAuthenticated) {
    return (
      <Suspense fallback={<HeartButton product={product} variant={variant} saved={false} busy />}>
        <SavedHeart product={product} variant={variant} />
      </Suspense>
    );
  }

  function signInFirst() {
    showToast('info', 'Sign in to save pieces to your wishlist.');
    router.push(`/login?next=${encodeURIComponent(`/products/${product.slug}`)}`);
  }
  return <HeartButton product={product} variant={variant} saved={false} onClick={signInFirst} />;
}
