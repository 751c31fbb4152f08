import type { PersonalizedLine } from '@/lib/personalization';
import { readItem, removeItem, STORAGE_KEYS, writeItem } from '@/lib/storage';
import type { LocalCartItem, Product, ProductSummary } from '@/lib/types';

/**
 * The anonymous cart as stored under `cart`. `sync_id` names this exact content: the API applies a
 * sync with a given id once, so a sync repeated from any trigger adds the items once.
 */
export interface StoredLocalCart {
  items: LocalCartItem[];
  sync_id: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function newSyncId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Spec §5: a stored cart that is not an object or has no items array is treated as empty. */
export function readLocalCart(): StoredLocalCart {
  const raw = readItem(STORAGE_KEYS.cart);
  if (!raw) return { items: [], sync_id: '' };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || !Array.isArray((parsed as { items?: unknown }).items)) {
      return { items: [], sync_id: '' };
    }
    const cart = parsed as Partial<StoredLocalCart> & { items: LocalCartItem[] };
    return { items: cart.items, sync_id: typeof cart.sync_id === 'string' ? cart.sync_id : '' };
  } catch {
    return { items: [], sync_id: '' };
  }
}

/** Rewrites the local cart after a change; new content gets a new sync id. */
export function writeLocalCart(items: LocalCartItem[]): StoredLocalCart {
  const cart = { items, sync_id: newSyncId() };
  writeItem(STORAGE_KEYS.cart, JSON.stringify(cart));
  listeners.forEach((listener) => listener());
  return cart;
}

export function removeLocalCart(): void {
  removeItem(STORAGE_KEYS.cart);
  listeners.forEach((listener) => listener());
}

/** Notified when this tab changes the local cart (other tabs arrive as `storage` events). */
export function subscribeLocalCart(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A visitor's new line (spec §3): the whole product with quantity 1 and the chosen size. Its `personalization` is the
 * shopper's answers by question id, as POST /api/cart/ and the sync take them (never the product's questions), and
 * `personalization_lines` the same answers labelled, for the cart to show (§30.1).
 */
export const localLine = (
  product: Product | ProductSummary,
  productSizeId: number | null,
  personalization?: PersonalizedLine,
): LocalCartItem => ({
  ...product,
  quantity: 1,
  product_size_id: productSizeId,
  personalization: personalization?.answers,
  personalization_lines: personalization?.lines,
});
