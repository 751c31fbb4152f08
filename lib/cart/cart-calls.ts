import { isAuthError } from '@/lib/auth/auth-error';
import { endSession } from '@/lib/auth/session-end';
import type { CartItem, LocalCartItem, ServerCart, ServerCartItem } from '@/lib/types';

/** The cart as the cart context holds it: the server cart, or a local cart that is only its items. */
export type CartView = (Partial<ServerCart> & { items: CartItem[] }) | null;

/** Marks a server call that failed for an authentication reason: the shared handler ran, use the local cart. */
export const USE_LOCAL = Symbol('use-local-cart');

/** Spec §8: a cart call (lib/api/cart); an authentication failure runs the shared handler and yields nothing. */
export async function cartCall<T>(call: () => Promise<T>): Promise<T | typeof USE_LOCAL> {
  try {
    return await call();
  } catch (error) {
    if (!isAuthError(error)) throw error;
    endSession();
    return USE_LOCAL;
  }
}

export const serverView = (cart: ServerCart | undefined | null): CartView => ({
  ...(cart ?? {}),
  items: cart?.items ?? [],
});

// The view's type follows the server cart's; a local cart is only its items.
export const localView = (items: LocalCartItem[]) => ({ items }) as CartView;

/** Spec §5: a server line is found by its item id or by its product id. */
export function findServerItem(cart: CartView, id: number): ServerCartItem | undefined {
  const items = (cart?.items ?? []) as ServerCartItem[];
  return items.find((item) => item.id === id) ?? items.find((item) => item.product?.id === id);
}

/**
 * The same rule for local lines, whose id is the product's; with an answers key, only a line of those answers (the
 * same piece with other answers is another line).
 */
export function findLocalIndex(items: LocalCartItem[], id: number, answersKey?: string): number {
  return items.findIndex(
    (item) =>
      (item.id === id || (item as { product?: { id?: number } }).product?.id === id) &&
      (answersKey === undefined || answersKeyOf(item) === answersKey),
  );
}

/** A local line's answers as one string: two lines of the same piece with other answers are two lines (§30.1). */
export const answersKeyOf = (item: LocalCartItem) =>
  JSON.stringify(Array.isArray(item.personalization) ? {} : (item.personalization ?? {}));
