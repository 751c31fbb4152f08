'use client';
import Link from 'next/link';
import { ShoppingBagIcon } from '@heroicons/react/24/outline';
import { useCart } from '@/context/cart-context';

/** The shopper's cart icon; the badge counts distinct cart items (spec §2). */
export function CartLink({ onNavigate }: { onNavigate?: () => void }) {
  const { items } = useCart();
  const count = items.length;
  return (
    <Link
      href="/cart"
      onClick={onNavigate}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      className="relative inline-flex rounded-full p-2 text-ink hover:bg-linen-100 hover:text-plum-700"
    >
      <ShoppingBagIcon aria-hidden="true" className="size-6" />
      {count > 0 && (
        <span
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-terracotta-700 px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
