import { localCartItem, type CartSynced } from '@fabric-tales/contract';
import type { Database } from '../../db/client';
import { cartSyncs } from '../../db/schema';
import { findLine, lineLimit, resolveTarget, upsertLine } from './stock';
import { cartView, lockCart, type Unpriced } from './view';
import { judgeAnswers } from '../handmade';

const rawProductId = (item: unknown): number | null => {
  if (!item || typeof item !== 'object') return null;
  const { product_id, product, id } = item as Record<string, unknown>;
  const value =
    product_id ?? (product && typeof product === 'object' ? (product as { id?: unknown }).id : undefined) ?? id;
  return typeof value === 'number' ? value : null;
};

/**
 * Merges local items into the server cart, each line capped at its stock and §11.2's cap. With a sync_id the
 * merge happens once: the cart_syncs primary key (inserted in the same transaction) makes a repeat, even a
 * concurrent one, a no-op. Items that cannot be added are reported, not fatal.
 */
export async function syncCart(
  db: Database,
  userId: number,
  items: unknown[],
  syncId: string | undefined,
  today: Date,
): Promise<Unpriced<CartSynced>> {
  return db.transaction(async (tx) => {
    const { id: cartId } = await lockCart(tx, userId);
    if (syncId !== undefined) {
      const fresh = await tx.insert(cartSyncs).values({ userId, syncId }).onConflictDoNothing().returning();
      if (fresh.length === 0)
        return { detail: 'This cart was already synced.', cart: await cartView(tx, cartId, today), skipped: [] };
    }
    const skipped: CartSynced['skipped'] = [];
    for (const raw of items) {
      const parsed = localCartItem.safeParse(raw);
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
      // §30.1: the local line's answers are judged as an add's are; a line the product would refuse is skipped.
      const judged = judgeAnswers(target.questions, parsed.data.personalization);
      if (!judged.ok) {
        skipped.push({ product_id: productId, reason: 'personalization' });
        continue;
      }
      const existing = await findLine(tx, cartId, productId, target.productSizeId, judged.key);
      // Capped like every synced line (§11.2), at 1 for a piece one of a kind (§30.2): the shopper keeps it.
      const quantity = Math.min(
        lineLimit(target.stock, target.oneOfAKind),
        (existing?.quantity ?? 0) + (parsed.data.quantity ?? 1),
      );
      await upsertLine(tx, cartId, productId, target.productSizeId, quantity, judged);
    }
    return { detail: 'Cart synced.', cart: await cartView(tx, cartId, today), skipped };
  });
}
