'use client';
// INTERFACE STUB: the storefront-core work replaces the body; the exported names and types stay.
import { createContext, useContext, type ReactNode } from 'react';
import type { CartItem, Product, ProductSummary, ServerCart } from '@/lib/types';

export interface CartContextValue {
  /** The server cart when signed in, else `{ items }` from local storage. */
  cart: (Partial<ServerCart> & { items: CartItem[] }) | null;
  items: CartItem[];
  totalItems: number;
  totalAmount: number;
  loading: boolean;
  error: string | null;
  loadCart(): Promise<void>;
  addToCart(product: Product | ProductSummary, productSizeId?: number | null): Promise<void>;
  /** By item id or product id (spec §5); a quantity below 1 is ignored. */
  updateQuantity(id: number, quantity: number, productSizeId?: number | null): Promise<void>;
  removeFromCart(id: number): Promise<void>;
  clearCart(): Promise<void>;
  syncCart(): Promise<void>;
}

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  return <CartContext.Provider value={null}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside CartProvider');
  return value;
}
