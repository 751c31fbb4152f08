'use client';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '@/context/auth-context';
import { useCartTriggers } from '@/context/cart-triggers';
import { cartApi } from '@/lib/api/cart';
import { loadErrorMessage } from '@/lib/api/lazy-error-message';
import { isAuthError } from '@/lib/auth/auth-error';
import { endSession } from '@/lib/auth/session-end';
import {
  cartCall,
  findLocalIndex,
  findServerItem,
  localView,
  serverView,
  USE_LOCAL,
  type CartView,
} from '@/lib/cart/cart-calls';
import { localLine, readLocalCart, writeLocalCart } from '@/lib/cart/local-cart';
import { cartTotalCents, cartTotals } from '@/lib/cart/totals';
import type { Cents } from '@/lib/money';
import type { PersonalizedLine } from '@/lib/personalization';
import { getAccessToken } from '@/lib/storage';
import type { CartItem, LocalCartItem, Product, ProductSummary } from '@/lib/types';

export interface CartContextValue {
  /** The server cart when signed in, else `{ items }` from local storage. */
  cart: CartView;
  items: CartItem[];
  totalItems: number;
  totalAmount: number;
  /** totalAmount in integer cents, for arithmetic and display. */
  totalCents: Cents;
  loading: boolean;
  error: string | null;
  loadCart(): Promise<void>;
  /**
   * Rejects with the API's error (e.g. not enough stock, a required answer missing) so the page can say why. The
   * answers to the product's questions travel with the line; other answers make another line.
   */
  addToCart(
    product: Product | ProductSummary,
    productSizeId?: number | null,
    personalization?: PersonalizedLine,
  ): Promise<void>;
  /**
   * By item id or product id (spec §5); a quantity below 1 is ignored. A local line is told from another of the same
   * piece by its answers' key (lib/cart/cart-calls `answersKeyOf`), when given.
   */
  updateQuantity(id: number, quantity: number, productSizeId?: number | null, answersKey?: string): Promise<void>;
  removeFromCart(id: number, answersKey?: string): Promise<void>;
  clearCart(): Promise<void>;
  syncCart(): Promise<void>;
}

type CartState = CartView;

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const [cart, setCartState] = useState<CartState>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cartRef = useRef<CartState>(null);

  const setCart = useCallback((next: CartState) => {
    cartRef.current = next;
    setCartState(next);
  }, []);

  const showLocal = useCallback(() => setCart(localView(readLocalCart().items)), [setCart]);

  /** Local cart change: rewritten to storage after every change (spec §4). */
  const changeLocal = useCallback(
    (change: (items: LocalCartItem[]) => LocalCartItem[] | null) => {
      const items = [...readLocalCart().items];
      const next = change(items);
      if (next) setCart(localView(writeLocalCart(next).items));
    },
    [setCart],
  );

  /** Runs a cart operation with the loading flag and the §8 error text on failure. */
  const run = useCallback(async (failure: string | null, operation: () => Promise<void>, rethrow = false) => {
    setLoading(true);
    setError(null);
    try {
      await operation();
    } catch (err) {
      setError(failure ?? (await loadErrorMessage(err)));
      console.warn(failure ?? 'Cart operation failed', err);
      if (rethrow) throw err;
    } finally {
      setLoading(false);
    }
  }, []);

  const loadCart = useCallback(
    () =>
      run('Failed to load cart', async () => {
        if (!getAccessToken()) return showLocal();
        const data = await cartCall(cartApi.get);
        if (data === USE_LOCAL) showLocal();
        else setCart(serverView(data));
      }),
    [run, setCart, showLocal],
  );

  const addToCart = useCallback(
    (product: Product | ProductSummary, productSizeId?: number | null, personalization?: PersonalizedLine) =>
      run(
        null,
        async () => {
          if (getAccessToken()) {
            const body = {
              product_id: product.id,
              quantity: 1,
              product_size_id: productSizeId ?? null,
              // Only with answers: a backend without personalization gets the spec's body.
              ...(personalization && Object.keys(personalization.answers).length
                ? { personalization: personalization.answers }
                : {}),
            };
            const added = await cartCall(() => cartApi.add(body));
            if (added !== USE_LOCAL) {
              const data = await cartCall(cartApi.get);
              if (data !== USE_LOCAL) return setCart(serverView(data));
            }
          }
          // Spec §5: no duplicate check; each local add appends the whole product with quantity 1 (and its answers).
          changeLocal((items) => [...items, localLine(product, productSizeId ?? null, personalization)]);
        },
        true,
      ),
    [run, setCart, changeLocal],
  );

  const updateQuantity = useCallback(
    (id: number, quantity: number, productSizeId?: number | null, answersKey?: string) => {
      if (!(quantity >= 1)) return Promise.resolve();
      return run('Failed to update item quantity', async () => {
        if (getAccessToken()) {
          const item = findServerItem(cartRef.current, id);
          if (!item) return;
          const body = { quantity, product_size_id: productSizeId ?? item.product_size_id ?? null };
          const data = await cartCall(() => cartApi.update(item.id, body));
          if (data !== USE_LOCAL) return setCart(serverView(data.cart));
        }
        changeLocal((items) => {
          const index = findLocalIndex(items, id, answersKey);
          if (index < 0) return null;
          items[index] = {
            ...items[index],
            quantity,
            ...(productSizeId !== undefined ? { product_size_id: productSizeId } : {}),
          };
          return items;
        });
      });
    },
    [run, setCart, changeLocal],
  );

  const removeFromCart = useCallback(
    (id: number, answersKey?: string) =>
      run('Failed to remove item from cart', async () => {
        if (getAccessToken()) {
          const item = findServerItem(cartRef.current, id);
          if (!item) return;
          const data = await cartCall(() => cartApi.remove(item.id));
          if (data !== USE_LOCAL) return setCart(serverView(data.cart));
        }
        changeLocal((items) => {
          const index = findLocalIndex(items, id, answersKey);
          return index < 0 ? null : items.filter((_, i) => i !== index);
        });
      }),
    [run, setCart, changeLocal],
  );

  const clearCart = useCallback(
    () =>
      run('Failed to clear cart', async () => {
        if (getAccessToken()) {
          const data = await cartCall(cartApi.clear);
          if (data !== USE_LOCAL) return setCart(serverView(data.cart));
        }
        changeLocal(() => []);
      }),
    [run, setCart, changeLocal],
  );

  const syncCart = useCallback(async () => {
    // Spec §5: skipped when not logged in or when the local cart is empty.
    if (!getAccessToken() || readLocalCart().items.length === 0) return;
    await run('Failed to sync cart', async () => {
      try {
        // Only a signed-in shopper syncs: the call (and the API client) is loaded then.
        const synced = await (await import('@/lib/cart/sync')).syncLocalCart();
        if (synced) setCart(serverView(synced));
      } catch (err) {
        if (isAuthError(err)) endSession();
        throw err;
      }
    });
  }, [run, setCart]);

  useCartTriggers({ isAuthenticated, loadCart, syncCart, showLocal });

  const value = useMemo<CartContextValue>(() => {
    const items = cart?.items ?? [];
    return {
      cart,
      items,
      ...cartTotals(items),
      totalCents: cartTotalCents(items),
      loading,
      error,
      loadCart,
      addToCart,
      updateQuantity,
      removeFromCart,
      clearCart,
      syncCart,
    };
  }, [cart, loading, error, loadCart, addToCart, updateQuantity, removeFromCart, clearCart, syncCart]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside CartProvider');
  return value;
}
