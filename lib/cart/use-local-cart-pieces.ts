'use client';
import { useSyncExternalStore } from 'react';
import { readLocalCart, subscribeLocalCart } from '@/lib/cart/local-cart';
import { LOGIN_POLL_INTERVAL_MS } from '@/lib/constants';

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

/** How many pieces the local cart holds (spec §3: quantity 1 when missing). */
export const localCartPieces = (): number => readLocalCart().items.reduce((sum, item) => sum + (item.quantity ?? 1), 0);

/** The local cart's pieces, kept current; 0 on the server, so the first render matches. */
export function useLocalCartPieces(): number {
  return useSyncExternalStore(subscribe, localCartPieces, () => 0);
}
