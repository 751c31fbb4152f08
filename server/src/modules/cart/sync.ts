import { z } from 'zod';
import type { Database } from '../../db/client';
import { cartSyncs } from '../../db/schema';
import { idField, intField } from '../../lib/fields';
import { findLine, resolveTarget, upsertLine } from './stock';
import { cartView, lockCart, type CartView } from './view';

/**
 * A local cart item: the whole product object (`id` is the product id) plus quantity and product_size_id.
 * `product_id` or a nested `product.id` win over `id` when present, so server-shaped items sync too.
 */
const localItem = z.object({
  id: idField().optional(),
  product_id: idField().optional(),
  product: z.object({ id: idField() }).optional(),
  quantity: intField(1, 10_000).optional(),
  product_size_id: idField().nullable().optional(),
});

export interface Skipped {
  product_id: number | null;
  reason: string;
}

export interface SyncResult {
  detail: string;
  cart: CartView;
  skipped: Skipped[];
}

const rawProductId = (item: unknown): number | null => {
  if (!item || typeof item !== 'object') return null;
  const { product_id, product, id } = item as Record<string, unknown>;
  const value =
    product_id ?? (product && typeof product === 'object' ? (product as { id?: unknown }).id : undefined) ?? id;
  return typeof value === 'number' ? value : null;
};

/**
 * Merges local items into the server cart, each line capped at its stock. With a sync_id the merge happens
 * once: the cart_syncs primary key (inserted in the same transaction) makes a repeat, even a concurrent one,
 * a no-op. Items that cannot be added are reported, not fatal.
 */
export async function syncCart(db: Database, userId: number, items: unknown[], syncId?: string): Promise<SyncResult> {
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    if (syncId !== undefined) {
      const fresh = await tx.insert(cartSyncs).values({ userId, syncId }).onConflictDoNothing().returning();
      if (fresh.length === 0)
        return { detail: 'This cart was already synced.', cart: await cartView(tx, cartId), skipped: [] };
    }
    const skipped: Skipped[] = [];
    for (const raw of items) {
      const parsed = localItem.safeParse(raw);
      const productId = parsed.success
        ? (parsed.data.product_id ?? parsed.data.product?.id ?? parsed.data.id)
        : undefined;
      if (!parsed.success || productId === undefined) {
        skipped.push({ product_id: rawProductId(raw), reason: 'invalid' });
        continue;
      }
      const target = await resolveTarget(tx, productId, parsed.data.product_size_id);
      if (!target.ok) {
        skipped.push({ product_id: productId, reason: target.reason });
        continue;
      }
      if (target.stock <= 0) {
        skipped.push({ product_id: productId, reason: 'out_of_stock' });
        continue;
      }
      const existing = await findLine(tx, cartId, productId, target.productSizeId);
      const quantity = Math.min(target.stock, (existing?.quantity ?? 0) + (parsed.data.quantity ?? 1));
      await upsertLine(tx, cartId, productId, target.productSizeId, quantity);
    }
    return { detail: 'Cart synced.', cart: await cartView(tx, cartId), skipped };
  });
}
