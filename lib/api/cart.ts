import { fetchJson } from '@/lib/api/fetch-json';
import type { LocalCartItem, ServerCart } from '@/lib/types';

/** The signed-in shopper's cart calls (spec §5, §8), through the generic wrapper. */
export const cartApi = {
  get: () => fetchJson<ServerCart>('get', '/api/cart/'),
  add: (body: { product_id: number; quantity: number; product_size_id: number | null }) =>
    fetchJson<unknown>('post', '/api/cart/', body),
  update: (itemId: number, body: { quantity: number; product_size_id: number | null }) =>
    fetchJson<{ cart: ServerCart }>('patch', `/api/cart/items/${itemId}/`, body),
  remove: (itemId: number) => fetchJson<{ cart: ServerCart }>('delete', `/api/cart/items/${itemId}/`),
  clear: () => fetchJson<{ cart?: ServerCart }>('delete', '/api/cart/'),
  /** POST /api/cart/sync/: the local cart's items, once per sync id. */
  sync: (items: LocalCartItem[], syncId: string) =>
    fetchJson<{ cart?: ServerCart }>('post', '/api/cart/sync/', { items, sync_id: syncId }),
};
