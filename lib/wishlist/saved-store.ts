'use client';
import { useEffect, useSyncExternalStore } from 'react';
import { addToWishlist, getWishlist, removeFromWishlist } from '@/lib/api/wishlist';

/**
 * Which products the signed-in shopper has saved, shared by every heart on the page (a grid holds many):
 * loaded once per session with one call, then kept in step with each toggle.
 */
type Status = 'idle' | 'loading' | 'ready';

let saved = new Set<number>();
let status: Status = 'idle';
const listeners = new Set<() => void>();
const EMPTY = new Set<number>();

function emit(next: Set<number>) {
  saved = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function load() {
  if (status !== 'idle') return;
  status = 'loading';
  try {
    const entries = await getWishlist();
    status = 'ready';
    emit(new Set(entries.map((e) => e.product.id)));
  } catch {
    status = 'idle'; // tried again by the next heart that mounts
  }
}

/** Forgets the saved set (sign-out, or another account signing in). */
export function resetSaved() {
  status = 'idle';
  emit(new Set());
}

/** The saved product ids for this session; empty (and nothing fetched) when signed out. */
export function useSavedProducts(signedIn: boolean): Set<number> {
  const current = useSyncExternalStore(
    subscribe,
    () => saved,
    () => EMPTY,
  );
  useEffect(() => {
    if (signedIn) void load();
    else if (status !== 'idle' || saved.size) resetSaved();
  }, [signedIn]);
  return signedIn ? current : EMPTY;
}

/** Saves or removes a piece; answers whether it is saved now. */
export async function toggleSaved(productId: number): Promise<boolean> {
  if (saved.has(productId)) {
    await removeFromWishlist(productId);
    const next = new Set(saved);
    next.delete(productId);
    emit(next);
    return false;
  }
  await addToWishlist(productId);
  emit(new Set(saved).add(productId));
  return true;
}

/** After the wishlist page removed or moved a piece. */
export function forgetSaved(productId: number) {
  if (!saved.has(productId)) return;
  const next = new Set(saved);
  next.delete(productId);
  emit(next);
}
