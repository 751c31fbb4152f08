import type { AddToCart, CartChanged, UpdateCartItem } from '@fabric-tales/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { addToLine, findLine, lineLimit, lineLimitMessage, questionsOf, resolveTarget } from './stock';
import { judgeAnswers } from '../handmade';
import type { Executor } from '../../db/executor';
import { cartView, ensureCart, lockCart, type Unpriced } from './view';

/**
 * Adds to the product-and-size line (creating it), never past the stock or §11.2's cap: one statement, then one
 * to read the cart back (two round trips; a user's first add also creates the cart).
 */
export async function addItem(db: Database, userId: number, input: AddToCart, today: Date) {
  // §30.1: answers are judged by the product's questions. Without answers the product is taken to ask none, so
  // the usual add stays one statement; one that does ask comes back with its questions, judged then.
  let questions = input.personalization ? await questionsOf(db, input.product_id) : [];
  const add = () => {
    const judged = judgeAnswers(questions, input.personalization);
    if (!judged.ok) throw fieldError(judged.field, judged.message);
    const answers = { answers: judged.answers, key: judged.key, questions };
    return addToLine(db, userId, input.product_id, input.product_size_id ?? null, input.quantity, answers);
  };
  let outcome = await add();
  for (let tries = 0; outcome.kind === 'no_cart' || outcome.kind === 'questions'; tries++) {
    if (tries === 3) throw new Error('the product’s questions keep changing');
    if (outcome.kind === 'no_cart') await ensureCart(db, userId);
    else questions = outcome.questions;
    outcome = await add();
  }
  if (outcome.kind === 'refused') throw fieldError(outcome.field, outcome.message);
  const cart = await cartView(db, outcome.cartId, today);
  return { detail: 'Item added to cart.', item: cart.items.find((i) => i.id === outcome.itemId)!, cart };
}

/**
 * A line of the caller's cart by item id, else by product id (spec §5; the size picks among several lines of
 * one product). Anything else, another user's item or no item at all, is the same 404: never reveal what exists.
 */
async function matchLine(tx: Executor, cartId: number, ref: number, productSizeId?: number | null) {
  const fields = {
    id: cartItems.id,
    productId: cartItems.productId,
    productSizeId: cartItems.productSizeId,
    personalizationKey: cartItems.personalizationKey,
  };
  const [byId] = await tx
    .select(fields)
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, ref)));
  if (byId) return byId;
  const [byProduct] = await tx
    .select(fields)
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, ref)))
    .orderBy(sql`${cartItems.productSizeId} is not distinct from ${productSizeId ?? null} desc`, asc(cartItems.id));
  if (!byProduct) throw notFound();
  return byProduct;
}

/** Sets a line's quantity (absolute) and, when another size of the same product is given, moves it there. */
export async function updateItem(
  db: Database,
  userId: number,
  ref: number,
  input: UpdateCartItem,
  today: Date,
): Promise<Unpriced<CartChanged>> {
  return db.transaction(async (tx) => {
    const { id: cartId } = await lockCart(tx, userId);
    const line = await matchLine(tx, cartId, ref, input.product_size_id);
    // A missing or null size keeps the line's own size: clients that do not track sizes still update quantities.
    const sizeId = input.product_size_id ?? line.productSizeId;
    const target = await resolveTarget(tx, line.productId, sizeId);
    if (!target.ok) throw fieldError(target.field, target.message);
    if (input.quantity > lineLimit(target.stock, target.oneOfAKind)) {
      throw fieldError('quantity', lineLimitMessage(target.stock, target.oneOfAKind));
    }
    if (sizeId !== line.productSizeId) {
      // The line takes the new size with its answers; a line already holding that size and answers is replaced.
      const other = await findLine(tx, cartId, line.productId, sizeId, line.personalizationKey);
      if (other) await tx.delete(cartItems).where(eq(cartItems.id, other.id));
    }
    await tx
      .update(cartItems)
      .set({ quantity: input.quantity, productSizeId: sizeId })
      .where(eq(cartItems.id, line.id));
    return { detail: 'Cart updated.', cart: await cartView(tx, cartId, today) };
  });
}

export async function removeItem(
  db: Database,
  userId: number,
  ref: number,
  today: Date,
): Promise<Unpriced<CartChanged>> {
  return db.transaction(async (tx) => {
    const { id: cartId } = await lockCart(tx, userId);
    const line = await matchLine(tx, cartId, ref);
    await tx.delete(cartItems).where(eq(cartItems.id, line.id));
    return { detail: 'Item removed from cart.', cart: await cartView(tx, cartId, today) };
  });
}

export async function clearCart(db: Database, userId: number, today: Date): Promise<Unpriced<CartChanged>> {
  return db.transaction(async (tx) => {
    const { id: cartId } = await lockCart(tx, userId);
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
    return { detail: 'Cart cleared.', cart: await cartView(tx, cartId, today) };
  });
}
