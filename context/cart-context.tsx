'use client';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '@/context/auth-context';
import { useCartTriggers } from '@/context/cart-triggers';
import { errorMessage } from '@/lib/api/errors';
import { fetchJson } from '@/lib/api/fetch-json';
import { isAuthError } from '@/lib/auth/auth-error';
import { endSession } from '@/lib/auth/session-end';
import { readLocalCart, writeLocalCart } from '@/lib/cart/local-cart';
import { syncLocalCart } from '@/lib/cart/sync';
import { cartTotals } from '@/lib/cart/totals';
import { getAccessToken } from '@/lib/storage';
import type { CartItem, LocalCartItem, Product, ProductSummary, ServerCart, ServerCartItem } from '@/lib/types';
import type { Method } from 'axios';

export interface CartContextValue {
  /** The server cart when signed in, else `{ items }` from local storage. */
  cart: (Partial<ServerCart> & { items: CartItem[] }) | null;
  items: CartItem[];
  totalItems: number;
  totalAmount: number;
  loading: boolean;
  error: string | null;
  loadCart(): Promise<void>;
  /** Rejects with the API's error (e.g. not enough stock) so the page can say why. */
  addToCart(product: Product | ProductSummary, productSizeId?: number | null): Promise<void>;
  /** By item id or product id (spec §5); a quantity below 1 is ignored. */
  updateQuantity(id: number, quantity: number, productSizeId?: number | null): Promise<void>;
  removeFromCart(id: number): Promise<void>;
  clearCart(): Promise<void>;
  syncCart(): Promise<void>;
}

type CartState = CartContextValue['cart'];

const CartContext = createContext<CartContextValue | null>(null);

/** Marks a server call that failed for an authentication reason: the shared handler ran, use the local cart. */
const USE_LOCAL = Symbol('use-local-cart');

/** Spec §8: an authentication failure runs the shared handler and the call yields nothing. */
async function serverCall<T>(method: Method, url: string, data?: unknown): Promise<T | typeof USE_LOCAL> {
  try {
    return await fetchJson<T>(method, url, data);
  } catch (error) {
    if (!isAuthError(error)) throw error;
    endSession();
    return USE_LOCAL;
  }
}

const serverCart = (cart: ServerCart | undefined | null): CartState => ({ ...(cart ?? {}), items: cart?.items ?? [] });

// The interface's cart type is the server cart's; a local cart is only its items.
const localCart = (items: LocalCartItem[]) => ({ items }) as CartState;

/** Spec §5: a server line is found by its item id or by its product id. */
function findServerItem(cart: CartState, id: number): ServerCartItem | undefined {
  const items = (cart?.items ?? []) as ServerCartItem[];
  return items.find((item) => item.id === id) ?? items.find((item) => item.product?.id === id);
}

function findLocalIndex(items: LocalCartItem[], id: number): number {
  return items.findIndex((item) => item.id === id || (item as { product?: { id?: number } }).product?.id === id);
}

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

  const showLocal = useCallback(() => setCart(localCart(readLocalCart().items)), [setCart]);

  /** Local cart change: rewritten to storage after every change (spec §4). */
  const changeLocal = useCallback(
    (change: (items: LocalCartItem[]) => LocalCartItem[] | null) => {
      const items = [...readLocalCart().items];
      const next = change(items);
      if (next) setCart(localCart(writeLocalCart(next).items));
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
      setError(failure ?? errorMessage(err));
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
        const data = await serverCall<ServerCart>('get', '/api/cart/');
        if (data === USE_LOCAL) showLocal();
        else setCart(serverCart(data));
      }),
    [run, setCart, showLocal],
  );

  const addToCart = useCallback(
    (product: Product | ProductSummary, productSizeId?: number | null) =>
      run(
        null,
        async () => {
          if (getAccessToken()) {
            const body = { product_id: product.id, quantity: 1, product_size_id: productSizeId ?? null };
            const added = await serverCall('post', '/api/cart/', body);
            if (added !== USE_LOCAL) {
              const data = await serverCall<ServerCart>('get', '/api/cart/');
              if (data !== USE_LOCAL) return setCart(serverCart(data));
            }
          }
          // Spec §5: no duplicate check; each local add appends the whole product with quantity 1.
          changeLocal((items) => [...items, { ...product, quantity: 1, product_size_id: productSizeId ?? null }]);
        },
        true,
      ),
    [run, setCart, changeLocal],
  );

  const updateQuantity = useCallback(
    (id: number, quantity: number, productSizeId?: number | null) => {
      if (!(quantity >= 1)) return Promise.resolve();
      return run('Failed to update item quantity', async () => {
        if (getAccessToken()) {
          const item = findServerItem(cartRef.current, id);
          if (!item) return;
          const body = { quantity, product_size_id: productSizeId ?? item.product_size_id ?? null };
          const data = await serverCall<{ cart: ServerCart }>('patch', `/api/cart/items/${item.id}/`, body);
          if (data !== USE_LOCAL) return setCart(serverCart(data.cart));
        }
        changeLocal((items) => {
          const index = findLocalIndex(items, id);
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
    (id: number) =>
      run('Failed to remove item from cart', async () => {
        if (getAccessToken()) {
          const item = findServerItem(cartRef.current, id);
          if (!item) return;
          const data = await serverCall<{ cart: ServerCart }>('delete', `/api/cart/items/${item.id}/`);
          if (data !== USE_LOCAL) return setCart(serverCart(data.cart));
        }
        changeLocal((items) => {
          const index = findLocalIndex(items, id);
          return index < 0 ? null : items.filter((_, i) => i !== index);
        });
      }),
    [run, setCart, changeLocal],
  );

  const clearCart = useCallback(
    () =>
      run('Failed to clear cart', async () => {
        if (getAccessToken()) {
          const data = await serverCall<{ cart?: ServerCart }>('delete', '/api/cart/');
          if (data !== USE_LOCAL) return setCart(serverCart(data.cart));
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
        const synced = await syncLocalCart();
        if (synced) setCart(serverCart(synced));
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
