import { cartApi } from '@/lib/api/cart';
import { readLocalCart, removeLocalCart, writeLocalCart } from '@/lib/cart/local-cart';
import { getAccessToken } from '@/lib/storage';
import type { ServerCart } from '@/lib/types';

let inFlight: Promise<ServerCart | null> | null = null;

async function pushLocalCart(): Promise<ServerCart | null> {
  const local = readLocalCart();
  // Spec §5: skipped when not logged in or when the local cart is empty.
  if (!getAccessToken() || local.items.length === 0) return null;
  // A cart stored before sync ids existed gets one now, so a retry reuses it.
  const syncId = local.sync_id || writeLocalCart(local.items).sync_id;
  const data = await cartApi.sync(local.items, syncId);
  removeLocalCart();
  return data.cart ?? null;
}

/**
 * Pushes the local cart to the account (POST /api/cart/sync/) and removes it on success. Login, the
 * post-login timer and the Sync Cart button may all ask at once: they share one request, and the
 * sync id keeps a repeated request from adding the items twice.
 * Resolves to the server cart, or null when the sync was skipped.
 */
export function syncLocalCart(): Promise<ServerCart | null> {
  if (!inFlight) {
    inFlight = pushLocalCart().finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}
