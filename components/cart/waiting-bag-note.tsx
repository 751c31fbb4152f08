'use client';
import { ShoppingBagIcon } from '@heroicons/react/24/outline';
import { useLocalCartPieces } from '@/lib/cart/use-local-cart-pieces';

/**
 * On the sign-in and registration pages: a visitor's bag (the local cart, spec §4) waits for them. It moves to the
 * account once they are in (the spec's sync), and they land on their cart.
 */
export function WaitingBagNote({ to }: { to: 'sign in' | 'create an account' }) {
  const pieces = useLocalCartPieces();
  if (pieces === 0) return null;
  const what = pieces === 1 ? 'One piece is' : `${pieces} pieces are`;
  return (
    <p
      role="status"
      data-testid="waiting-bag"
      className="mt-4 flex items-start gap-2 rounded-lg bg-sage-100 px-3 py-2 text-sm text-sage-700"
    >
      <ShoppingBagIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        {what} waiting in your bag. {to === 'sign in' ? 'Sign in' : 'Create an account'} to check out: your bag comes
        with you.
      </span>
    </p>
  );
}
