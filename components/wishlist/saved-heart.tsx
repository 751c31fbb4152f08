'use client';
import { HeartIcon as HeartSolid } from '@heroicons/react/24/solid';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { HeartButton, type WishlistButtonProps } from '@/components/wishlist/heart-button';
import { useAuth } from '@/context/auth-context';
import { loadErrorMessage } from '@/lib/api/lazy-error-message';
import { makeQueryClient } from '@/lib/api/query-client';
import { useAddToWishlist, useRemoveFromWishlist, useWishlist } from '@/lib/api/queries/wishlist';
import { showToast } from '@/lib/toast';

let hearts: { client: QueryClient; owner: number } | null = null;

/**
 * The catalog's hearts share one query cache, so a page of cards asks for the wishlist once. The public pages
 * have no query cache of their own (see PageFrame); another signed-in user starts from an empty one.
 */
function heartsClient(owner: number): QueryClient {
  if (hearts?.owner !== owner) {
    hearts?.client.clear();
    hearts = { client: makeQueryClient(), owner };
  }
  return hearts.client;
}

/** A shopper's heart: shows whether the piece is saved and saves or removes it. */
export function SavedHeart(props: Required<WishlistButtonProps>) {
  const { user } = useAuth();
  return (
    <QueryClientProvider client={heartsClient(user?.id ?? 0)}>
      <SavedHeartToggle {...props} />
    </QueryClientProvider>
  );
}

function SavedHeartToggle({ product, variant }: Required<WishlistButtonProps>) {
  const wishlist = useWishlist();
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const saved = !!wishlist.data?.some((e) => e.product.id === product.id);

  async function toggle() {
    try {
      if (!saved) {
        await add.mutateAsync(product.id);
        showToast(
          'success',
          <span>
            Saved to your wishlist.{' '}
            <Link href="/wishlist" className="font-semibold underline underline-offset-2">
              View wishlist
            </Link>
          </span>,
        );
      } else {
        await remove.mutateAsync(product.id);
        showToast('info', `${product.name} was removed from your wishlist.`);
      }
    } catch (error) {
      showToast('error', await loadErrorMessage(error, 'We could not update your wishlist. Please try again.'));
    }
  }

  return (
    <HeartButton
      product={product}
      variant={variant}
      saved={saved}
      savedIcon={HeartSolid}
      busy={add.isPending || remove.isPending}
      onClick={() => void toggle()}
    />
  );
}
