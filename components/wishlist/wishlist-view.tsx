'use client';
import Link from 'next/link';
import { WishlistEntryRow } from '@/components/wishlist/wishlist-entry-row';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonList } from '@/components/ui/skeleton-list';
import { useRemoveFromWishlist, useWishlist } from '@/lib/api/queries/wishlist';

/** The shopper's saved pieces, newest first. */
export function WishlistView() {
  const wishlist = useWishlist();
  const remove = useRemoveFromWishlist();

  return (
    <QueryState
      query={wishlist}
      loading={<SkeletonList label="Loading your wishlist…" blocks={['h-32', 'h-32']} className="grid gap-4" />}
      errorTitle="We could not load your wishlist"
      isEmpty={(entries) => entries.length === 0}
      empty={
        <EmptyState
          title="Your wishlist is empty"
          message="Tap the heart on any piece to keep it here for later."
          action={
            <Link href="/products" className={buttonClasses('primary')}>
              Browse the collection
            </Link>
          }
        />
      }
    >
      {(entries) => (
        <>
          <p className="text-sm text-ink-soft">
            {entries.length} saved {entries.length === 1 ? 'piece' : 'pieces'}
          </p>
          <ul className="mt-2 divide-y divide-linen-200 border-y border-linen-200">
            {entries.map((entry) => (
              <WishlistEntryRow key={entry.product.id} entry={entry} onRemove={remove.mutateAsync} />
            ))}
          </ul>
        </>
      )}
    </QueryState>
  );
}
