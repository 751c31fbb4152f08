'use client';
import { HeartIcon as HeartOutline } from '@heroicons/react/24/outline';
import { HeartIcon as HeartSolid } from '@heroicons/react/24/solid';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { toast } from 'react-toastify';
import { useAuth } from '@/context/auth-context';
import { errorMessage } from '@/lib/api/errors';
import { useAddToWishlist, useRemoveFromWishlist, useWishlist } from '@/lib/api/queries/wishlist';

interface WishlistButtonProps {
  product: { id: number; name: string; slug: string };
  /** `card`: a round icon over a product card's picture; `page`: an outlined button beside Add to cart. */
  variant?: 'card' | 'page';
}

/**
 * The heart: a toggle button (aria-pressed) that saves a piece to the shopper's wishlist. A visitor is sent to
 * sign in and comes back to the piece (/login honours ?next=). Admins do not shop, so they see no heart.
 */
export function WishlistButton({ product, variant = 'card' }: WishlistButtonProps) {
  const { isAuthenticated, isAdmin } = useAuth();
  const router = useRouter();
  const wishlist = useWishlist(isAuthenticated && !isAdmin);
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const saved = !!wishlist.data?.some((e) => e.product.id === product.id);
  const busy = add.isPending || remove.isPending;
  if (isAdmin) return null;

  async function toggle() {
    if (!isAuthenticated) {
      toast.info('Sign in to save pieces to your wishlist.');
      router.push(`/login?next=${encodeURIComponent(`/products/${product.slug}`)}`);
      return;
    }
    try {
      if (!saved) {
        await add.mutateAsync(product.id);
        toast.success(
          <span>
            Saved to your wishlist.{' '}
            <Link href="/wishlist" className="font-semibold underline underline-offset-2">
              View wishlist
            </Link>
          </span>,
        );
      } else {
        await remove.mutateAsync(product.id);
        toast.info(`${product.name} was removed from your wishlist.`);
      }
    } catch (error) {
      toast.error(errorMessage(error, 'We could not update your wishlist. Please try again.'));
    }
  }

  const Icon = saved ? HeartSolid : HeartOutline;
  const label = variant === 'card' ? `Save ${product.name} to your wishlist` : 'Save to wishlist';
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={variant === 'card' ? label : undefined}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={toggle}
      className={
        variant === 'card'
          ? 'relative z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-plum-700 shadow-sm backdrop-blur transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-600 disabled:opacity-70'
          : 'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-plum-700 bg-white px-5 py-2 text-sm font-semibold text-plum-700 transition-colors hover:bg-linen-100 disabled:opacity-70'
      }
    >
      <Icon aria-hidden="true" className={`size-5 ${saved ? 'text-terracotta-700' : ''}`} />
      {/* The name stays the same whichever the state: aria-pressed (and the filled heart) tells it. */}
      {variant === 'page' && label}
    </button>
  );
}
