'use client';
import { useSyncExternalStore } from 'react';
import { ArrowPathIcon } from '@heroicons/react/24/outline';
import { useAuth } from '@/context/auth-context';
import { useCart } from '@/context/cart-context';
import { readLocalCart, subscribeLocalCart } from '@/lib/cart/local-cart';
import { LOGIN_POLL_INTERVAL_MS, SYNC_BUTTON_REFRESH_DELAY_MS } from '@/lib/constants';
import { showToast } from '@/lib/toast';

/** This tab's cart changes, other tabs' (storage events), and a 1 s look for anything else that wrote it. */
function subscribe(listener: () => void) {
  window.addEventListener('storage', listener);
  const stop = subscribeLocalCart(listener);
  const poll = window.setInterval(listener, LOGIN_POLL_INTERVAL_MS);
  return () => {
    window.removeEventListener('storage', listener);
    window.clearInterval(poll);
    stop();
  };
}

const localItemCount = () => readLocalCart().items.length;

/** Spec §2: shown when signed in with a non-empty local cart; pushes it, then reloads the cart after 500 ms. */
export function SyncCartButton() {
  const { isAuthenticated } = useAuth();
  const { syncCart, loadCart, loading } = useCart();
  const count = useSyncExternalStore(subscribe, localItemCount, () => 0);
  if (!isAuthenticated || count === 0) return null;

  const onClick = async () => {
    await syncCart();
    if (localItemCount() === 0) showToast('success', 'Your cart is saved to your account.');
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
