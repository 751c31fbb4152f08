import type { Method } from 'axios';
import type { LocalCartItem, ServerCart } from '@/lib/types';

/** Through the generic wrapper, loaded with the first call: a visitor's cart is local and never needs axios. */
async function call<T>(method: Method, url: string, data?: unknown): Promise<T> {
  const { fetchJson } = await import('@/lib/api/fetch-json');
  return fetchJson<T>(method, url, data);
}

/** The signed-in shopper's cart calls (spec §5, §8). */
export const cartApi = {
  get: () => call<ServerCart>('get', '/api/cart/'),
  add: (body: { product_id: number; quantity: number; product_size_id: number | null }) =>
    call<unknown>('post', '/api/cart/', body),
  update: (itemId: number, body: { quantity: number; product_size_id: number | null }) =>
    call<{ cart: ServerCart }>('patch', `/api/cart/items/${itemId}/`, body),
  remove: (itemId: number) => call<{ cart: ServerCart }>('delete', `/api/cart/items/${itemId}/`),
  clear: () => call<{ cart?: ServerCart }>('delete', '/api/cart/'),
  /** POST /api/cart/sync/: the local cart's items, once per sync id. */
  sync: (items: LocalCartItem[], syncId: string) =>
    call<{ cart?: ServerCart }>('post', '/api/cart/sync/', { items, sync_id: syncId }),
};
