import type { Metadata } from 'next';
import { WishlistView } from '@/components/wishlist/wishlist-view';

export const metadata: Metadata = { title: 'Your wishlist', robots: { index: false } };

export default function WishlistPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="mb-8 font-display text-4xl font-semibold text-plum-800 sm:text-5xl">Your wishlist</h1>
      <WishlistView />
    </div>
  );
}
