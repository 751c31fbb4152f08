'use client';
import { ArrowPathIcon } from '@heroicons/react/24/outline';
import { useAuth } from '@/context/auth-context';
import { useCart } from '@/context/cart-context';
import { localCartPieces, useLocalCartPieces } from '@/lib/cart/use-local-cart-pieces';
import { SYNC_BUTTON_REFRESH_DELAY_MS } from '@/lib/constants';
import { showToast } from '@/lib/toast';

/** Spec §2: shown when signed in with a non-empty local cart; pushes it, then reloads the cart after 500 ms. */
export function SyncCartButton() {
  const { isAuthenticated } = useAuth();
  const { syncCart, loadCart, loading } = useCart();
  const count = useLocalCartPieces();
  if (!isAuthenticated || count === 0) return null;

  const onClick = async () => {
    await syncCart();
    if (localCartPieces() === 0) showToast('success', 'Your cart is saved to your account.');
    window.setTimeout(() => void loadCart(), SYNC_BUTTON_REFRESH_DELAY_MS);
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={loading}
      className="fixed right-4 bottom-4 z-40 inline-flex items-center gap-2 rounded-full bg-terracotta-700 px-5 py-3 text-sm font-bold text-white shadow-lg hover:bg-terracotta-600 disabled:opacity-70"
    >
      <ArrowPathIcon aria-hidden="true" className={`size-5 ${loading ? 'animate-spin' : ''}`} />
      Sync Cart
    </button>
  );
}
