'use client';
import Link from 'next/link';
import { WishlistEntryRow } from '@/components/wishlist/wishlist-entry-row';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api/errors';
import { useRemoveFromWishlist, useWishlist } from '@/lib/api/queries/wishlist';

/** The shopper's saved pieces, newest first. */
export function WishlistView() {
  const wishlist = useWishlist();
  const remove = useRemoveFromWishlist();

  if (wishlist.error)
    return (
      <ErrorState
        title="We could not load your wishlist"
        message={errorMessage(wishlist.error)}
        onRetry={() => void wishlist.refetch()}
      />
    );
  if (!wishlist.data)
    return (
      <Loading label="Loading your wishlist…">
        <div className="grid gap-4">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      </Loading>
    );
  if (wishlist.data.length === 0)
    return (
      <EmptyState
        title="Your wishlist is empty"
        message="Tap the heart on any piece to keep it here for later."
        action={
          <Link href="/products" className={buttonClasses('primary')}>
            Browse the collection
          </Link>
        }
      />
    );
  return (
    <>
      <p className="text-sm text-ink-soft">
        {wishlist.data.length} saved {wishlist.data.length === 1 ? 'piece' : 'pieces'}
      </p>
      <ul className="mt-2 divide-y divide-linen-200 border-y border-linen-200">
        {wishlist.data.map((entry) => (
          <WishlistEntryRow key={entry.product.id} entry={entry} onRemove={remove.mutateAsync} />
        ))}
      </ul>
    </>
  );
}
